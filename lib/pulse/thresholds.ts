// This week's figures against thresholds: what the Pulso tab colours "bien", "atención" or
// "mal". From the anchors the issue names: Thumbtack's "3 options in 60 % of searches" (zeros), Lenny's fill rate,
// and our own promise of a reply within 24 h (the reminder at 24 h, expiry at 72 h).

export type Level = "good" | "warn" | "bad";

type Threshold = { label: string; good: number; bad: number; higherIsBetter: boolean };

export const PULSE_THRESHOLDS = {
  /** Share of searches that found nobody. */
  zeroShare: { label: "Búsquedas sin resultados", good: 0.2, bad: 0.4, higherIsBetter: false },
  medianFirstReplyHours: { label: "Mediana de 1.ª respuesta", good: 4, bad: 12, higherIsBetter: false },
  answeredWithin24h: { label: "Respondidas en 24 h", good: 0.9, bad: 0.7, higherIsBetter: true },
  fillRate: { label: "Tasa de llenado", good: 0.6, bad: 0.4, higherIsBetter: true },
} as const satisfies Record<string, Threshold>;

export type ThresholdName = keyof typeof PULSE_THRESHOLDS;

export const LEVEL_LABELS: Record<Level, string> = { good: "bien", warn: "atención", bad: "mal" };

/** Where a figure stands: good at or past `good`, bad past `bad`, warn between; null with nothing measured. */
export function levelOf(name: ThresholdName, value: number | null): Level | null {
  if (value === null) return null;
  const { good, bad, higherIsBetter } = PULSE_THRESHOLDS[name];
  if (higherIsBetter) return value >= good ? "good" : value < bad ? "bad" : "warn";
  return value <= good ? "good" : value > bad ? "bad" : "warn";
}
