import { addDays } from "@/lib/dates";

// The portal's calendar: a month as weeks.

/** The month grid of "YYYY-MM": weeks from Monday, days outside the month as null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** "YYYY-MM" a number of months after `month`. */
export function addMonths(month: string, count: number): string {
  const [year, monthIndex] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, monthIndex - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}
