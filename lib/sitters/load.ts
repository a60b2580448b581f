import "server-only";
import { connection } from "next/server";
import { getPublishedSitter, getPublishedSitters, getSearchIndex, getSittersByIds } from "./public";
import { filterSitters, type SearchFilters } from "./search-filters";
import { pageOf } from "./search-page";
import { sittersBusyOn } from "./blocks";
import type { SitterSource, SitterWithReviewsSource } from "./types";

// Page reads that never throw: a database failure is logged and the page shows its "could not load" state.
// Each waits for a real request first (connection()), so `next build` never prerenders them against a database.

/** The sitter list, or null (logged as SPEC §8's "Failed to fetch sitters") when it cannot be read. */
export async function loadSitterList(): Promise<SitterSource[] | null> {
  await connection();
  try {
    return await getPublishedSitters();
  } catch (error) {
    console.error("Failed to fetch sitters", error);
    return null;
  }
}

/** One published sitter by id or slug; null when there is none or it cannot be read. */
export async function loadSitter(key: string): Promise<SitterWithReviewsSource | null> {
  await connection();
  try {
    return await getPublishedSitter(key);
  } catch (error) {
    console.error(`Failed to fetch sitter ${JSON.stringify(key)}`, error);
    return null;
  }
}

/** The first `count` sitters of the list (home), or null when they cannot be read. */
export async function loadFeaturedSitters(count: number): Promise<SitterSource[] | null> {
  await connection();
  try {
    const index = await getSearchIndex();
    return await getSittersByIds(index.slice(0, count).map((entry) => entry.id));
  } catch (error) {
    console.error("Failed to fetch sitters", error);
    return null;
  }
}

export type SearchResultsPage = { total: number; page: number; pageCount: number; sitters: SitterSource[] };

/**
 * One page of search results: the filters run over the cached search index (every published sitter, exact
 * SPEC §9 rules), then only that page's sitters are read in full. Null when they cannot be read.
 */
export async function loadSearchResults(filters: SearchFilters, page: number): Promise<SearchResultsPage | null> {
  await connection();
  try {
    let matches = filterSitters(await getSearchIndex(), filters);
    // With a date, sitters who are not free that day are left out.
    if (filters.fecha) {
      const busy = await sittersBusyOn(filters.fecha);
      matches = matches.filter((entry) => !busy.has(entry.id));
    }
    const slice = pageOf(matches, page);
    return { ...slice, sitters: await getSittersByIds(slice.items.map((entry) => entry.id)) };
  } catch (error) {
    console.error("Failed to fetch sitters", error);
    return null;
  }
}
