// The main thread's busy time while a page loads, beside a blank Next page built in the same run (part of `npm run
// bench`, its pages part). Chromium's own counter (`Performance.getMetrics` TaskDuration, with its script, style and
// layout shares) with the CPU throttled ×4 on a 360 px viewport: on this shared host it moved ±0.1–0.25 of the ratio
// between sittings where Lighthouse's total blocking time moved ±40 %. Each load is in a fresh browser context (no
// cache, as a first visit), after a warm-up, alternating with the blank page so both see the same moment of the host;
// the figure is the median of each pair's ratio.
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromium.mjs";
import { CHROME_FLAGS, median } from "./bench-server.mjs";

/** A page's main-thread time at ×4 at most this many times the blank page's (the median of the pairs' ratios). */
export const MAIN_THREAD_RATIO_GOAL = 1.3;
const LOADS = Math.max(9, Number(process.env.BENCH_MAIN_THREAD_LOADS) || 9);
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 360, height: 740 };

const seconds = (metrics, name) => metrics.find((metric) => metric.name === name)?.value ?? 0;

/** What the loaded document weighs on the phone: DOM nodes, the inline RSC payload and the stylesheets it applied. */
function documentWeight() {
  const inline = [...document.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? "").filter((text) => text.includes("__next_f"));
  const resources = performance.getEntriesByType("resource");
  const size = (entries) => entries.reduce((sum, entry) => sum + (entry.decodedBodySize || 0), 0);
  const transferred = (entries) => entries.reduce((sum, entry) => sum + (entry.encodedBodySize || 0), 0);
  const scripts = resources.filter((entry) => entry.initiatorType === "script" || /\.js(\?|$)/.test(entry.name));
  return {
    nodes: document.getElementsByTagName("*").length,
    payloadBytes: new TextEncoder().encode(inline.join("")).byteLength,
    stylesheetBytes: size(resources.filter((entry) => /\.css(\?|$)/.test(entry.name))),
    scriptBytes: transferred(scripts),
  };
}

/** One first visit of `url`: the main thread's time (ms) and its shares, and the document's weight. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const before = (await cdp.send("Performance.getMetrics")).metrics;
    await page.goto(url, { waitUntil: "load" });
    // Hydration and the effects after it run once the load event has fired: wait for the main thread to go idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
    const after = (await cdp.send("Performance.getMetrics")).metrics;
    const delta = (name) => (seconds(after, name) - seconds(before, name)) * 1000;
    return {
      taskMs: delta("TaskDuration"),
      scriptMs: delta("ScriptDuration"),
      styleMs: delta("RecalcStyleDuration"),
      layoutMs: delta("LayoutDuration"),
      ...(await page.evaluate(documentWeight)),
    };
  } finally {
    await context.close();
  }
}

/** `pages` ([name, url]) each measured LOADS times alternating with `blankUrl`, in one browser. */
export async function measureMainThread(pages, blankUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")) });
  try {
    for (const [, url] of pages) await loadOnce(browser, url); // warm-up: each route compiled and cached by the server
    await loadOnce(browser, blankUrl);
    const rows = [];
    for (const [name, url] of pages) {
      const ours = [];
      const blank = [];
      for (let i = 0; i < LOADS; i++) {
        blank.push(await loadOnce(browser, blankUrl));
        ours.push(await loadOnce(browser, url));
      }
      const pick = (runs, key) => median(runs.map((run) => run[key]));
      rows.push({
        name,
        url,
        ratio: median(ours.map((run, i) => run.taskMs / Math.max(blank[i].taskMs, 1))),
        taskMs: pick(ours, "taskMs"),
        scriptMs: pick(ours, "scriptMs"),
        styleMs: pick(ours, "styleMs"),
        layoutMs: pick(ours, "layoutMs"),
        blankTaskMs: pick(blank, "taskMs"),
        nodes: pick(ours, "nodes"),
        payloadBytes: pick(ours, "payloadBytes"),
        stylesheetBytes: pick(ours, "stylesheetBytes"),
        scriptBytes: pick(ours, "scriptBytes"),
        blankScriptBytes: pick(blank, "scriptBytes"),
        blankNodes: pick(blank, "nodes"),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** Prints the table of `measureMainThread`'s rows, each beside its goal. */
export async function benchMainThread({ pages, blankUrl, say }) {
  const rows = await measureMainThread(pages, blankUrl);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  say(`### Main thread while a page loads (Chromium's TaskDuration, CPU ×${CPU_SLOWDOWN}, ${VIEWPORT.width} px, first visits, median of ${LOADS} pairs alternating with the blank Next page) — goal: ≤ ${MAIN_THREAD_RATIO_GOAL}× the blank page's`);
  say();
  say("| page | main thread ms (script / style / layout) | blank page ms | ratio (median of pairs) | DOM nodes (blank) | inline payload KB | stylesheets KB | JS KB compressed (blank) | goal |");
  say("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    say(
      `| ${row.name} | ${Math.round(row.taskMs)} (${Math.round(row.scriptMs)} / ${Math.round(row.styleMs)} / ${Math.round(row.layoutMs)}) | ${Math.round(row.blankTaskMs)} | ${row.ratio.toFixed(2)}× | ${row.nodes} (${row.blankNodes}) | ${kb(row.payloadBytes)} | ${kb(row.stylesheetBytes)} | ${kb(row.scriptBytes)} (${kb(row.blankScriptBytes)}) | ${row.ratio <= MAIN_THREAD_RATIO_GOAL ? "met" : "**missed**"} |`,
    );
  }
  return rows;
}
