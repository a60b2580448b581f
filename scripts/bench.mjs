#!/usr/bin/env node
// npm run bench — measures a production build (SITE_LAUNCHED=true) and prints every figure next to its goal
//, also written to .bench/results.md (.bench/results-partial.md when BENCH_ONLY picks parts; git-ignored:
// the curated figures are docs/benchmarks.md's):
//   each public page's first-load JavaScript beside a blank Next page's, built with the same versions (the goals
//   are relative to it; scripts/bench-js.mjs) ·
//   Lighthouse (mobile preset, median of 3) and JavaScript on gate, home, /busca, a profile and /reservar, and each
//   public page's compressed HTML (scripts/bench-pages.mjs) · each public page's throughput as a
//   ratio to a trivial route in the same run (autocannon, 50 connections), and through the Vercel build behind vercel-local's
//   edge model (scripts/bench-edge.mjs) · POST /api/reservations at 50
//   connections on PGlite and on PostgreSQL · large request bodies (anonymous, and 200 uploads from one signed-in
//   caregiver) · search with 10,000 sitters and a date range · 20,000 different /busca addresses and the server's
//   memory · the admin's lists with 10,000 bookings, 5,000 caregivers and 20,000 leads · the weekly pulse at a year of data (scripts/bench-pulse.mjs) · pictures: 12 sitters each
//   with a 4 MB phone photo uploaded (/busca's first visit, the largest image on a public page, a card's avatar,
//   and a pet owner's visit from /busca to a sent request; scripts/bench-images.mjs) · each server function's traced
//   size · abuse: the disk an anonymous script fills in a minute (scripts/bench-disk-fill.mjs) and /api/health
//   while 200 failed sign-ins run at once (scripts/bench-signin-flood.mjs). BENCH_ONLY runs some parts alone (see `part`).
// Needs `npm run build` first (the script runs it when .next is missing).
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { bodyBurst, describeBurst, describeSignedInBurst, signedInUploadBurst } from "./body-burst.mjs";
import { benchAdminLists } from "./bench-admin-lists.mjs";
import { benchPulse } from "./bench-pulse.mjs";
import { benchSearchMemory } from "./bench-search-memory.mjs";
import { startPostgres } from "./bench-postgres.mjs";
import { benchImages, signIn, uploadPhotos } from "./bench-images.mjs";
import { describeDiskFill, diskFill, diskFillServerSettings } from "./bench-disk-fill.mjs";
import { describeSigninFlood, signinFlood } from "./bench-signin-flood.mjs";
import { ADMIN, env, median, prepareBenchPostgres, root, run, startServer, stop, withGroupCpu } from "./bench-server.mjs";
import { benchHtml, benchLighthouse } from "./bench-pages.mjs";
import { benchMainThread } from "./bench-main-thread.mjs";
import { startStandIns } from "./bench-stand-ins.mjs";
import { benchJs } from "./bench-js.mjs";
import { benchEdge } from "./bench-edge.mjs";
import { serveBlank } from "./blank-next.mjs";
import { formatFunctionSizes, functionSizes } from "./function-sizes.mjs";

const PORT = Number(process.env.BENCH_PORT || 3900);
const BIG_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS || 10);

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const GOALS = { ratio: 1, burstP99: 1000, searchMs: 100 };
/** A booking's server CPU on the embedded database, notices to the SMTP and WhatsApp stand-ins included. */
const BOOKING_CPU_GOAL_MS = 16;
/** A server in service, 50 connections for 10 s (today's 71 bookings/s on PostgreSQL, doubled). */
const BOOKING_GOALS = { "PGlite (embedded)": { p99: 1000, perSecond: 0 }, PostgreSQL: { p99: 500, perSecond: 142 } };
/** BENCH_ONLY=pages,burst,images runs those parts alone (js, pages, load, edge, burst, bodies, search, memory, lists, pulse, images, functions, disk, signins). */
const ONLY = new Set((process.env.BENCH_ONLY ?? "").split(",").map((part) => part.trim()).filter(Boolean));
const part = (name) => ONLY.size === 0 || ONLY.has(name);
const met = (ok) => (ok ? "met" : "**missed**");
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayInElSalvador = () => new Date(Date.now() - 6 * 3600e3).toISOString().slice(0, 10);
/** The bursts' booking request: a walk with the first demo sitter on `day`, as an owner's form sends it. */
const bookingBody = (day) =>
  JSON.stringify({
    ownerName: "Carga de prueba", ownerEmail: "carga@example.com", ownerWhatsapp: "71234567", municipio: "San Salvador",
    sitterId: 1, service: "WALK", petType: "DOG", petSize: "SMALL", startDate: day, endDate: day,
  });

