import { EL_SALVADOR_OFFSET_MS } from "./units";
// Calendar days in El Salvador (UTC-6 all year, no daylight saving time).

export const EL_SALVADOR_TIME_ZONE = "America/El_Salvador";


/** The first moment of a calendar day (stored at UTC midnight) in El Salvador: 6 h after UTC's. */
export const elSalvadorDayStartsAt = (day: Date) => new Date(day.getTime() + EL_SALVADOR_OFFSET_MS);

/** El Salvador's wall clock at `moment`, as a Date whose UTC fields read it. */
export const elSalvadorWallClock = (moment: Date) => new Date(moment.getTime() - EL_SALVADOR_OFFSET_MS);

/**
 * Today's date in El Salvador as "YYYY-MM-DD". Counted from the offset rather than asked of Intl: a page's first
 * Intl formatter loads the locale's data, 50–80 ms of a phone's main thread in the search filters' hydration.
 */
export function todayInElSalvador(now: Date = new Date()): string {
  return elSalvadorWallClock(now).toISOString().slice(0, 10);
}

/** How far ahead a search or a booking may ask for care: 12 months (365 days) from today. */
export const CARE_HORIZON_DAYS = 365;

// Every date a person types goes through these strict readers: JavaScript's Date rolls "2026-02-30" over to
// March 2 and accepts year 0, which Postgres then refuses. Years outside 1900–9999 are never meant.
const MIN_YEAR = 1900;

export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** True for a real calendar date written "YYYY-MM-DD" (rejects 2026-02-30 and year 0). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return Boolean(match) && isRealDay(Number(match![1]), Number(match![2]), Number(match![3]));
}

/** "YYYY-MM-DD" → a Date at UTC midnight (how Postgres DATE columns round-trip through Prisma). */
export function isoDateToUtc(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}

/** Adds whole days to a "YYYY-MM-DD" date. */
export function addDays(value: string, days: number): string {
  const date = isoDateToUtc(value);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
