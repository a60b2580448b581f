import "server-only";
import { toCsv } from "@/lib/lists/csv";
import { ZONE_STATE_LABELS } from "@/lib/zones/states";
import { PULSE_COLUMNS, pulseCell } from "./format";
import { pulse } from "./pulse";

/** The pulse as a CSV file for Excel: one line per zone and week, the figures as the Pulso tab names them. */
export async function pulseCsv(weeks: number): Promise<string> {
  const { zones } = await pulse(weeks);
  return toCsv(
    ["Zona", "Estado", "Semana (lunes)", ...PULSE_COLUMNS.map((column) => column.label)],
    zones.flatMap((zone) =>
      zone.rows.map((row) => [zone.name, ZONE_STATE_LABELS[zone.state], row.week, ...PULSE_COLUMNS.map((column) => pulseCell(column.key, row[column.key]))]),
    ),
  );
}
