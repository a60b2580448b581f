import { DAY_MS } from "@/lib/dates/units";

// When an owner may review a stay, beside the reviews (lib/bookings/reviews/reviews.ts): read by the owner's page, the
// review endpoint and the "stay completed" e-mail that invites the review.

/** How long after completion the owner may review the stay. */
export const REVIEW_WINDOW_DAYS = 30;

/** The owner may review a COMPLETED booking with a sitter within the window after it completed. */
export function reviewWindowOpen(completedAt: Date, now: Date): boolean {
  return now.getTime() <= completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS;
}
