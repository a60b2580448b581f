// The application's progress bar (its percent is completionPercent() in ./checklist.ts).

/** SPEC §4's progress bar colour: red below 50, yellow from 50 to below 80, green from 80. */
export function progressTone(percent: number): "red" | "yellow" | "green" {
  if (percent < 50) return "red";
  if (percent < 80) return "yellow";
  return "green";
}
