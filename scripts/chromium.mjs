// Where the e2e browser is: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own (a laptop).
import { existsSync } from "node:fs";

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}
