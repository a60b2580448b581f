import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { databaseIdentity } from "@/lib/db";
import { sitterKeySchema, type SitterKey } from "@/lib/sitters/key-schema";
import { publicVerifications } from "@/lib/sitters/verifications";
import { blockedDays, sittersBusyBetween } from "@/lib/sitters/blocks";
import { closedZoneOf, listedOnly, type ZoneAccess, type ZoneStates } from "@/lib/zones/admission";
import { findPublishedSitter, listPublishedSitters, listPublishedSittersByIds, listSearchIndex, listTestimonialReviews, listVisibleReviews, listZoneStates } from "./queries";
import { withPrices } from "./prices";
import { SITTERS_SETTLE_SECONDS } from "./freshness";
import { readSitterRecord } from "./record";
import { publicHomeCheck } from "./home-check";
import type { SearchEntry, SitterSource, SitterWithReviewsSource } from "./types";

// What the public pages and GET /api/sitters read, from Next's data cache: a burst of visitors costs no
// database work. Entries hold plain JSON (dates as strings). Changing a sitter calls expireSitterCache(), so the
// change shows at once; SITTERS_REVALIDATE_SECONDS bounds anything else (a seed, a manual SQL edit).

export const SITTERS_CACHE_TAG = "sitters";
export const SITTERS_REVALIDATE_SECONDS = 60;
// Expires every entry again SITTERS_SETTLE_SECONDS after each change (lib/sitters/freshness.ts says why).
const SITTERS_SETTLE_TAG = "sitters-settle";
const options = { tags: [SITTERS_CACHE_TAG, SITTERS_SETTLE_TAG], revalidate: SITTERS_REVALIDATE_SECONDS };
// Servers on one build share .next/cache: entries are kept apart per database.
const database = databaseIdentity();

// Outside a Next.js server (Jest, scripts) there is no data cache: read straight from the database.
function isOutsideNext(error: unknown): boolean {
  return error instanceof Error && /Invariant: (incrementalCache|static generation store) missing/.test(error.message);
}

function cached<A extends unknown[], R>(read: (...args: A) => Promise<R>, key: string): (...args: A) => Promise<R> {
  const fromCache = unstable_cache(read, [key, "v4", database], options);
  return async (...args) => {
    try {
      return await fromCache(...args);
    } catch (error) {
      if (isOutsideNext(error)) return read(...args);
      throw error;
    }
  };
}

/**
 * Drops the cached sitter reads at once (every server on this deployment), after a sitter changed, and once more
 * SITTERS_SETTLE_SECONDS later.
 */
export function expireSitterCache(): void {
  try {
    revalidateTag(SITTERS_CACHE_TAG, { expire: 0 });
    revalidateTag(SITTERS_SETTLE_TAG, { expire: SITTERS_SETTLE_SECONDS });
  } catch (error) {
    if (!isOutsideNext(error)) throw error;
  }
}

function withoutCreatedAt<T extends { createdAt: Date }>(row: T): Omit<T, "createdAt"> {
  const copy: Partial<T> = { ...row };
  delete copy.createdAt;
  return copy as Omit<T, "createdAt">;
}

/** Each zone's state, cached with the sitters: PATCH /api/admin/zones/{slug} calls expireSitterCache(). */
export const getZoneStates: () => Promise<ZoneStates> = cached(listZoneStates, "zone-states");

const allPublishedSitters: () => Promise<SitterSource[]> = cached(
  async () => (await listPublishedSitters()).map((row) => withPrices(withoutCreatedAt(row))),
  "public-sitters",
);

/**
 * Every published sitter this family may see, ids ascending (the first four are the featured ones): those of OPEN
 * zones, and of an INVITE zone when `access` holds its invitation (lib/zones/admission.ts).
 */
export async function getPublishedSitters(access: ZoneAccess = {}): Promise<SitterSource[]> {
  const [sitters, states] = await Promise.all([allPublishedSitters(), getZoneStates()]);
  return listedOnly(sitters, states, access);
}

/** A sitter's zone when it is closed to this family (the profile says so and offers its list), else null. */
export async function closedZoneFor(sitter: { department: string; municipality?: string | null }, access: ZoneAccess = {}) {
  return closedZoneOf(sitter, await getZoneStates(), access);
}

