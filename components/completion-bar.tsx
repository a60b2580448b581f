import { Progress } from "@/components/ui/progress";
import { progressTone } from "@/lib/caregivers/progress";

/** SPEC §4's colours: red below 50 %, yellow from 50 % to below 80 %, green from 80 %. */
const TONE_CLASS = { red: "bg-destructive", yellow: "bg-warning", green: "bg-success" } as const;

/** An application's completion as a bar in SPEC §4's colours (name it with aria-label or aria-labelledby). */
export function CompletionBar({ percent, ...props }: { percent: number } & Omit<React.ComponentProps<typeof Progress>, "value">) {
  const tone = progressTone(percent);
  return <Progress value={percent} data-tone={tone} indicatorClassName={TONE_CLASS[tone]} {...props} />;
}

/** A percentage as shown: a whole number from 0 to 100. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
