import { LEVEL_LABELS, levelOf, PULSE_THRESHOLDS, type ThresholdName } from "@/lib/pulse/thresholds";
import { cn } from "@/lib/utils";

const LEVEL_CLASS = {
  good: "border-success/60 bg-success/10",
  warn: "border-warning/70 bg-warning/15",
  bad: "border-destructive/60 bg-destructive/10",
} as const;

/**
 * One of this week's figures, coloured against its threshold and saying it in words ("bien", "atención", "mal");
 * with nothing measured yet (no searches, no requests, no replies this week) it says so, not "— (0 de 0)".
 */
export function LevelFigure({ name, value, text }: { name: ThresholdName; value: number | null; text: string }) {
  const level = levelOf(name, value);
  return (
    <div className={cn("grid gap-0.5 rounded-md border px-2 py-1.5", level ? LEVEL_CLASS[level] : "border-dashed")}>
      <dt className="text-xs text-muted-foreground">{PULSE_THRESHOLDS[name].label}</dt>
      {level ? (
        <dd className="flex flex-wrap items-baseline gap-x-1.5 font-semibold tabular-nums">
          {text}{" "}
          <span className="text-xs font-normal">({LEVEL_LABELS[level]})</span>
        </dd>
      ) : (
        <dd className="text-sm text-muted-foreground">Sin datos todavía</dd>
      )}
    </div>
  );
}
