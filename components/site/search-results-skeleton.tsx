import { SitterGridSkeleton } from "@/components/site/sitter-grid-skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { LIMITS } from "@/lib/constants/limits";

/** SPEC §2: 6 card skeletons (and the title's) while search results load. */
export function SearchResultsSkeleton() {
  return (
    <div className="grid gap-5">
      <h1 className="sr-only">Buscando cuidadores…</h1>
      <Skeleton className="h-9 w-72 max-w-full" />
      <SitterGridSkeleton count={LIMITS.searchSkeletons} width="column" />
    </div>
  );
}
