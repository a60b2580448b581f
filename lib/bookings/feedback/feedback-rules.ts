import { DAY_MS } from "@/lib/dates/units";

// When the sitter gives feedback on a stay (the family's rating, notes about its pets, a note for the team).

/** How long after completion the sitter may give feedback. */
export const FEEDBACK_WINDOW_DAYS = 14;

export const FEEDBACK_LIMITS = { petNotes: 1000, privateNote: 1000 } as const;

/** The sitter may give feedback on a COMPLETED booking within the window after it completed. */
export function feedbackWindowOpen(booking: { status: string; completedAt: Date | null }, now: Date): boolean {
  return booking.status === "COMPLETED" && booking.completedAt !== null && now.getTime() <= booking.completedAt.getTime() + FEEDBACK_WINDOW_DAYS * DAY_MS;
}

/** The family's rating from sitters: the mean of their ratings to one decimal, null without any. */
export function familyRating(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}
