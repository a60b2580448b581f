import "server-only";
import { connection } from "next/server";
import { getPublishedSitter, getPublishedSitters, getSearchIndex, getSittersByIds, getZoneStates } from "./public";
import { zoneName } from "@/lib/zones/catalog";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import type { SearchFilters } from "./search-filters";
import { pageOf, shownPage } from "./search-page";
import { searchSitters } from "./search";
import type { SitterSource, SitterWithReviewsSource } from "./types";
import type { ZoneAccess } from "@/lib/zones/admission";

// Page reads that never throw: a database failure is logged and the page shows its "could not load" state.
// The public pages that use them are never rendered at build time (see app/(site)/[base]/layout.tsx); the
// sitemap's list waits for a real request (connection()), so `next build` never reads a database.

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
  try {
    return await getPublishedSitter(key);
  } catch (error) {
    console.error(`Failed to fetch sitter ${JSON.stringify(key)}`, error);
    return null;
  }
}

/** The first `count` sitters of the list (home), or null when they cannot be read. */
export async function loadFeaturedSitters(count: number): Promise<SitterSource[] | null> {
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
 * One page of search results: the filters and the order run over the cached search index (lib/sitters/search.ts),
 * then only that page's sitters are read in full, kept in the search's order. Null when they cannot be read.
 */
export async function loadSearchResults(filters: SearchFilters, page: number, access: ZoneAccess = {}): Promise<SearchResultsPage | null> {
  try {
    const slice = pageOf(await searchSitters(filters, access), page);
    return shownPage(slice, inOrder(await getSittersByIds(slice.items.map((entry) => entry.id)), slice.items));
  } catch (error) {
    console.error("Failed to fetch sitters", error);
    return null;
  }
}

/** A zone's name and state (search's "Aún no llegamos a…"); a zone that cannot be read counts as open (the list says why). */
export async function loadZone(slug: string): Promise<{ slug: string; name: string; state: ZoneState }> {
  try {
    return { slug, name: zoneName(slug), state: (await getZoneStates())[slug] ?? "WAITLIST" };
  } catch (error) {
    console.error("Failed to fetch zones", error);
    return { slug, name: zoneName(slug), state: "OPEN" };
  }
}

/** `sitters` in the order of `ranked` (the cache returns them by id). */
export function inOrder<T extends { id: number }>(sitters: readonly T[], ranked: readonly { id: number }[]): T[] {
  const byId = new Map(sitters.map((sitter) => [sitter.id, sitter]));
  return ranked.flatMap((entry) => byId.get(entry.id) ?? []);
}
