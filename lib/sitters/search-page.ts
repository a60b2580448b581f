// Search results come a page at a time, so a page stays small however many sitters there are.

export const SEARCH_PAGE_SIZE = 24;
export const PAGE_PARAM = "pagina";
/** The last page a URL may ask for (12,000 sitters): each page of a search is its own cached render. */
export const MAX_SEARCH_PAGE = 500;

/** The page number in the URL (?pagina=2), at most MAX_SEARCH_PAGE; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.min(MAX_SEARCH_PAGE, Math.max(1, Number(text)));
}

/** The items of one page; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = SEARCH_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { total: items.length, page: current, pageCount, items: items.slice((current - 1) * size, current * size) };
}
