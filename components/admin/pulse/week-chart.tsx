import { formatCalendarDayShort } from "@/lib/format/dates";

// A weekly chart drawn as SVG on the page (no chart library): bars for the first series, a line for the second,
// and the same numbers as a table for screen readers and for whoever prefers to read them.

export type ChartSeries = { label: string; values: (number | null)[]; format?: (value: number | null) => string };

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 4;

/** "9 mar" for a Monday. */
export const weekLabel = (monday: string) => formatCalendarDayShort(monday);

const show = (series: ChartSeries, value: number | null) => (series.format ? series.format(value) : value === null ? "—" : String(value));

/** Bars (first series) and a line (second) over the weeks, and a table of their numbers below, behind "Ver los números". */
export function WeekChart({ title, weeks, bars, line, small = false }: { title: string; weeks: readonly string[]; bars: ChartSeries; line?: ChartSeries; small?: boolean }) {
  const height = small ? 40 : HEIGHT;
  const all = [...bars.values, ...(line?.values ?? [])].filter((value): value is number => value !== null);
  const top = Math.max(1, ...all);
  const step = (WIDTH - 2 * PAD) / Math.max(1, weeks.length);
  const y = (value: number) => height - PAD - (value / top) * (height - 2 * PAD);
  const points = line?.values
    .map((value, i) => (value === null ? null : `${(PAD + step * (i + 0.5)).toFixed(1)},${y(value).toFixed(1)}`))
    .filter(Boolean)
    .join(" ");
  const last = weeks.length - 1;
  const summary = `${title}: ${bars.label} esta semana ${show(bars, bars.values[last] ?? null)}${line ? `, ${line.label} ${show(line, line.values[last] ?? null)}` : ""}.`;
  return (
    <figure className="grid min-w-0 gap-1">
      <figcaption className={small ? "text-xs text-muted-foreground" : "text-sm font-medium"}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="none" className={small ? "h-10 w-full" : "h-28 w-full"} role="img" aria-label={summary}>
        <line x1={PAD} x2={WIDTH - PAD} y1={height - PAD} y2={height - PAD} className="stroke-border" strokeWidth={1} />
        {bars.values.map((value, i) =>
          value === null || value === 0 ? null : (
            <rect key={weeks[i]} x={PAD + step * i + step * 0.15} width={step * 0.7} y={y(value)} height={height - PAD - y(value)} className={i === last ? "fill-primary" : "fill-primary/40"} />
          ),
        )}
        {points && <polyline points={points} fill="none" className="stroke-foreground" strokeWidth={small ? 1.5 : 2} vectorEffect="non-scaling-stroke" />}
      </svg>
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Ver los números<span className="sr-only"> de {title}</span></summary>
        <div className="mt-1 max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}: los números`}>
          <table className="w-full border-collapse text-left tabular-nums">
            <caption className="sr-only">{title}, por semana (lunes)</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-2 font-medium">Semana</th>
                <th scope="col" className="pr-2 font-medium">{bars.label}</th>
                {line && <th scope="col" className="font-medium">{line.label}</th>}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={week} className="border-t">
                  <th scope="row" className="pr-2 font-normal">{weekLabel(week)}</th>
                  <td className="pr-2">{show(bars, bars.values[i] ?? null)}</td>
                  {line && <td>{show(line, line.values[i] ?? null)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
