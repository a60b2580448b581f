// Cached pages as the deployment serves them, part of `npm run bench` (BENCH_ONLY=edge): the project
// built by the Vercel CLI, served in minimal mode behind vercel-local's model of Vercel's edge (scripts/vercel-local.mjs)
// on a throwaway PostgreSQL with the demo sitters. A cached public page is answered from the edge's cache after the
// proxy (middleware) has run; `/api/health` and the booking form made for one family (an invitation's or "Reservar
// de nuevo"'s link) reach a function every time. Each page's requests per
// second are printed beside `/api/health`'s through the same edge. The model is not Vercel (its README): the figures
// say what reaches our code per request, not Vercel's own speed.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPostgres } from "./bench-postgres.mjs";
import { prepareBenchPostgres } from "./bench-server.mjs";
import { serveThroughEdge } from "./vercel-local.mjs";

/** Cached pages ≥ 0.9× the trivial route (the plain booking form among them); /reservar made per visitor ≥ 0.5×. */
export const EDGE_GOALS = { cached: 0.9, perVisitor: 0.5 };
const CACHED = ["HIT", "STALE", "PRERENDER"];

/** `load(url)` is the bench's autocannon run (50 connections). */
export async function benchEdge({ say, load, port }) {
  say("### Cached pages behind the edge (the Vercel build in minimal mode behind vercel-local's edge model, PostgreSQL)");
  say();
  const stops = [];
  const work = mkdtempSync(path.join(os.tmpdir(), "huellitas-bench-edge-"));
  try {
    const postgres = startPostgres(55652);
    if (!postgres.url) return say(`Not measured: ${postgres.reason}.`);
    stops.push(() => postgres.stop());
    prepareBenchPostgres(port, { DATABASE_URL: postgres.url });
    const served = await serveThroughEdge({ databaseUrl: postgres.url, paths: ["/api/health"], work, timeoutMs: 15 * 60_000, label: "bench:edge", stops });
    if (served.skip) return say(`Not measured: ${served.skip}.`);
    const sitters = await (await fetch(`${served.url}/api/sitters`)).json();
    const pages = [
      ["/", EDGE_GOALS.cached],
      ["/busca", EDGE_GOALS.cached],
      [`/s/${sitters[0].slug}`, EDGE_GOALS.cached],
      ["/faq", EDGE_GOALS.cached],
      [`/reservar?sitter=${sitters[0].slug}`, EDGE_GOALS.cached],
      // A well-formed invitation token that opens nothing: the same form, rendered for this request as a family's
      // own link is (the page looks the invitation up and fills in nothing).
      [`/reservar?sitter=${sitters[0].slug}&invitacion=${"x".repeat(32)}`, EDGE_GOALS.perVisitor],
    ];
    say("| target | answered by | req/s | p50 ms | p99 ms | errors / non-2xx | vs `/api/health` | goal |");
    say("|---|---|---|---|---|---|---|---|");
    const baseline = await load(`${served.url}/api/health`);
    const row = (target, by, r, goal) => {
      const ratio = r.requests.average / baseline.requests.average;
      const verdict = goal ? `≥ ${goal}×: ${ratio >= goal && r.errors + r.timeouts + r.non2xx === 0 ? "met" : "**missed**"}` : "";
      say(`| ${target} | ${by} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.timeouts} / ${r.non2xx} | ${ratio.toFixed(2)}× | ${verdict} |`);
    };
    row("GET /api/health (baseline)", "a function", baseline);
    for (const [pagePath, goal] of pages) {
      await fetch(served.url + pagePath); // the first visit renders it into the edge's cache
      const probe = await fetch(served.url + pagePath);
      await probe.arrayBuffer();
      const cache = probe.headers.get("x-vercel-cache") ?? "—";
      const trace = probe.headers.get("x-vercel-local-trace") ?? "";
      const by = CACHED.includes(cache) ? `the edge's cache (${cache}), after ${/middleware/.test(trace) ? "the proxy" : "no function"}` : `a function (${cache})`;
      row(`GET ${pagePath}`, by, await load(served.url + pagePath), goal);
    }
  } finally {
    while (stops.length) await stops.pop()();
    rmSync(work, { recursive: true, force: true });
  }
}
