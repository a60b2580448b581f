// Which Debian Chromium a script drives (CHROMIUM_PATH overrides both; neither found: Playwright's own, on a laptop).
import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL = "/usr/bin/chromium";

/**
 * The tests' browser (e2e suite, Vercel check): Debian's chromium-headless-shell, Chromium's engine without the
 * browser's own windows and UI processes (the e2e suite: 536 s instead of 598 s, docs/toolchain.md); else the full one.
 */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return existsSync(FULL) ? FULL : undefined;
}

/**
 * The benchmarks' browser: the full Chromium, which renders as a phone's browser does (Lighthouse's figures); on a
 * machine with only the tests' headless shell (as .ci/run installs), that one, rather than no figures at all.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(FULL) ? FULL : testBrowserPath();
}
