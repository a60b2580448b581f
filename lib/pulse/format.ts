import { onFirstUse } from "@/lib/format/on-first-use";
import { formatCountOf } from "@/lib/format/text";
import type { PulseRow } from "./figures";

// How the pulse's figures read, in the dashboard and its CSV (es-SV: "7.5", "60%").

const hoursFormat = /* @__PURE__ */ onFirstUse(() => new Intl.NumberFormat("es-SV", { maximumFractionDigits: 1 }));
const shareFormat = /* @__PURE__ */ onFirstUse(() => new Intl.NumberFormat("es-SV", { style: "percent", maximumFractionDigits: 0 }));

/** "7.5 h"; "—" with nothing measured. */
export const formatHours = (value: number | null) => (value === null ? "—" : `${hoursFormat().format(value)} h`);
/** "60%"; "—" with nothing measured. */
export const formatShare = (value: number | null) => (value === null ? "—" : shareFormat().format(value));
/** Searches that found nobody, as a share of all ("—" without searches). */
export const zeroShare = (row: Pick<PulseRow, "searches" | "zeroResults">) => (row.searches === 0 ? null : row.zeroResults / row.searches);

/**
 * A zone's week in one line, each count agreeing with its noun ("1 cuidador activo", "3 familias en espera");
 * families back, sitters' cancellations and notices that reached nobody only when there are some.
 */
export function weekCounts(row: Pick<PulseRow, "searches" | "requests" | "activeSitters" | "waiting" | "repeatFamilies" | "sitterCancellations" | "unreached">): string {
  return [
    formatCountOf(row.searches, "búsqueda", "búsquedas"),
    formatCountOf(row.requests, "solicitud", "solicitudes"),
    formatCountOf(row.activeSitters, "cuidador activo", "cuidadores activos"),
    formatCountOf(row.waiting, "familia en espera", "familias en espera"),
    ...(row.repeatFamilies > 0 ? [formatCountOf(row.repeatFamilies, "familia repite", "familias repiten")] : []),
    ...(row.sitterCancellations > 0 ? [formatCountOf(row.sitterCancellations, "cancelación del cuidador", "cancelaciones del cuidador")] : []),
    ...(row.unreached > 0 ? [formatCountOf(row.unreached, "aviso que no llegó", "avisos que no llegaron")] : []),
  ].join(" · ");
}

/** The figures in reading order, with their names: the CSV's columns and the dashboard's tables. */
export const PULSE_COLUMNS = [
  { key: "searches", label: "Búsquedas" },
  { key: "zeroResults", label: "Sin resultados" },
  { key: "requests", label: "Solicitudes" },
  { key: "medianFirstReplyHours", label: "Mediana de 1.ª respuesta (h)" },
  { key: "p90FirstReplyHours", label: "P90 de 1.ª respuesta (h)" },
  { key: "answeredWithin24h", label: "Respondidas en 24 h" },
  { key: "confirmed", label: "Confirmadas" },
  { key: "fillRate", label: "Tasa de llenado" },
  { key: "completed", label: "Completadas" },
  { key: "sitterCancellations", label: "Cancelaciones del cuidador" },
  { key: "repeatFamilies", label: "Familias que repiten" },
  { key: "activeSitters", label: "Cuidadores activos" },
  { key: "waiting", label: "Familias en espera" },
  { key: "unreached", label: "Avisos que no llegaron" },
] as const satisfies readonly { key: keyof PulseRow; label: string }[];

export type PulseColumn = (typeof PULSE_COLUMNS)[number]["key"];
const SHARES = new Set<PulseColumn>(["answeredWithin24h", "fillRate"]);
const HOURS = new Set<PulseColumn>(["medianFirstReplyHours", "p90FirstReplyHours"]);

/** One figure as a cell reads it: shares in %, hours with one decimal, counts as they are; empty when null. */
export function pulseCell(key: PulseColumn, value: number | null): string {
  if (value === null) return "";
  if (SHARES.has(key)) return shareFormat().format(value);
  if (HOURS.has(key)) return hoursFormat().format(value);
  return String(value);
}
