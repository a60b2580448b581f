import { Badge } from "@/components/ui/badge";
import type { PulseZoneAnswer } from "@/lib/client/pulse-api";
import { formatCountOf } from "@/lib/format/text";
import { formatHours, formatShare, weekCounts, zeroShare } from "@/lib/pulse/format";
import { ZONE_STATE_LABELS } from "@/lib/zones/states";
import { LevelFigure } from "./level-figure";
import { WeekChart } from "./week-chart";

/** One zone's row of the pulse: its state, this week's figures against the thresholds, and small weekly charts. */
export function ZonePulse({ zone, weeks }: { zone: PulseZoneAnswer; weeks: readonly string[] }) {
  const now = zone.rows[zone.rows.length - 1];
  const series = <K extends keyof PulseZoneAnswer["rows"][number]>(key: K) => zone.rows.map((row) => row[key]);
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border bg-background p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{zone.name}</h3>
        <Badge variant={zone.state === "OPEN" ? "success" : "outline"}>{ZONE_STATE_LABELS[zone.state]}</Badge>
        <span className="text-sm text-muted-foreground">
          Esta semana: {weekCounts(now)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <LevelFigure name="zeroShare" value={zeroShare(now)} text={`${formatShare(zeroShare(now))} (${now.zeroResults} de ${now.searches})`} />
        <LevelFigure name="medianFirstReplyHours" value={now.medianFirstReplyHours} text={`${formatHours(now.medianFirstReplyHours)} · p90 ${formatHours(now.p90FirstReplyHours)}`} />
        <LevelFigure name="answeredWithin24h" value={now.answeredWithin24h} text={formatShare(now.answeredWithin24h)} />
        <LevelFigure name="fillRate" value={now.fillRate} text={`${formatShare(now.fillRate)} (${formatCountOf(now.confirmed, "confirmada", "confirmadas")})`} />
      </dl>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <WeekChart small title={`Búsquedas en ${zone.name}`} weeks={weeks} bars={{ label: "Búsquedas", values: series("searches") }} line={{ label: "Sin resultados", values: series("zeroResults") }} />
        <WeekChart small title={`Solicitudes en ${zone.name}`} weeks={weeks} bars={{ label: "Solicitudes", values: series("requests") }} line={{ label: "Confirmadas", values: series("confirmed") }} />
        <WeekChart small title={`Primera respuesta en ${zone.name}`} weeks={weeks} bars={{ label: "Mediana", values: series("medianFirstReplyHours"), format: formatHours }} line={{ label: "P90", values: series("p90FirstReplyHours"), format: formatHours }} />
        <WeekChart small title={`Oferta y lista en ${zone.name}`} weeks={weeks} bars={{ label: "Cuidadores activos", values: series("activeSitters") }} line={{ label: "Familias en espera", values: series("waiting") }} />
      </div>
    </li>
  );
}

/** Whether anything happened in the zone over the period (zones without it are listed in one line). */
export const hasActivity = (zone: PulseZoneAnswer) =>
  zone.rows.some((row) => row.searches + row.requests + row.completed + row.activeSitters + row.waiting > 0);
