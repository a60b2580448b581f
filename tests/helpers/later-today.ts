import { addDays, elSalvadorDayStartsAt, isoDateToUtc, todayInElSalvador } from "../../lib/dates";

// For tests whose stay starts today and whose meet & greet must fall on that first day (El Salvador time), whatever
// the hour they run at.

/** When today ends in El Salvador (its next midnight). */
export const todayEndsAt = (): Date => elSalvadorDayStartsAt(isoDateToUtc(addDays(todayInElSalvador(), 1)));

/** A moment later today in El Salvador: `withinMs` from now, or halfway to midnight when that is sooner. */
export function laterToday(withinMs: number): Date {
  const now = Date.now();
  return new Date(now + Math.min(withinMs, (todayEndsAt().getTime() - now) / 2));
}
