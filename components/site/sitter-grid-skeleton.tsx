import { sitterGridClass, type GridWidth } from "@/components/site/sitter-grid";
import { Skeleton } from "@/components/ui/skeleton";

/** `count` placeholders shaped like sitter cards, in the same grid, announced once as loading. */
export function SitterGridSkeleton({ count, width }: { count: number; width: GridWidth }) {
  return (
    <div role="status">
      <span className="sr-only">Cargando cuidadores…</span>
      <div className={sitterGridClass(width)}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} data-testid="sitter-card-skeleton" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
            <div className="flex items-start gap-3">
              <Skeleton className="size-16 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
            <div className="flex justify-between pt-1">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/5" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
