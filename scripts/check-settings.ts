// Runs before `next start` (npm start) and in `vercel-build`: refuses to start (exit 1) without a required
// setting, with one Spanish line naming it, instead of printing "Ready" and failing at the first visitor.
import { missingSettings, refusalLine } from "@/lib/site/required-settings";

const missing = missingSettings(process.env);
if (missing.length > 0) {
  console.error(refusalLine(missing));
  process.exit(1);
}
