import { SearchFilters } from "@/components/site/search-filters";
import { SearchResults } from "@/components/site/search-results";
import { SearchResultsArea } from "@/components/site/search-results-area";
import { SearchResultsSkeleton } from "@/components/site/search-results-skeleton";
import type { SearchFilters as Filters } from "@/lib/sitters/search-filters";
import type { ZoneAccess } from "@/lib/zones/admission";

/** /busca's page: the filters beside the results (the cached search and an invited family's own). */
export function SearchPageLayout({ filters, page, access }: { filters: Filters; page: number; access?: ZoneAccess }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[17rem_1fr] lg:items-start">
      <aside className="lg:sticky lg:top-4">
        <SearchFilters filters={filters} />
      </aside>
      <SearchResultsArea skeleton={<SearchResultsSkeleton />}>
        <SearchResults filters={filters} page={page} access={access} />
      </SearchResultsArea>
    </div>
  );
}
