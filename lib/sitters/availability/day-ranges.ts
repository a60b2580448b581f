import { addDays } from "@/lib/dates";
import { formatDayRange } from "@/lib/format/dates";

// Blocked days as ranges of El Salvador calendar days, inclusive, as "YYYY-MM-DD": joining them, and whether chosen
// dates touch them (the booking form asks this in the browser, the server again).

export type DayRange = { start: string; end: string };

/** Sorted, with overlapping and touching ranges joined ("1–3" and "4–6" become "1–6"). */
export function mergeRanges(ranges: readonly DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  const merged: DayRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= addDays(last.end, 1)) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}

/** True when any day from `start` to `end` (inclusive) is blocked. */
export const overlapsBlocked = (blocked: readonly DayRange[], start: string, end: string): boolean =>
  blocked.some((range) => range.start <= end && start <= range.end);

/** The blocked parts of `start`–`end` (inclusive), each clipped to the range, merged, in order. */
export function blockedWithin(blocked: readonly DayRange[], start: string, end: string): DayRange[] {
  return mergeRanges(blocked.filter((range) => range.start <= end && start <= range.end)).map((range) => ({
    start: range.start < start ? start : range.start,
    end: range.end > end ? end : range.end,
  }));
}

/**
 * What the booking form says when chosen dates touch blocked days, naming them: "Ana no está disponible el 24 de
 * diciembre de 2026 ni del 28 de diciembre de 2026 al 30 de diciembre de 2026. Elige otras fechas o escoge otro
 * cuidador." Null when the dates are free.
 */
export function unavailableDaysMessage(name: string, blocked: readonly DayRange[], start: string, end: string): string | null {
  const parts = blockedWithin(blocked, start, end);
  if (parts.length === 0) return null;
  const shown = parts.slice(0, 3).map((part) => formatDayRange(part.start, part.end));
  const more = parts.length > 3 ? " y otros días" : "";
  const list = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} ni ${shown.at(-1)}` : shown[0];
  return `${name} no está disponible ${list}${more}. Elige otras fechas o escoge otro cuidador.`;
}

/** True when `day` is blocked. */
export const isBlockedDay = (blocked: readonly DayRange[], day: string): boolean => overlapsBlocked(blocked, day, day);

/** Days as ranges: a set of single days ("2026-12-24", "2026-12-25") becomes the fewest ranges. */
export function daysToRanges(days: Iterable<string>): DayRange[] {
  return mergeRanges([...days].map((day) => ({ start: day, end: day })));
}

/** Ranges as single days (for the calendar's toggles). */
export function rangesToDays(ranges: readonly DayRange[]): string[] {
  const days: string[] = [];
  for (const { start, end } of ranges) for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
