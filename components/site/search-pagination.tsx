import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";
import { formatCount } from "@/lib/format/text";
import { searchQuery, type SearchFilters } from "@/lib/sitters/search-filters";
import { PAGE_PARAM, SEARCH_PAGE_SIZE } from "@/lib/sitters/search-page";

/** "Anterior / Siguiente" links between pages of results, keeping the filters (works without JavaScript). */
export function SearchPagination({ filters, page, pageCount, total }: { filters: SearchFilters; page: number; pageCount: number; total: number }) {
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const query = searchQuery(filters);
    const pageKey = target > 1 ? `${PAGE_PARAM}=${target}` : "";
    return `/busca${query}${pageKey ? (query ? "&" : "?") + pageKey : ""}`;
  };
  const first = (page - 1) * SEARCH_PAGE_SIZE + 1;
  const last = Math.min(page * SEARCH_PAGE_SIZE, total);
  return (
    <nav aria-label="Páginas de resultados" className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">
        Mostrando {formatCount(first)}–{formatCount(last)} de {formatCount(total)}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <SiteLink href={href(page - 1)} className={buttonVariants({ variant: "outline", size: "sm" })} rel="prev">
            Anterior
          </SiteLink>
        )}
        {page < pageCount && (
          <SiteLink href={href(page + 1)} className={buttonVariants({ variant: "outline", size: "sm" })} rel="next">
            Siguiente
          </SiteLink>
        )}
      </div>
    </nav>
  );
}
