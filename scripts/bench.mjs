#!/usr/bin/env node
// npm run bench — measures a production build on the embedded database and prints the figures as a table.
//   Lighthouse (mobile preset, 3 runs, median) · JavaScript bytes per page · autocannon load (50 connections,
//   10 s) against a trivial route as baseline · search page server time with 10,000 sitters.
// Needs `npm run build` first (the script runs it when .next is missing). Writes bench-results.md too.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { bodyBurst, describeBurst } from "./body-burst.mjs";
import { ADMIN, env, root, run, startServer, stop } from "./bench-server.mjs";
import { chromiumPath } from "./chromium.mjs";

const PORT = Number(process.env.BENCH_PORT || 3900);
const BIG_PORT = PORT + 1;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const DURATION = Number(process.env.BENCH_SECONDS || 10);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseRuns(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
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
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    cls: pick("cls"),
    tbt: pick("tbt"),
    jsBytes: pick("jsBytes"),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run("npm", ["run", "build"]);
  const dir = path.join(root, ".data", "bench");
  const bigDir = path.join(root, ".data", "bench-10k");
  rmSync(dir, { recursive: true, force: true });
  const server = await startServer(PORT, dir);
  const base = `http://127.0.0.1:${PORT}`;
  const lines = [];
  const say = (line = "") => {
    lines.push(line);
    console.log(line);
  };
  try {
    const sitters = await (await fetch(`${base}/api/sitters`)).json();
    const pages = [
      ["Gate (coming soon)", "/gate"],
      ["Home", "/"],
      ["Search", "/busca"],
      ["Profile", `/s/${sitters[0].slug}`],
    ];
    say(`## Benchmark — ${new Date().toISOString().slice(0, 10)}`);
    say();
    say(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, production build on embedded PGlite, SITE_LAUNCHED=true.`);
    say();
    say(`### Lighthouse (mobile preset, median of ${RUNS})`);
    say();
    say("| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | JS KB (compressed) |");
    say("|---|---|---|---|---|---|---|---|---|");
    const failing = [];
    for (const [name, pagePath] of pages) {
      const r = await lighthouseRuns(base + pagePath);
      say(`| ${name} \`${pagePath}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${(r.jsBytes / 1024).toFixed(1)} |`);
      if (r.failing.length) failing.push(`${name}: ${r.failing.join(", ")}`);
    }
    if (failing.length) {
      say();
      say(`Audits not passing: ${failing.join("; ")}`);
    }

    say();
    say(`### Load (autocannon, 50 connections, ${DURATION} s)`);
    say();
    say("| target | req/s | p50 ms | p99 ms | errors / non-2xx | vs baseline |");
    say("|---|---|---|---|---|---|");
    const baseline = await load(`${base}/api/health`);
    const row = (name, r, note = "") =>
      say(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.timeouts} / ${r.non2xx} | ${(r.requests.average / baseline.requests.average).toFixed(2)}${note} |`);
    row("GET /api/health (baseline)", baseline);
    row("GET /api/sitters", await load(`${base}/api/sitters`));
    row("GET /busca", await load(`${base}/busca`));

    // Bookings: every 201 must be a stored row.
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const countBookings = async () => (await (await fetch(`${base}/api/admin/bookings`, { headers: { cookie } })).json()).length;
    const before = await countBookings();
    const today = new Date(Date.now() - 6 * 3600e3).toISOString().slice(0, 10);
    const booking = JSON.stringify({
      ownerName: "Carga de prueba", ownerEmail: "carga@example.com", ownerWhatsapp: "71234567", municipio: "San Salvador",
      sitterId: 1, service: "WALK", petType: "DOG", petSize: "SMALL", startDate: today, endDate: today,
    });
    let created = 0;
    const bookings = await load(`${base}/api/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: booking,
      // autocannon emits (statusCode, bytes, responseTime) for each response.
      setupClient: (client) => client.on("response", (status) => status === 201 && created++),
    });
    const stored = (await countBookings()) - before;
    // Requests still in flight when the run stops may be stored without their answer being counted.
    row("POST /api/reservations", bookings, ` (${created} acknowledged, ${stored} stored, ${Math.max(0, created - stored)} lost)`);

    say();
    say("### Large request bodies");
    say();
    say(describeBurst(await bodyBurst(PORT, server.pid)));
  } finally {
    stop(server);
  }

  // Search with 10,000 sitters (bench-only seed on its own database).
  rmSync(bigDir, { recursive: true, force: true });
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare-db.ts"], { env: env(BIG_PORT, bigDir), stdio: "ignore" });
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/bench-seed.ts", "10000"], { env: env(BIG_PORT, bigDir) });
  const big = await startServer(BIG_PORT, bigDir, { keep: true });
  try {
    const timings = [];
    for (const query of ["", "?zona=escalon", "?servicio=paseos&gatos=1", "?minRating=4.5&grandes=1"]) {
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${BIG_PORT}/busca${query}`);
        await response.text();
        if (i > 0) timings.push(performance.now() - started); // the first request warms the route
      }
    }
    say();
    say("### Search with 10,000 sitters");
    say();
    say(`Server time of GET /busca (4 filter combinations × 5 requests, full HTML received): median ${Math.round(median(timings))} ms, max ${Math.round(Math.max(...timings))} ms.`);
  } finally {
    stop(big);
  }
  writeFileSync(path.join(root, "bench-results.md"), lines.join("\n") + "\n");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