async function main() {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run("npm", ["run", "build"]);
  const lines = [];
  const say = (line = "") => {
    lines.push(line);
    console.log(line);
  };
  say(`## Benchmark — ${new Date().toISOString().slice(0, 10)}`);
  say();
  say(`${ONLY.size ? `Parts: ${[...ONLY].join(", ")} (BENCH_ONLY). ` : ""}Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, production build, SITE_LAUNCHED=true.`);

  if (part("js")) {
    say();
    benchJs({ root, say });
    if (ONLY.size === 1) return writeResults(lines); // no server needed
  }

  const dir = path.join(root, ".data", "bench");
  // SMTP and WhatsApp configured (local stand-ins), as a production server runs: a booking's notices cost CPU too.
  const standIns = await startStandIns({ smtpPort: PORT + 20, whatsappPort: PORT + 21, appPort: PORT });
  const server = await startServer(PORT, dir, { extra: standIns.extra });
  let bodies = "not measured";
  let uploads = "not measured";
  let signins = "not measured";
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const sitters = await (await fetch(`${base}/api/sitters`)).json();
    const profile = `/s/${sitters[0].slug}`;
    // Not /coming-soon: the bench's server is launched, so that address redirects home (lib/site/routing.ts); the
    // coming-soon page itself is measured as /gate.
    const publicPages = ["/gate", "/", "/busca", "/busca?zona=santa-tecla&orden=precio", profile, `/reservar?sitter=${sitters[0].slug}`, "/faq", "/como-funciona", "/filosofia", "/compromisos", "/contacto", "/unete"];
    if (part("pages")) {
      say();
      const lighthousePages = [
        ["Gate (coming soon)", "/gate"],
        ["Home", "/"],
        ["Search", "/busca"],
        ["Profile", profile],
        ["Booking form", `/reservar?sitter=${sitters[0].slug}`],
      ];
      // The 12 demo sitters' portraits are SVG drawings, which the browser lays out and paints on the main thread
      // (about 100 ms of paint per /busca load at ×4); demo data stays in development (docs/decisions.md), and a
      // published sitter shows uploaded photos: give each one, as the team does, before measuring.
      await uploadPhotos(base, await signIn(base));
      const blank = await serveBlank(PORT + 7);
      try {
        const tracking = await (await fetch(`${base}/api/reservations`, { method: "POST", headers: { "content-type": "application/json" }, body: bookingBody(addDays(todayInElSalvador(), 3)) })).json();
        const mainThreadPages = [...lighthousePages, ["FAQ", "/faq"], ["Tracking page", tracking.trackingUrl], ["Portal sign-in", "/portal"]];
        await benchMainThread({ pages: mainThreadPages.map(([name, pagePath]) => [`${name} \`${pagePath.replace(/reservas\/[^/?]+/, "reservas/…")}\``, base + pagePath]), blankUrl: blank.url, say });
        say();
        await benchLighthouse({ base, pages: lighthousePages, say, blankUrl: blank.url });
      } finally {
        blank.stop();
      }
      say();
      await benchHtml({ base, pages: publicPages, say });
    }
    if (part("load")) {
      say();
      say(`### Public pages under load (autocannon, 50 connections, ${DURATION} s) — goal: ≥ ${GOALS.ratio.toFixed(1)}× the trivial route; the server's CPU per request beside the floors measured in the same run (a blank route handler, a blank Next page), printed without a goal: behind Vercel's edge or a CDN these pages cost the server nothing`);
      say();
      say("| target | req/s | p50 ms | p99 ms | errors / non-2xx | vs baseline | server CPU ms / request | goal |");
      say("|---|---|---|---|---|---|---|---|");
      const measured = async (url, pid) => {
        const { result, cpuMs } = await withGroupCpu(pid, () => load(url));
        return { ...result, cpuPerRequest: cpuMs === null ? null : cpuMs / Math.max(result.requests.total, 1) };
      };
      const baseline = await measured(`${base}/api/health`, server.pid);
      const cpu = (r) => (r.cpuPerRequest === null ? "—" : r.cpuPerRequest.toFixed(2));
      const row = (name, r, goal = "", note = "") =>
        say(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.timeouts} / ${r.non2xx} | ${(r.requests.average / baseline.requests.average).toFixed(2)}${note} | ${cpu(r)} | ${goal} |`);
      row("GET /api/health (baseline; the blank route handler's floor)", baseline);
      const blank = await serveBlank(PORT + 7);
      try {
        await fetch(blank.url);
        row("GET / of the blank Next page (floor, its own server)", await measured(blank.url, blank.pid));
      } finally {
        blank.stop();
      }
      row("GET /api/sitters", await measured(`${base}/api/sitters`, server.pid));
      for (const pagePath of publicPages) {
        await fetch(base + pagePath); // the first visit renders it into the cache
        const result = await measured(base + pagePath, server.pid);
        row(`GET ${pagePath}`, result, met(result.requests.average / baseline.requests.average >= GOALS.ratio && result.errors + result.non2xx === 0));
      }
    }
    if (part("burst")) {
      say();
      say(`### Bookings under a burst (POST /api/reservations, 50 connections, ${DURATION} s) — goals: no errors, every acknowledged booking stored; a server in service: PGlite p99 < ${BOOKING_GOALS["PGlite (embedded)"].p99} ms, PostgreSQL p99 < ${BOOKING_GOALS.PostgreSQL.p99} ms and ≥ ${BOOKING_GOALS.PostgreSQL.perSecond}/s; a booking's server CPU on PGlite ≤ ${BOOKING_CPU_GOAL_MS} ms (the app's process only, printed on PostgreSQL too); the first burst on a just-started server is printed too, with its own goal p99 < ${GOALS.burstP99} ms`);
      say();
      for (const line of BOOKING_BURST_HEAD) say(line);
      for (const row of await bookingBursts("PGlite (embedded)", base, server.pid, standIns)) say(row);
    }
    if (part("bodies")) {
      bodies = describeBurst(await bodyBurst(PORT, server.pid));
      uploads = describeSignedInBurst(await signedInUploadBurst(PORT, server.pid, ADMIN));
    }
    if (part("signins")) signins = describeSigninFlood(await signinFlood({ base, admin: ADMIN }));
  } finally {
    stop(server);
  }

  if (part("burst")) {
    // The same burst on PostgreSQL (a throwaway cluster, as CI's; or BENCH_DATABASE_URL).
    const postgres = startPostgres();
    if (postgres.url) {
      const extra = { DATABASE_URL: postgres.url, ...standIns.extra };
      prepareBenchPostgres(PORT, extra);
      const pgServer = await startServer(PORT, path.join(root, ".data", "bench-pg"), { extra });
      try {
        for (const row of await bookingBursts("PostgreSQL", `http://127.0.0.1:${PORT}`, pgServer.pid, standIns)) say(row);
      } finally {
        stop(pgServer);
        postgres.stop();
      }
    } else {
      say(`| PostgreSQL | — | — | — | — | — | — | — | — | not measured: ${postgres.reason} |`);
    }
  }
  if (part("edge")) {
    say();
    await benchEdge({ say, load, port: PORT });
  }
  if (part("bodies")) {
    say();
    say("### Large request bodies");
    say();
    say(`- ${bodies}`);
    say(`- ${uploads}`);
  }
  if (part("disk") || part("signins")) {
    say();
    say("### A stranger's script");
    say();
    if (part("disk")) {
      // Its own server: production's throttles (the load tests above lift them) and an upload folder of its own.
      const { uploadDir, spoolDir, extra } = diskFillServerSettings(root, "bench-disk");
      await portFreed(base);
      const diskServer = await startServer(PORT, path.join(root, ".data", "bench-disk"), { extra });
      try {
        say(`- ${describeDiskFill(await diskFill({ base, uploadDir, spoolDir }))}`);
      } finally {
        stop(diskServer);
      }
    }
    if (part("signins")) say(`- ${signins}`);
  }
  if (part("search")) await searchWithManySitters(say);
  if (part("memory")) {
    say();
    await benchSearchMemory({ port: PORT, say });
  }
  if (part("lists")) {
    say();
    await benchAdminLists({ port: BIG_PORT + 1, say });
  }
  if (part("pulse")) {
    say();
    await benchPulse({ port: BIG_PORT + 3, say });
  }
  if (part("images")) {
    say();
    await benchImages({ port: BIG_PORT + 2, say });
  }
  if (part("functions")) {
    say();
    say("### Server functions (files traced into each, as Vercel packs them; every one: `npm run function-sizes`)");
    say();
    say("```");
    for (const line of formatFunctionSizes(functionSizes(path.join(root, ".next")), { most: 5 })) say(line);
    say("```");
  }
  await standIns.stop();
  writeResults(lines);
}

