import { SUPER_SITTER } from "@/lib/constants";
import type { SitterSource } from "./types";

type SuperSitterFacts = Pick<SitterSource, "badges" | "rating" | "reviewCount" | "hideSuperSitter" | "isSuperSitter">;

/**
 * SPEC §9, profile: the explicit flag, or the 'super-sitter' badge, or a rating of at least 4.9 with at least
 * 10 reviews — unless the sitter hides the marks (`hideSuperSitter`, the data that replaces SPEC's slug list).
 * A missing rating or review count never qualifies.
 */
export function isSuperSitter(sitter: SuperSitterFacts): boolean {
  if (sitter.hideSuperSitter) return false;
  return (
    sitter.isSuperSitter === true ||
    sitter.badges.includes(SUPER_SITTER.badge) ||
    ((sitter.rating ?? 0) >= SUPER_SITTER.minRating && (sitter.reviewCount ?? 0) >= SUPER_SITTER.minReviews)
  );
}

/** SPEC §9, card: the star needs the 'super-sitter' badge, and is hidden like the profile's mark. */
export function showsSuperSitterStar(sitter: Pick<SitterSource, "badges" | "hideSuperSitter">): boolean {
  return !sitter.hideSuperSitter && sitter.badges.includes(SUPER_SITTER.badge);
}
