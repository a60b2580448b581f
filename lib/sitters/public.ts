import { unstable_cache } from "next/cache";
import { sitterKeySchema, type SitterKey } from "@/lib/validation/sitter-key";
import { findPublishedSitter, listPublishedSitters } from "./queries";
import type { SitterSource, SitterWithReviewsSource } from "./types";

// What the public pages read, from Next's data cache: a burst of visitors costs no database work.
// Entries hold plain JSON (dates as strings). After changing a sitter, call revalidateTag(SITTERS_CACHE_TAG, "max");
// otherwise a change shows within SITTERS_REVALIDATE_SECONDS.

export const SITTERS_CACHE_TAG = "sitters";
export const SITTERS_REVALIDATE_SECONDS = 60;
const options = { tags: [SITTERS_CACHE_TAG], revalidate: SITTERS_REVALIDATE_SECONDS };

function withoutCreatedAt<T extends { createdAt: Date }>(row: T): Omit<T, "createdAt"> {
  const copy: Partial<T> = { ...row };
  delete copy.createdAt;
  return copy as Omit<T, "createdAt">;
}

/** Every published sitter, ids ascending (the first four are the featured ones). */
export const getPublishedSitters: () => Promise<SitterSource[]> = unstable_cache(
  async () => (await listPublishedSitters()).map(withoutCreatedAt),
  ["public-sitters", "v1"],
  options,
);

const cachedSitter = unstable_cache(
  async (key: SitterKey): Promise<SitterWithReviewsSource | null> => {
    const sitter = await findPublishedSitter(key);
    if (!sitter) return null;
    const { reviews, ...rest } = sitter;
    return {
      ...withoutCreatedAt(rest),
      reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
    };
  },
  ["public-sitter", "v1"],
  options,
);

/** One published sitter by id or slug, with its latest reviews; null when there is none. */
export function getPublishedSitter(key: string): Promise<SitterWithReviewsSource | null> {
  // Malformed keys never reach the cache or the database.
  const parsed = sitterKeySchema.safeParse(key);
  return parsed.success ? cachedSitter(parsed.data) : Promise.resolve(null);
}
