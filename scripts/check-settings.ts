// Runs before `next start` (npm start) and in `vercel-build`: refuses to start (exit 1) without a required
// setting, with one Spanish line naming it, instead of printing "Ready" and failing at the first visitor.
import { forbiddenSettingLines, missingSettings, refusalLine } from "@/lib/site/required-settings";

const missing = missingSettings(process.env);
const refusals = [...(missing.length > 0 ? [refusalLine(missing)] : []), ...forbiddenSettingLines(process.env)];
if (refusals.length > 0) {
  for (const line of refusals) console.error(line);
  process.exit(1);
}
