import { onFirstUse } from "@/lib/format/on-first-use";
import { monthGrid } from "@/lib/sitters/availability";

const WEEKDAYS = [
  ["L", "lunes"],
  ["M", "martes"],
  ["M", "miércoles"],
  ["J", "jueves"],
  ["V", "viernes"],
  ["S", "sábado"],
  ["D", "domingo"],
] as const;

const monthName = /* @__PURE__ */ onFirstUse(() => new Intl.DateTimeFormat("es-SV", { month: "long", year: "numeric", timeZone: "UTC" }));

/** "diciembre de 2026" for "2026-12". */
export const monthLabel = (month: string) => monthName().format(new Date(`${month}-01T00:00:00Z`));

/**
 * One month as a table (weeks from Monday), each day drawn by `day`. Fits a 320 px phone: 7 columns of at least
 * 2.5 rem. `namedAbove`: the month's name is already shown above it (a month navigator), so the caption only names
 * the table for screen readers.
 */
export function MonthCalendar({
  month,
  day,
  namedAbove = false,
  cellClassName,
}: {
  month: string;
  day: (date: string) => React.ReactNode;
  namedAbove?: boolean;
  /** Looks of a day's cell itself (the read-only calendar draws each day in its cell, with no box inside it). */
  cellClassName?: (date: string) => string;
}) {
  return (
    <table className={cellClassName ? "w-full table-fixed border-separate border-spacing-1 text-center text-sm" : "w-full table-fixed border-collapse text-center text-sm"}>
      <caption className={namedAbove ? "sr-only" : "mb-2 text-left font-semibold first-letter:uppercase"}>{monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long], index) => (
            <th key={index} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, column) => (
              <td key={date ?? `vacio-${column}`} className={date && cellClassName ? cellClassName(date) : cellClassName ? undefined : "p-0.5"}>
                {date ? day(date) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
