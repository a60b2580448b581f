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

/**
 * A page as shown: `shown` are the page's sitters that could still be read in full. The count and the page count
 * leave out any that could not (unpublished between the search index's read and the sitters' read, two caches that
 * refresh apart), so the title never counts a card that is not on the page.
 */
export function shownPage<T>(
  slice: { total: number; page: number; pageCount: number; items: readonly unknown[] },
  shown: T[],
  size = SEARCH_PAGE_SIZE,
) {
  const total = slice.total - (slice.items.length - shown.length);
  return { total, page: slice.page, pageCount: Math.max(slice.page, Math.ceil(total / size)), sitters: shown };
}
