// Public pages on a phone (issue 25, items 2 and 4), part of `npm run bench`:
//   Lighthouse's mobile preset, median of BENCH_LIGHTHOUSE_RUNS (3), on the gate, home, /busca, a profile and
//   /reservar: performance ≥ 98, total blocking time ≤ 100 ms, LCP ≤ 1.8 s, CLS 0, JavaScript ≤ 110 KB compressed;
//   and each public page's HTML as served, gzip-compressed: ≤ 40 KB.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS, median } from "./bench-server.mjs";
import { chromiumPath } from "./chromium.mjs";

export const PAGE_GOALS = { performance: 98, tbt: 100, lcp: 1800, cls: 0, jsKb: 110, htmlKb: 40 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const met = (ok) => (ok ? "met" : "**missed**");

async function lighthouseRuns(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      // A run Lighthouse could not finish (no score, a runtime error) is reported, not counted as 0.
      if (lhr.categories.performance.score === null) {
        console.error(`[bench] Lighthouse run on ${url} failed: ${lhr.runtimeError?.message ?? "no score"}`);
        continue;
      }
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize || 0), 0),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && ["accessibility", "best-practices", "seo"].some((c) => lhr.categories[c].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)))
          .map((a) => a.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  const all = (key) => runs.map((r) => Math.round(r[key])).join("/");
  return {
    performance: pick("performance"),
    performanceRuns: all("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    cls: pick("cls"),
    tbt: pick("tbt"),
    tbtRuns: all("tbt"),
    jsBytes: pick("jsBytes"),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/** Prints the Lighthouse table for `pages` ([name, path]) on `base`. */
export async function benchLighthouse({ base, pages, say }) {
  const g = PAGE_GOALS;
  say(`### Lighthouse (mobile preset, median of ${RUNS}) — goals: performance ≥ ${g.performance}, TBT ≤ ${g.tbt} ms, LCP ≤ ${g.lcp} ms, CLS ${g.cls}, JS ≤ ${g.jsKb} KB`);
  say();
  say("| page | performance (each run) | accessibility | best practices | SEO | LCP ms | CLS | TBT ms (each run) | JS KB (compressed) | goals |");
  say("|---|---|---|---|---|---|---|---|---|---|");
  const failing = [];
  for (const [name, pagePath] of pages) {
    await fetch(base + pagePath); // rendered once (into the page cache where it has one), as after any first visitor
    const r = await lighthouseRuns(base + pagePath);
    const missed = [
      r.performance < g.performance && "score",
      r.tbt > g.tbt && "TBT",
      r.lcp > g.lcp && "LCP",
      r.cls > g.cls && "CLS",
      r.jsBytes / 1024 > g.jsKb && "JS",
    ].filter(Boolean);
    say(
      `| ${name} \`${pagePath}\` | ${r.performance} (${r.performanceRuns}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} (${r.tbtRuns}) | ${(r.jsBytes / 1024).toFixed(1)} | ${missed.length ? `**missed**: ${missed.join(", ")}` : "met"} |`,
    );
    if (r.failing.length) failing.push(`${name}: ${r.failing.join(", ")}`);
  }
  if (failing.length) {
    say();
    say(`Audits not passing: ${failing.join("; ")}`);
  }
}

/** Prints each page's HTML size as served, raw and gzip-compressed (level 6, as `next start` compresses). */
export async function benchHtml({ base, pages, say }) {
  say(`### Each public page's HTML — goal: ≤ ${PAGE_GOALS.htmlKb} KB compressed`);
  say();
  say("| page | HTML KB | gzip KB | goal |");
  say("|---|---|---|---|");
  for (const pagePath of pages) {
    const html = Buffer.from(await (await fetch(base + pagePath)).arrayBuffer());
    const gzipped = gzipSync(html, { level: 6 }).byteLength / 1024;
    say(`| \`${pagePath}\` | ${(html.byteLength / 1024).toFixed(1)} | ${gzipped.toFixed(1)} | ${met(gzipped <= PAGE_GOALS.htmlKb)} |`);
  }
}
