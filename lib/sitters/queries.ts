import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SitterKey } from "@/lib/validation/sitter-key";

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
  createdAt: true,
} satisfies Prisma.SitterSelect;

export type PublicSitter = Prisma.SitterGetPayload<{ select: typeof publicSitterSelect }>;

export type PublicReview = { author: string; text: string; rating: number; createdAt: Date };
export type SitterWithReviews = PublicSitter & { reviews: PublicReview[] };

/** Every published sitter, in a stable order (ids ascending: the first four are the featured ones). */
export function listPublishedSitters(): Promise<PublicSitter[]> {
  return db().sitter.findMany({
    where: { published: true },
    select: publicSitterSelect,
    orderBy: { id: "asc" },
  });
}

/** One published sitter by id or slug with its latest reviews, or null. */
export function findPublishedSitter(key: SitterKey, reviews = 2): Promise<SitterWithReviews | null> {
  return db().sitter.findFirst({
    where: { published: true, ...key },
    select: {
      ...publicSitterSelect,
      reviews: {
        select: { author: true, text: true, rating: true, createdAt: true },
        orderBy: { createdAt: "desc" },
        take: reviews,
      },
    },
  });
}
