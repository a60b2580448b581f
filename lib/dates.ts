// Calendar dates in El Salvador (UTC-6 all year, no daylight saving time).

export const EL_SALVADOR_TIME_ZONE = "America/El_Salvador";

/** The first moment of a calendar day (stored at UTC midnight) in El Salvador: 6 h after UTC's. */
export const elSalvadorDayStartsAt = (day: Date) => new Date(day.getTime() + 6 * 60 * 60 * 1000);

// en-CA formats as YYYY-MM-DD. Made once: building a formatter costs far more than formatting (issue 42 item 4's
// profile of a booking found a new one per call, about half a millisecond each).
const localDay = new Intl.DateTimeFormat("en-CA", { timeZone: EL_SALVADOR_TIME_ZONE });

/** Today's date in El Salvador as "YYYY-MM-DD". */
export function todayInElSalvador(now: Date = new Date()): string {
  return localDay.format(now);
}

/** How far ahead a search or a booking may ask for care: 12 months (365 days) from today. */
export const CARE_HORIZON_DAYS = 365;

// Every date a person types goes through these strict readers: JavaScript's Date rolls "2026-02-30" over to
// March 2 and accepts year 0, which Postgres then refuses. Years outside 1900–9999 are never meant.
const MIN_YEAR = 1900;

function isRealDay(year: number, month: number, day: number): boolean {
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

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))?$/;
const EL_SALVADOR_OFFSET_MINUTES = -6 * 60;

/**
 * A moment written "2026-12-01T10:30" (a datetime-local input, El Salvador time) or with seconds and an
 * offset ("…T10:30:00-06:00", "…Z"); null for anything else, including a day or time that does not exist.
 */
export function parseDateTime(value: string): Date | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const millis = Number((m[7] ?? "0").padEnd(3, "0"));
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  let offset = EL_SALVADOR_OFFSET_MINUTES;
  if (m[8] === "Z") offset = 0;
  else if (m[8]) {
    const [hours, minutes] = [Number(m[10]), Number(m[11])];
    if (hours > 14 || minutes > 59) return null;
    offset = (m[9] === "-" ? -1 : 1) * (hours * 60 + minutes);
  }
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * 60_000);
  // "9999-12-31T23:59" in El Salvador is year 10000 in UTC, which PostgreSQL stores but JavaScript cannot read back.
  return moment.getUTCFullYear() <= 9999 ? moment : null;
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
