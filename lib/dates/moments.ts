import { elSalvadorWallClock, isRealDay } from "./days";
import { EL_SALVADOR_OFFSET_MS, MINUTE_MS } from "./units";

// Moments (a day and a time) in El Salvador: what a person types, and what a datetime-local input shows.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))?$/;
const EL_SALVADOR_OFFSET_MINUTES = -EL_SALVADOR_OFFSET_MS / MINUTE_MS;

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

/** A moment as a datetime-local input value in El Salvador time: "2026-12-15T10:30"; "" for none. */
export function toElSalvadorDateTimeInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const wallClock = elSalvadorWallClock(date);
  // A datetime-local input reads years 1–9999 only ("+010000-…" is not a value it can show).
  const year = wallClock.getUTCFullYear();
  return year >= 1 && year <= 9999 ? wallClock.toISOString().slice(0, 16) : "";
}
