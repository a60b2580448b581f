import { Suspense } from "react";
import { SearchFilters } from "@/components/site/search-filters";
import { SearchResults } from "@/components/site/search-results";
import { SitterGridSkeleton } from "@/components/site/sitter-grid-skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { LIMITS } from "@/lib/constants";
import { pageMetadata } from "@/lib/seo";
import { parseSearchFilters, searchQuery } from "@/lib/sitters/search-filters";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return pageMetadata({
    title: "Buscar cuidadores",
    description:
      "Encuentra cuidadores de perros y gatos cerca de ti en El Salvador: filtra por zona, servicio, calificación y si aceptan gatos o perros grandes.",
    path: "/busca",
  });
}

// Search (SPEC §2): filters from the URL, rendered on the server, so a search can be shared and works without JavaScript.
export default async function SearchPage({ searchParams }: Props) {
  const filters = parseSearchFilters(await searchParams);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[17rem_1fr] lg:items-start">
      <aside className="lg:sticky lg:top-4">
        <SearchFilters filters={filters} />
      </aside>
      <section aria-label="Resultados">
        {/* A new key per search shows the skeletons while the new results load. */}
        <Suspense key={searchQuery(filters)} fallback={<SearchResultsSkeleton />}>
          <SearchResults filters={filters} />
        </Suspense>
      </section>
    </div>
  );
}

function SearchResultsSkeleton() {
  return (
    <div className="grid gap-5">
      <h1 className="sr-only">Buscando cuidadores…</h1>
      <Skeleton className="h-9 w-72 max-w-full" />
      <SitterGridSkeleton count={LIMITS.searchSkeletons} width="column" />
    </div>
  );
}
