// Each public page's first-load JavaScript beside a blank Next page's, part of `npm run bench`
// (BENCH_ONLY=js runs it alone, without a server): ours, the blank page's, the difference, and the goal of at most
// OVER_BLANK_KB over it — the same figures `npm run js-budget` checks in `npm test`, from the same build.
import path from "node:path";
import { blankFloor } from "./blank-next.mjs";
import { INTERIM_KB, OVER_BLANK_KB, PUBLIC_ROUTES } from "./js-budget.mjs";
import { routeSizes } from "./route-sizes.mjs";

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Prints the table for the build in `root`/.next. */
export function benchJs({ root, say }) {
  const blank = blankFloor({ log: (line) => console.log(`[bench] ${line}`) });
  say(
    `### JavaScript per public page (first load, gzip) beside a blank Next page — goal: ≤ blank + ${OVER_BLANK_KB} KB (blank: Next ${blank.versions.next}, React ${blank.versions.react}, one heading and one link; ${blank.cached ? "measured earlier on this install" : `built now in ${Math.round(blank.buildMs / 1000)} s`})`,
  );
  say();
  say("| page | ours KB | blank KB | difference KB | ours brotli KB | blank brotli KB | goal |");
  say("|---|---|---|---|---|---|---|");
  const routes = routeSizes(path.join(root, ".next")).filter((route) => PUBLIC_ROUTES.includes(route.route));
  for (const route of routes.sort((a, b) => PUBLIC_ROUTES.indexOf(a.route) - PUBLIC_ROUTES.indexOf(b.route))) {
    const difference = route.gzip - blank.gzip;
    const met = difference <= OVER_BLANK_KB * 1024;
    const interim = INTERIM_KB[route.route];
    say(
      `| \`${route.route}\` | ${kb(route.gzip)} | ${kb(blank.gzip)} | ${difference >= 0 ? "+" : "−"}${kb(Math.abs(difference))} | ${kb(route.brotli)} | ${kb(blank.brotli)} | ${met ? "met" : `**missed**${interim ? ` (interim ceiling ${interim.kb} KB)` : ""}`} |`,
    );
  }
}
