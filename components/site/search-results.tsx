import { SearchEmptyState } from "@/components/site/search-empty-state";
import { SitterGrid } from "@/components/site/sitter-grid";
import { SitterListError } from "@/components/site/sitter-list-error";
import { formatLongDate, formatSitterCount } from "@/lib/format";
import { loadSitterList } from "@/lib/sitters/load";
import { filterSitters, type SearchFilters } from "@/lib/sitters/search-filters";

/** The count title and the matching sitters (filtered on the server from the URL's filters). */
export async function SearchResults({ filters }: { filters: SearchFilters }) {
  const sitters = await loadSitterList();
  const results = sitters && filterSitters(sitters, filters);
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{results ? formatSitterCount(results.length) : "Cuidadores"}</h1>
        {filters.fecha && (
          <p className="mt-1 text-sm text-muted-foreground">
            Para el {formatLongDate(filters.fecha)}. La disponibilidad se confirma contigo por WhatsApp.
          </p>
        )}
      </div>
      {!results ? (
        <SitterListError />
      ) : results.length > 0 ? (
        <SitterGrid sitters={results} careDate={filters.fecha} width="column" />
      ) : (
        <SearchEmptyState careDate={filters.fecha} />
      )}
    </div>
  );
}
