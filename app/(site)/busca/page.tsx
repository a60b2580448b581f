import { SearchFilters } from "@/components/site/search-filters";
import { SearchNavigationProvider } from "@/components/site/search-navigation";
import { SearchResults } from "@/components/site/search-results";
import { SearchResultsArea } from "@/components/site/search-results-area";
import { SearchResultsSkeleton } from "@/components/site/search-results-skeleton";
import { pageMetadata } from "@/lib/site/seo";
import { parseSearchFilters } from "@/lib/sitters/search-filters";
import { PAGE_PARAM, parsePage } from "@/lib/sitters/search-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return pageMetadata({
    title: "Buscar cuidadores",
    description:
      "Encuentra cuidadores de perros y gatos cerca de ti en El Salvador: filtra por zona, servicio, calificación y si aceptan gatos o perros grandes.",
    path: "/busca",
  });
}

// Search (SPEC §2): filters from the URL, rendered on the server into complete HTML, so a search can be shared
// and works without JavaScript. With JavaScript, a filter change shows 6 skeletons until the new results arrive.
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const filters = parseSearchFilters(params);
  return (
    <SearchNavigationProvider>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[17rem_1fr] lg:items-start">
        <aside className="lg:sticky lg:top-4">
          <SearchFilters filters={filters} />
        </aside>
        <SearchResultsArea skeleton={<SearchResultsSkeleton />}>
          <SearchResults filters={filters} page={parsePage(params[PAGE_PARAM])} />
        </SearchResultsArea>
      </div>
    </SearchNavigationProvider>
  );
}
