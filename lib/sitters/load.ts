import { connection } from "next/server";
import { getPublishedSitter, getPublishedSitters } from "./public";
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