const cachedSitter = cached(
  async (key: SitterKey): Promise<SitterWithReviewsSource | null> => {
    const sitter = await findPublishedSitter(key);
    if (!sitter) return null;
    const { reviews, user, ...rest } = sitter;
    const now = new Date();
    const [blocked, record] = await Promise.all([blockedDays(sitter.id), readSitterRecord(sitter.id, now)]);
    return {
      ...withPrices(withoutCreatedAt(rest)),
      verifications: user ? publicVerifications(user.documents, user.interviewStatus, now) : [],
      blocked,
      ...record,
      homeCheck: publicHomeCheck(user?.homeCheck, sitter.services),
      // A review of a booking is a "Reserva verificada"; which booking stays private.
      reviews: reviews.map(({ bookingId, booking, ...review }) => ({
        ...review,
        createdAt: review.createdAt.toISOString(),
        verified: bookingId !== null,
        reportCount: booking?._count.reports ?? 0,
      })),
    };
  },
  "public-sitter-v3",
);

/** One published sitter by id or slug, with its latest reviews; null when there is none. */
export function getPublishedSitter(key: string): Promise<SitterWithReviewsSource | null> {
  // Malformed keys never reach the cache or the database.
  const parsed = sitterKeySchema.safeParse(key);
  return parsed.success ? cachedSitter(parsed.data) : Promise.resolve(null);
}

/** What search filters and orders on, for every published sitter this family may see (as above), ids ascending. */
export async function getSearchIndex(access: ZoneAccess = {}): Promise<SearchEntry[]> {
  const [index, states] = await Promise.all([fullSearchIndex(), getZoneStates()]);
  return listedOnly(index, states, access);
}

const fullSearchIndex: () => Promise<SearchEntry[]> = cached(async () => {
  const now = new Date();
  return (await listSearchIndex()).map(({ user, calendarUpdatedAt, ...entry }) => ({
    ...withPrices(entry),
    calendarUpdatedAt: calendarUpdatedAt?.toISOString() ?? null,
    checks: user ? publicVerifications(user.documents, user.interviewStatus, now).length : 0,
  }));
}, "search-index-v2");

/** The sitters who cannot take some day of the range (ids ascending). Dropped with the rest on any change. */
export const getBusySitters: (start: string, end: string) => Promise<number[]> = cached(sittersBusyBetween, "busy-sitters");

/** Full cards for some sitters (a page of results, the featured ones), ids ascending. */
export const getSittersByIds: (ids: number[]) => Promise<SitterSource[]> = cached(
  async (ids: number[]) => (await listPublishedSittersByIds(ids)).map((row) => withPrices(withoutCreatedAt(row))),
  "sitters-by-id",
);

export type Testimonial = { id: string; author: string; text: string; sitterName: string; municipality: string };

const cachedTestimonials: (sitterIds: number[]) => Promise<Testimonial[]> = cached(
  async (sitterIds: number[]) =>
    (await listTestimonialReviews(3, sitterIds)).map(({ sitter, ...review }) => ({ ...review, sitterName: sitter.name, municipality: sitter.municipality })),
  "testimonials-v2",
);

/**
 * Up to three testimonials for the home, from verified reviews only ([] when there are none yet), of sitters listed
 * to everyone: a zone not OPEN keeps its sitters' reviews off the home too.
 */
export async function getTestimonials(): Promise<Testimonial[]> {
  return cachedTestimonials((await getSearchIndex()).map((entry) => entry.id));
}

/** `reportCount`: the reports the sitter sent during that stay ("N partes durante la estadía" beside a verified review). */
export type ReviewForReaders = { id: string; author: string; text: string; rating: number; createdAt: string; verified: boolean; reportCount: number };

/** How many reviews the profile's "all reviews" lists at most (newest first). */
export const ALL_REVIEWS_CAP = 100;

/** A published sitter's visible reviews for the profile's full list, with date and stars. */
export const getAllReviews: (sitterId: number) => Promise<ReviewForReaders[]> = cached(
  async (sitterId: number) =>
    (await listVisibleReviews(sitterId, ALL_REVIEWS_CAP)).map(({ bookingId, booking, createdAt, ...review }) => ({
      ...review,
      createdAt: createdAt.toISOString(),
      verified: bookingId !== null,
      reportCount: booking?._count.reports ?? 0,
    })),
  "all-reviews",
);
