import { stayStartsAt } from "@/lib/bookings/core/stay";
import { DAY_MS, HOUR_MS } from "@/lib/dates/units";
import type { BookingStatus } from "@/lib/generated/prisma/enums";

// The commitments both sides keep, as pure rules: when a cancellation is late (the family's, the sitter's in and out
// of peak season) and when the sitter's late cancellations pause their profile. The sheet's marks apply them
// (lib/bookings/commitments/commitments.ts); the public /compromisos page says them in words.

/** A family cancelling a confirmed stay less than this many hours before its first day starts cancels late. */
export const FAMILY_LATE_HOURS = 72;
/** A sitter cancelling a confirmed stay less than this many days before its first day cancels late… */
export const SITTER_LATE_DAYS = 7;
/** …or this many when any day of the stay falls in peak season. */
export const SITTER_LATE_DAYS_PEAK = 14;
/** A sitter's second late cancellation within this many days pauses their profile until the team reviews it. */
export const SITTER_PAUSE_WINDOW_DAYS = 90;

/** Easter Sunday of `year` (Gregorian calendar, the anonymous algorithm), as its UTC midnight. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * Whether a calendar day (stored at its UTC midnight) is in peak season: 15 December to 10 January, Semana Santa
 * (Palm Sunday to Easter Sunday) and 1 to 15 August.
 */
export function inPeakSeason(day: Date): boolean {
  const month = day.getUTCMonth() + 1;
  const date = day.getUTCDate();
  if ((month === 12 && date >= 15) || (month === 1 && date <= 10)) return true;
  if (month === 8 && date <= 15) return true;
  const easter = easterSunday(day.getUTCFullYear()).getTime();
  return day.getTime() >= easter - 7 * DAY_MS && day.getTime() <= easter;
}

/** Whether any day of a stay (its first to its last calendar day) falls in peak season. */
export function stayInPeakSeason(startDate: Date, endDate: Date | null): boolean {
  const last = Math.max(startDate.getTime(), endDate?.getTime() ?? startDate.getTime());
  // A stay longer than a year touches every season; no need to walk it.
  if (last - startDate.getTime() >= 366 * DAY_MS) return true;
  for (let day = startDate.getTime(); day <= last; day += DAY_MS) if (inPeakSeason(new Date(day))) return true;
  return false;
}

type Cancelled = { from: BookingStatus; startDate: Date | null; endDate: Date | null };

/** The family's cancellation of a confirmed stay is late: less than 72 h before its first day starts (El Salvador). */
export function familyCancelsLate(booking: Cancelled, now: Date): boolean {
  if (booking.from !== "CONFIRMED" || !booking.startDate) return false;
  return stayStartsAt(booking.startDate).getTime() - now.getTime() < FAMILY_LATE_HOURS * HOUR_MS;
}

/** How many days ahead a sitter must cancel this stay not to cancel late: 7, or 14 when it touches peak season. */
export const sitterNoticeDays = (startDate: Date, endDate: Date | null) => (stayInPeakSeason(startDate, endDate) ? SITTER_LATE_DAYS_PEAK : SITTER_LATE_DAYS);

/** The sitter's cancellation of a confirmed stay is late: less than 7 days (14 in peak season) before it starts. */
export function sitterCancelsLate(booking: Cancelled, now: Date): boolean {
  if (booking.from !== "CONFIRMED" || !booking.startDate) return false;
  return stayStartsAt(booking.startDate).getTime() - now.getTime() < sitterNoticeDays(booking.startDate, booking.endDate) * DAY_MS;
}

/** Whether a sitter's late cancellation at `now` pauses their profile: another one within the 90 days before. */
export function lateCancellationPauses(earlier: readonly Date[], now: Date): boolean {
  const since = now.getTime() - SITTER_PAUSE_WINDOW_DAYS * DAY_MS;
  return earlier.some((at) => at.getTime() >= since && at.getTime() <= now.getTime());
}

/** How each mark reads for the team (the card's line, the audit). */
export const MARK_LABELS = {
  FAMILY: { LATE_CANCELLATION: "Cancelación tardía de la familia", NO_SHOW: "La familia no llegó" },
  SITTER: { LATE_CANCELLATION: "Cancelación tardía del cuidador", NO_SHOW: "El cuidador no se presentó" },
} as const;
