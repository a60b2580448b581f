import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SitterKey } from "@/lib/sitters/key-schema";
import { REQUIRED_KINDS } from "@/lib/constants";
import type { DocumentKind, InterviewStatus, ZoneState } from "@/lib/generated/prisma/enums";
import { PUBLIC_REVIEW } from "@/lib/sitters/record-trust";

// What the public may see of a sitter: never the linked account or publishing flags.
export const publicSitterSelect = {
  id: true,
  slug: true,
  name: true,
  avatar: true,
  gallery: true,
  department: true,
  municipality: true,
  services: true,
  priceFromUSD: true,
  walkPriceUSD: true,
  daycarePriceUSD: true,
  boardingPriceUSD: true,
  rating: true,
  reviewCount: true,
  bio: true,
  home: true,
  badges: true,
  languages: true,
  acceptsLargeDogs: true,
  acceptsCats: true,
  whatsapp: true,
  hideSuperSitter: true,
  demo: true,
  createdAt: true,
} satisfies Prisma.SitterSelect;

export type PublicSitter = Prisma.SitterGetPayload<{ select: typeof publicSitterSelect }>;

export type PublicReview = { author: string; text: string; rating: number; createdAt: Date; bookingId: string | null; booking: { _count: { reports: number } } | null };
type Checks = {
  interviewStatus: InterviewStatus;
  documents: { kind: DocumentKind; verified: boolean; verifiedAt: Date | null; expiresAt: Date | null }[];
  homeCheck: { checkedAt: Date; items: Prisma.JsonValue } | null;
};
/** `user`: only what the public verifications and the home check are made from (never the account itself). */
export type SitterWithReviews = PublicSitter & { reviews: PublicReview[]; user: Checks | null };

/** Every published sitter, in a stable order (ids ascending: the first four are the featured ones). */
export function listPublishedSitters(): Promise<PublicSitter[]> {
  return db().sitter.findMany({
    where: { published: true },
    select: publicSitterSelect,
    orderBy: { id: "asc" },
  });
}

/** Each zone's state (who sees a zone's sitters, lib/zones/admission.ts). */
export async function listZoneStates(): Promise<Record<string, ZoneState>> {
  const zones = await db().zone.findMany({ select: { slug: true, state: true } });
  return Object.fromEntries(zones.map((zone) => [zone.slug, zone.state]));
}

/** One published sitter by id or slug with its latest reviews, or null. */
export function findPublishedSitter(key: SitterKey, reviews = 2): Promise<SitterWithReviews | null> {
  return db().sitter.findFirst({
    where: { published: true, ...key },
    select: {
      ...publicSitterSelect,
      // Hidden and held reviews are the team's: never shown, never counted.
      reviews: {
        where: PUBLIC_REVIEW,
        select: { author: true, text: true, rating: true, createdAt: true, bookingId: true, booking: { select: { _count: { select: { reports: true } } } } },
        orderBy: { createdAt: "desc" },
        take: reviews,
      },
      user: {
        select: {
          interviewStatus: true,
          documents: { where: { verified: true, kind: { in: [...REQUIRED_KINDS] } }, select: { kind: true, verified: true, verifiedAt: true, expiresAt: true } },
          // The team's notes stay in the row: lib/sitters/home-check.ts keeps only the day and the answers.
          homeCheck: { select: { checkedAt: true, items: true } },
        },
      },
    },
  });
}

/** What search filters and orders on, for every published sitter (small enough to cache for 10,000 sitters). */
export const searchIndexSelect = {
  id: true,
  department: true,
  municipality: true,
  services: true,
  acceptsCats: true,
  acceptsLargeDogs: true,
  rating: true,
  reviewCount: true,
  priceFromUSD: true,
  walkPriceUSD: true,
  daycarePriceUSD: true,
  boardingPriceUSD: true,
  calendarUpdatedAt: true,
  user: {
    select: {
      interviewStatus: true,
      documents: { where: { verified: true, kind: { in: [...REQUIRED_KINDS] } }, select: { kind: true, verified: true, verifiedAt: true, expiresAt: true } },
    },
  },
} satisfies Prisma.SitterSelect;

export type SearchIndexEntry = Prisma.SitterGetPayload<{ select: typeof searchIndexSelect }>;

export function listSearchIndex(): Promise<SearchIndexEntry[]> {
  return db().sitter.findMany({ where: { published: true }, select: searchIndexSelect, orderBy: { id: "asc" } });
}

/** The published sitters with these ids, ids ascending (one page of search, the featured ones). */
export function listPublishedSittersByIds(ids: number[]): Promise<PublicSitter[]> {
  return db().sitter.findMany({ where: { published: true, id: { in: ids } }, select: publicSitterSelect, orderBy: { id: "asc" } });
}

/**
 * The home's testimonials: the newest visible reviews of real bookings (4 stars or more) on published profiles
 * among `sitterIds` (those the public may see), with the owner's first name as they signed it.
 */
export function listTestimonialReviews(take: number, sitterIds: number[]) {
  return db().review.findMany({
    where: { ...PUBLIC_REVIEW, bookingId: { not: null }, rating: { gte: 4 }, sitterId: { in: sitterIds }, sitter: { published: true, demo: false } },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, author: true, text: true, sitter: { select: { name: true, municipality: true } } },
  });
}

/** Every visible review of a sitter, newest first (at most `take`): the profile's "all reviews". */
export function listVisibleReviews(sitterId: number, take: number) {
  return db().review.findMany({
    where: { sitterId, ...PUBLIC_REVIEW, sitter: { published: true } },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, author: true, text: true, rating: true, createdAt: true, bookingId: true, booking: { select: { _count: { select: { reports: true } } } } },
  });
}
