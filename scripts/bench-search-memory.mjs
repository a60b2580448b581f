#!/usr/bin/env node
// Memory under many different searches: 6,000 different /busca addresses took the server from
// 305 to 1,116 MB. Sends BENCH_SEARCH_QUERIES (default 20,000) different /busca addresses to a production server
// on a fresh embedded database, four at a time, the way a crawler or a script would make them up: unknown keys,
// days beyond the year a search takes, any price, far pages, and real searches (zones, services, date ranges). Goal:
// the server's resident memory ends within 200 MB of where it started (after a warm-up).
//   node scripts/bench-search-memory.mjs   (builds when .next is missing; BENCH_PORT, default 3960)
//   import { benchSearchMemory } from "./bench-search-memory.mjs"; await benchSearchMemory({ port, say });
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { treeRssMb } from "./body-burst.mjs";
import { root, run, startServer, stop } from "./bench-server.mjs";

export const SEARCH_MEMORY_GOAL_MB = 200;
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES || 20_000);
const CONCURRENCY = 4;

const todayInElSalvador = () => new Date(Date.now() - 6 * 3600e3).toISOString().slice(0, 10);
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const FILTERS = ["", "zona=escalon", "zona=santa-tecla", "servicio=paseos", "servicio=hospedaje&gatos=1", "grandes=1", "orden=precio", "departamento=la-libertad&minRating=4"];

/** The i-th address: every one different, about half of them a search no earlier one asked for. */
export function searchAddress(i, today = todayInElSalvador()) {
  const filter = FILTERS[i % FILTERS.length];
  const day = (offset) => addDays(today, offset);
  const parts = [filter];
  switch (i % 6) {
    case 0: parts.push(`fecha=${day(366 + i)}`); break; // beyond the 12 months a search takes
    case 1: parts.push(`precioMax=${1 + (i % 500)}`, `utm_source=s${i}`); break; // any price, a tracking key
    case 2: parts.push(`pagina=${2 + i}`); break; // pages far past the last one
    case 3: parts.push(`desde=${day(i % 365)}`, `hasta=${day((i % 365) + 1 + (Math.floor(i / 365) % 59))}`); break; // real ranges
    case 4: parts.push(`fecha=${day(i % 366)}`, `x${i}=1`); break; // real days, an unknown key
    default: parts.push(`k${i}=${i}`, `desde=${day(i % 300)}`, `hasta=${day((i % 300) + 2)}`);
  }
  return `/busca?${parts.filter(Boolean).join("&")}`;
}

/** Sends the addresses to a running server; answers its memory before and after, and how many were rendered. */
export async function searchMemory(port, pid, count = QUERIES) {
  const base = `http://127.0.0.1:${port}`;
  // Warm up (route modules, the search index, the database) so the figure shows what the searches cost.
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/busca?zona=escalon&w=${i}`)).text();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const startMb = treeRssMb(pid);
  let peakMb = startMb;
  let next = 0;
  let rendered = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const response = await fetch(base + searchAddress(next++));
      await response.text();
      if (!response.ok) failed++;
      if (response.headers.get("x-nextjs-cache") === "MISS") rendered++;
      if (next % 250 === 0) peakMb = Math.max(peakMb, treeRssMb(pid));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const endMb = treeRssMb(pid);
  return { count, rendered, failed, startMb, peakMb: Math.max(peakMb, endMb), endMb, seconds: (performance.now() - started) / 1000 };
}

export function describeSearchMemory(r) {
  const growth = r.endMb - r.startMb;
  const met = growth <= SEARCH_MEMORY_GOAL_MB && r.failed === 0;
  return (
    `| ${r.count.toLocaleString("en")} different /busca addresses (${r.rendered.toLocaleString("en")} rendered, ${r.failed} failed, ${Math.round(r.seconds)} s) ` +
    `| ${Math.round(r.startMb)} | ${Math.round(r.peakMb)} | ${Math.round(r.endMb)} | ${growth >= 0 ? "+" : ""}${Math.round(growth)} | ${met ? "met" : "**missed**"} |`
  );
}

/** bench.mjs's section: its own server on a fresh database, so earlier figures' pages are not in its cache. */
export async function benchSearchMemory({ port, say }) {
  const server = await startServer(port, path.join(root, ".data", "bench-search"));
  try {
    say(`### Many different searches — goal: resident memory within ${SEARCH_MEMORY_GOAL_MB} MB of where it started`);
    say();
    say("| requests | start MB | peak MB | end MB | growth MB | goal |");
    say("|---|---|---|---|---|---|");
    say(describeSearchMemory(await searchMemory(port, server.pid)));
  } finally {
    stop(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run("npm", ["run", "build"]);
  benchSearchMemory({ port: Number(process.env.BENCH_PORT || 3960), say: (line = "") => console.log(line) }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
