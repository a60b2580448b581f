import { addDays, DAY_MS, EL_SALVADOR_OFFSET_MS as OFFSET_MS, isoDateToUtc, todayInElSalvador } from "@/lib/dates";

// The pulse's weeks: Monday to Sunday in El Salvador (UTC-6 all year, no daylight saving time),
// each named by its Monday ("YYYY-MM-DD").


export const PULSE_WEEKS_DEFAULT = 12;
export const PULSE_WEEKS_MAX = 52;

/** The Monday ("YYYY-MM-DD") of the week a day belongs to. */
export function mondayOf(day: string): string {
  const weekday = isoDateToUtc(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The last `count` weeks up to the one holding `now`, oldest first (newest last), by their Mondays. */
export function pulseWeeks(count: number, now: Date = new Date()): string[] {
  const current = mondayOf(todayInElSalvador(now));
  return Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)));
}

/** The moment an El Salvador day starts ("2026-03-09" → 2026-03-09T06:00:00Z). */
export const elSalvadorMidnight = (day: string) => new Date(isoDateToUtc(day).getTime() + OFFSET_MS);

/** Which of `weeks` (by index) a moment falls in; -1 outside them. */
export function weekIndexOf(moment: Date, weeks: readonly string[]): number {
  if (weeks.length === 0) return -1;
  const index = Math.floor((moment.getTime() - elSalvadorMidnight(weeks[0]).getTime()) / (7 * DAY_MS));
  return index >= 0 && index < weeks.length ? index : -1;
}