/** The run's raw tables, in .bench/ (git-ignored); a run of some parts keeps the full run's file and writes its own beside it. */
function writeResults(lines) {
  const dir = path.join(root, ".bench");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, ONLY.size ? "results-partial.md" : "results.md");
  writeFileSync(file, lines.join("\n") + "\n");
  console.log(`[bench] tables written to ${path.relative(root, file)}`);
}

/** Waits (up to 15 s) until the server stopped at `base` no longer answers, so the next one is the one measured. */
async function portFreed(base) {
  for (let i = 0; i < 75; i++) {
    try {
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Two rows: the first burst on a just-started server (V8 still compiling the request path: its first answers are the
 * slowest) and the next one, a server in service, judged by the in-service goals (BOOKING_GOALS) and by its server CPU per booking.
 */
async function bookingBursts(name, base, pid, standIns) {
  const first = await bookingBurst(base, pid, standIns);
  const next = await bookingBurst(base, pid, standIns);
  const goal = BOOKING_GOALS[name];
  const cpuGoal = name === "PGlite (embedded)" ? BOOKING_CPU_GOAL_MS : null;
  const cpu = (r) => (r.cpuPerBooking === null ? "—" : r.cpuPerBooking.toFixed(1));
  const row = (label, r, ok) =>
    `| ${name} | ${label} | ${Math.round(r.result.requests.average)} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${r.errors} / ${r.result.non2xx} | ${r.stored} of ${r.created} acknowledged | ${cpu(r)} | ${r.mails.received} (${r.mails.repeated} twice) / ${r.whatsapp.received} (${r.whatsapp.repeated} twice) | ${met(ok)} |`;
  return [
    row("first (on a just-started server with BENCH_ONLY=burst)", first, first.sound && first.result.latency.p99 < GOALS.burstP99),
    row(
      "second (in service)",
      next,
      next.sound && next.result.latency.p99 < goal.p99 && next.result.requests.average >= goal.perSecond && (cpuGoal === null || (next.cpuPerBooking !== null && next.cpuPerBooking <= cpuGoal)),
    ),
  ];
}

/** The table's head for `bookingBursts`' rows. */
const BOOKING_BURST_HEAD = [
  "| database | burst | req/s | p50 ms | p99 ms | errors / non-2xx | stored | server CPU ms / booking (notices sent included) | mails (twice) / WhatsApp (twice) | goal |",
  "|---|---|---|---|---|---|---|---|---|---|",
];

/** Waits until the stand-ins have received nothing new for 2 s (the burst's notices delivered), up to 60 s. */
async function noticesSettled(standIns) {
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const now = standIns.mails().received + standIns.whatsapp().received;
    if (now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * One burst's figures; `sound` when nothing failed, every acknowledged booking is a stored row and no notice arrived
 * twice. The server's CPU is counted from the burst's start until its notices stopped arriving at the stand-ins.
 */
async function bookingBurst(base, pid, standIns) {
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const countBookings = async () => (await (await fetch(`${base}/api/admin/bookings`, { headers: { cookie } })).json()).length;
  const before = await countBookings();
  await noticesSettled(standIns);
  const mailsBefore = standIns.mails();
  const whatsappBefore = standIns.whatsapp();
  const booking = bookingBody(todayInElSalvador());
  let created = 0;
  const { result, cpuMs } = await withGroupCpu(pid, async () => {
    const burst = await load(`${base}/api/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: booking,
      // autocannon emits (statusCode, bytes, responseTime) for each response.
      setupClient: (client) => client.on("response", (status) => status === 201 && created++),
    });
    await noticesSettled(standIns);
    return burst;
  });
  const stored = (await countBookings()) - before;
  const errors = result.errors + result.timeouts;
  const mailsAfter = standIns.mails();
  const whatsappAfter = standIns.whatsapp();
  const mails = { received: mailsAfter.received - mailsBefore.received, repeated: mailsAfter.repeated - mailsBefore.repeated };
  const whatsapp = { received: whatsappAfter.received - whatsappBefore.received, repeated: whatsappAfter.repeated - whatsappBefore.repeated };
  return {
    result,
    errors,
    created,
    stored,
    mails,
    whatsapp,
    cpuPerBooking: cpuMs === null ? null : cpuMs / Math.max(created, 1),
    sound: errors === 0 && result.non2xx === 0 && created <= stored && mails.repeated === 0 && whatsapp.repeated === 0,
  };
}

/** Search with 10,000 sitters (bench-only seed on its own database, some with blocked days). */
async function searchWithManySitters(say) {
  const bigDir = path.join(root, ".data", "bench-10k");
  rmSync(bigDir, { recursive: true, force: true });
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare-db.ts"], { env: env(BIG_PORT, bigDir), stdio: "ignore" });
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/bench-seed.ts", "10000"], { env: env(BIG_PORT, bigDir) });
  const big = await startServer(BIG_PORT, bigDir, { keep: true });
  const timed = async (url) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    return { ms: performance.now() - started, cache: response.headers.get("x-nextjs-cache") };
  };
  try {
    const today = todayInElSalvador();
    const fresh = [];
    const api = [];
    await timed(`http://127.0.0.1:${BIG_PORT}/busca?fecha=${today}`); // warms the route and the search index
    for (let i = 1; i <= 20; i++) {
      // A new range each time: every request renders (a cache miss), as the first visitor of a search would.
      const range = `desde=${addDays(today, i)}&hasta=${addDays(today, i + 2)}`;
      const query = ["", "&zona=escalon", "&servicio=paseos&gatos=1", "&precioMax=15&orden=precio"][i % 4];
      const render = await timed(`http://127.0.0.1:${BIG_PORT}/busca?${range}${query}`);
      if (render.cache === "MISS") fresh.push(render.ms);
      api.push((await timed(`http://127.0.0.1:${BIG_PORT}/api/sitters?${range}${query}`)).ms);
    }
    const cached = [];
    for (let i = 0; i < 20; i++) cached.push((await timed(`http://127.0.0.1:${BIG_PORT}/busca?desde=${addDays(today, 1)}&hasta=${addDays(today, 3)}`)).ms);
    say();
    say(`### Search with 10,000 sitters and a date range — goal: < ${GOALS.searchMs} ms median server time`);
    say();
    say("| request | median ms | max ms | goal |");
    say("|---|---|---|---|");
    say(`| GET /busca, a range and filters never asked before (rendered, ${fresh.length} requests) | ${Math.round(median(fresh))} | ${Math.round(Math.max(...fresh))} | ${met(median(fresh) < GOALS.searchMs)} |`);
    say(`| GET /busca, the same search again (from the page cache) | ${Math.round(median(cached))} | ${Math.round(Math.max(...cached))} | ${met(median(cached) < GOALS.searchMs)} |`);
    say(`| GET /api/sitters with the same ranges (every matching sitter as JSON) | ${Math.round(median(api))} | ${Math.round(Math.max(...api))} | |`);
  } finally {
    stop(big);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
