import type { BookingStatus } from "@/lib/generated/prisma/enums";

// The booking lifecycle, as one table (issue 15; like Rover's and Sharetribe's booking processes):
//   RECEIVED → CONTACTED → CONFIRMED → COMPLETED, and RECEIVED may go straight to CONFIRMED;
//   RECEIVED or CONTACTED → DECLINED (the team or the sitter cannot take it; a reason is required);
//   the sitter answers their own requests: accept (→ CONFIRMED) or decline, from RECEIVED or CONTACTED;
//   anything before COMPLETED → CANCELLED (by the owner or the team, with who and why);
//   timers: RECEIVED untouched for 72 h → EXPIRED; CONFIRMED whose end date passed 2 days ago → COMPLETED.

export type Actor = "team" | "sitter" | "owner" | "system";

const MOVES: Record<BookingStatus, Partial<Record<BookingStatus, readonly Actor[]>>> = {
  RECEIVED: { CONTACTED: ["team"], CONFIRMED: ["team", "sitter"], DECLINED: ["team", "sitter"], CANCELLED: ["team", "owner"], EXPIRED: ["system"] },
  CONTACTED: { CONFIRMED: ["team", "sitter"], DECLINED: ["team", "sitter"], CANCELLED: ["team", "owner"] },
  CONFIRMED: { COMPLETED: ["team", "system"], CANCELLED: ["team", "owner"] },
  COMPLETED: {},
  DECLINED: {},
  CANCELLED: {},
  EXPIRED: {},
};

/** Where a booking in `from` may go, when `actor` moves it. */
export function allowedMoves(from: BookingStatus, actor: Actor): BookingStatus[] {
  return (Object.entries(MOVES[from]) as [BookingStatus, readonly Actor[]][]).filter(([, actors]) => actors.includes(actor)).map(([to]) => to);
}

export function canMove(from: BookingStatus, to: BookingStatus, actor: Actor): boolean {
  return MOVES[from][to]?.includes(actor) ?? false;
}

/** Declining and cancelling say why. */
export const needsReason = (to: BookingStatus): boolean => to === "DECLINED" || to === "CANCELLED";

/** No move leaves these. */
export const isFinal = (status: BookingStatus): boolean => Object.keys(MOVES[status]).length === 0;

export const EXPIRE_AFTER_HOURS = 72;
export const COMPLETE_AFTER_DAYS = 2;
/** How long after completion the owner may review the stay. */
export const REVIEW_WINDOW_DAYS = 30;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The moment a RECEIVED request nobody moved expires. */
export const expiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + EXPIRE_AFTER_HOURS * HOUR_MS);

/**
 * The moment a CONFIRMED booking completes: 2 days after its end date (a calendar day, stored at UTC midnight)
 * ended in El Salvador (UTC-6).
 */
export function completesAt(endDate: Date): Date {
  const endOfLastDayInElSalvador = endDate.getTime() + DAY_MS + 6 * HOUR_MS;
  return new Date(endOfLastDayInElSalvador + COMPLETE_AFTER_DAYS * DAY_MS);
}

/** The timed move due for a booking at `now`, if any. */
export function timedMove(
  booking: { status: BookingStatus; createdAt: Date; endDate: Date | null },
  now: Date,
): BookingStatus | null {
  if (booking.status === "RECEIVED" && now >= expiresAt(booking.createdAt)) return "EXPIRED";
  if (booking.status === "CONFIRMED" && booking.endDate && now >= completesAt(booking.endDate)) return "COMPLETED";
  return null;
}

/** The owner may cancel until the stay starts (its first day in El Salvador), and only from a live status. */
export function ownerMayCancel(booking: { status: BookingStatus; startDate: Date | null }, now: Date): boolean {
  if (!canMove(booking.status, "CANCELLED", "owner")) return false;
  if (!booking.startDate) return true;
  const startInElSalvador = booking.startDate.getTime() + 6 * HOUR_MS;
  return now.getTime() < startInElSalvador;
}

/** The owner may review a COMPLETED booking with a sitter within the window after it completed. */
export function reviewWindowOpen(completedAt: Date, now: Date): boolean {
  return now.getTime() <= completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS;
}
