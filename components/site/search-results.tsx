import { SearchEmptyState } from "@/components/site/search-empty-state";
import { SitterGrid } from "@/components/site/sitter-grid";
import { SitterListError } from "@/components/site/sitter-list-error";
import { formatDayRange, formatLongDate } from "@/lib/format/dates";
import { formatSitterCount } from "@/lib/format/text";
import { SearchPagination } from "@/components/site/search-pagination";
import { loadSearchResults } from "@/lib/sitters/load";
import type { SearchFilters } from "@/lib/sitters/search-filters";

/** The count title and one page of the matching sitters (filtered on the server from the URL's filters). */
export async function SearchResults({ filters, page }: { filters: SearchFilters; page: number }) {
  const results = await loadSearchResults(filters, page);
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{results ? formatSitterCount(results.total) : "Cuidadores"}</h1>
        {filters.fecha && (
          <p className="mt-1 text-sm text-muted-foreground">
            {`Libres ${formatDayRange(filters.fecha, filters.hasta ?? filters.fecha, { day: formatLongDate })}.`}{" "}
            La disponibilidad se confirma contigo por WhatsApp.
          </p>
        )}
      </div>
      {!results ? (
        <SitterListError />
      ) : results.total > 0 ? (
        <>
          <h2 className="sr-only">Resultados</h2>
          <SitterGrid sitters={results.sitters} search={filters} width="column" />
          <SearchPagination filters={filters} page={results.page} pageCount={results.pageCount} total={results.total} />
        </>
      ) : (
        <SearchEmptyState careDate={filters.fecha} />
      )}
    </div>
  );
}
