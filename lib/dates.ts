// Calendar dates in El Salvador (UTC-6 all year, no daylight saving time).

export const EL_SALVADOR_TIME_ZONE = "America/El_Salvador";

/** Today's date in El Salvador as "YYYY-MM-DD". */
export function todayInElSalvador(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: EL_SALVADOR_TIME_ZONE }).format(now);
}

/** True for a real calendar date written "YYYY-MM-DD" (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
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

const localMinute = new Intl.DateTimeFormat("en-CA", {
  timeZone: EL_SALVADOR_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as a datetime-local input value in El Salvador time: "2026-12-15T10:30"; "" for none. */
export function toElSalvadorDateTimeInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(localMinute.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
