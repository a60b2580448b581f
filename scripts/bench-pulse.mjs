#!/usr/bin/env node
// The weekly pulse at a year of data: 52 weeks, 20 zones, 100,000 searches a week (as the
// beacon's daily counters), 10,000 bookings with their moves and 5,000 families on the zones' lists, on a fresh
// embedded database; then the server time of GET /api/admin/pulse?weeks=52 (goal < 300 ms) and the dashboard's
// Pulso tab in Chromium until its zones show, with 12 weeks and then 52 (goal < 1 s).
//   node scripts/bench-pulse.mjs        (needs `npm run build` first; builds when .next is missing)
//   import { benchPulse } from "./bench-pulse.mjs"; await benchPulse({ port, say });
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg_ from "pg";
import { startPostgres } from "./bench-postgres.mjs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium.mjs";
import { ADMIN, env, median, root, run, startServer, stop } from "./bench-server.mjs";

const API_GOAL_MS = 300;
const PAGE_GOAL_MS = 1000;
const REQUESTS = Number(process.env.BENCH_PULSE_REQUESTS || 10);
export const SIZES = { weeks: 52, zones: 20, searchesPerWeek: 100_000, bookings: 10_000, sittersPerZone: 10, families: 5_000 };

// 20 of the country's zones: SPEC's seven (the municipality names them) and 13 departamentos (any municipality).
const PLACES = [
  ["La Libertad", "Antiguo Cuscatlán", "antiguo-cuscatlan"], ["La Libertad", "Nuevo Cuscatlán", "nuevo-cuscatlan"],
  ["La Libertad", "Santa Tecla", "santa-tecla"], ["San Salvador", "Escalón", "escalon"], ["San Salvador", "San Benito", "san-benito"],
  ["San Salvador", "San Salvador", "san-salvador"], ["San Salvador", "San Francisco", "san-francisco"],
  ["San Salvador", "Soyapango", "resto-san-salvador"], ["La Libertad", "Zaragoza", "resto-la-libertad"], ["Santa Ana", "Centro", "santa-ana"],
  ["San Miguel", "Centro", "san-miguel"], ["Sonsonate", "Centro", "sonsonate"], ["Ahuachapán", "Centro", "ahuachapan"],
  ["Usulután", "Centro", "usulutan"], ["San Vicente", "Centro", "san-vicente"], ["Chalatenango", "Centro", "chalatenango"],
  ["Cuscatlán", "Centro", "cuscatlan"], ["La Paz", "Centro", "la-paz"], ["Cabañas", "Centro", "cabanas"], ["La Unión", "Centro", "la-union"],
];

/** Fills a year straight in the database, one INSERT … SELECT generate_series per table (a few seconds). */
export async function fill(database) {
  const pg = database.url ? new pg_.Client({ connectionString: database.url }) : new PGlite(database.dir);
  if (database.url) await pg.connect();
  const exec = (sql) => (database.url ? pg.query(sql) : pg.exec(sql));
  const { weeks, zones, searchesPerWeek, bookings, sittersPerZone, families } = SIZES;
  const sitters = zones * sittersPerZone;
  const departments = `ARRAY[${PLACES.map(([department]) => `'${department}'`).join(",")}]`;
  const towns = `ARRAY[${PLACES.map(([, town]) => `'${town}'`).join(",")}]`;
  const slugs = `ARRAY[${PLACES.map(([, , slug]) => `'${slug}'`).join(",")}]`;
  // Each zone's day and service gets its share of a week's searches; about one in eight finds nobody.
  const perCell = Math.round(searchesPerWeek / (zones * 7 * 4));
  const start = "(date_trunc('day', now()) - interval '364 days')";
  try {
    await exec(`
      UPDATE "zones" SET "state" = 'OPEN';
      INSERT INTO "sitters" ("id", "slug", "name", "department", "municipality", "services", "priceFromUSD", "bio", "userId", "updatedAt")
      SELECT 100000 + i, 'pulso-' || i, 'Cuidador ' || i, (${departments})[1 + i % ${zones}], (${towns})[1 + i % ${zones}],
        ARRAY['WALK','DAYCARE','BOARDING']::"Service"[], 10, 'Cuido mascotas.', NULL, now()
      FROM generate_series(0, ${sitters - 1}) AS i;

      INSERT INTO "search_counts" ("zone", "day", "service", "searches", "zeroResults")
      SELECT z, current_date - d, s, ${perCell} + (d + length(z)) % 7, (${perCell} / 8) + d % 3
      FROM unnest(${slugs}) AS z, generate_series(0, ${weeks * 7 - 1}) AS d, unnest(ARRAY['ALL','WALK','DAYCARE','BOARDING']) AS s;

      INSERT INTO "bookings" ("id", "sitterId", "sitterName", "service", "petType", "petSize", "startDate", "endDate",
        "name", "email", "whatsapp", "municipality", "status", "createdAt")
      SELECT 'pulsobk' || i, 100000 + i % ${sitters}, 'Cuidador', (ARRAY['WALK','DAYCARE','BOARDING'])[1 + i % 3]::"Service",
        'DOG', 'MEDIUM',
        -- Confirmed stays lie ahead (one in the past would be completed, or reported missing, by the first read).
        CASE WHEN i % 7 = 5 THEN current_date + 5 + i % 30 ELSE (${start} + (i * 364.0 / ${bookings}) * interval '1 day' + interval '5 days')::date END,
        CASE WHEN i % 7 = 5 THEN current_date + 7 + i % 30 ELSE (${start} + (i * 364.0 / ${bookings}) * interval '1 day' + interval '7 days')::date END,
        'Familia ' || i, 'familia' || (i % 3000) || '@example.com', '+50370000000', 'Santa Tecla',
        (ARRAY['COMPLETED','COMPLETED','CANCELLED','DECLINED','EXPIRED','CONFIRMED','COMPLETED'])[1 + i % 7]::"BookingStatus",
        ${start} + (i * 364.0 / ${bookings}) * interval '1 day'
      FROM generate_series(0, ${bookings - 1}) AS i;

      -- A first reply (the sitter or the team, after 1 to 40 hours) on all but the expired ones, then what followed.
      INSERT INTO "booking_status_changes" ("id", "bookingId", "status", "changedAt", "move", "actor")
      SELECT 'pulsoc1' || b.n, b."id", CASE WHEN b."status" = 'DECLINED' THEN 'DECLINED' ELSE 'CONFIRMED' END::"BookingStatus",
        b."createdAt" + (1 + b.n % 40) * interval '1 hour', 'sitter.accept', (ARRAY['sitter','team'])[1 + b.n % 2]::"BookingActor"
      FROM (SELECT *, substr("id", 8)::int AS n FROM "bookings" WHERE "id" LIKE 'pulsobk%' AND "status" <> 'EXPIRED') AS b;
      INSERT INTO "booking_status_changes" ("id", "bookingId", "status", "changedAt", "move", "actor")
      SELECT 'pulsoc2' || substr(b."id", 8), b."id", b."status", b."createdAt" + interval '9 days',
        CASE b."status" WHEN 'CANCELLED' THEN 'sitter.cancel' WHEN 'EXPIRED' THEN 'system.expire' ELSE 'system.complete' END,
        CASE b."status" WHEN 'CANCELLED' THEN 'sitter' ELSE 'system' END::"BookingActor"
      FROM "bookings" b WHERE b."id" LIKE 'pulsobk%' AND b."status" IN ('COMPLETED', 'CANCELLED', 'EXPIRED');

      INSERT INTO "pet_owner_leads" ("id", "name", "whatsapp", "email", "referralCode", "consent", "zone", "createdAt")
      SELECT 'pulsopo' || i, 'Familia ' || i, '+50370000000', 'espera' || i || '@example.com', 'P' || lpad(i::text, 5, '0'), true,
        (${slugs})[1 + i % ${zones}], ${start} + (i * 364.0 / ${families}) * interval '1 day'
      FROM generate_series(1, ${families}) AS i;
      ANALYZE;
    `);
  } finally {
    await (database.url ? pg.end() : pg.close());
  }
}

/** Times `REQUESTS` GETs of `url` (after one to warm the route up), full body received. */
async function time(url, cookie) {
  const timings = [];
  let last;
  for (let i = 0; i <= REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (i > 0) timings.push(performance.now() - started);
    last = body;
  }
  return { median: median(timings), max: Math.max(...timings), body: last };
}

/** The Pulso tab in Chromium: from navigation to its zones shown (12 weeks), then from choosing 52 weeks to their charts. */
async function pageTimes(base, cookie) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"] });
  try {
    const cut = cookie.indexOf("=");
    const [name, value] = [cookie.slice(0, cut), cookie.slice(cut + 1)];
    const runs = { first: [], year: [] };
    for (let i = 0; i <= 3; i++) {
      const context = await browser.newContext({ locale: "es-SV", timezoneId: "America/El_Salvador" });
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      let started = performance.now();
      await page.goto(`${base}/admin#pulso`);
      await page.getByRole("heading", { name: "Santa Tecla", level: 3 }).waitFor().catch(async (error) => {
        throw new Error(`${error.message}\n${(await page.locator("main").innerText().catch(() => "")).slice(0, 800)}`);
      });
      const first = performance.now() - started;
      started = performance.now();
      const answered = page.waitForResponse((response) => response.url().includes("/api/admin/pulse?weeks=52"));
      await page.getByLabel("Periodo").selectOption("52");
      await answered;
      await page.waitForFunction(() => document.querySelectorAll("figure table tbody tr").length >= 52);
      const year = performance.now() - started;
      if (i > 0) {
        runs.first.push(first);
        runs.year.push(year);
      }
      await context.close();
    }
    return { first: median(runs.first), year: median(runs.year) };
  } finally {
    await browser.close();
  }
}

/** Seeds a year on one database, serves it at `port`, and answers the API's and the tab's times. */
async function measure(port, database) {
  const dir = path.join(root, ".data", "bench-pulse");
  rmSync(dir, { recursive: true, force: true });
  const extra = database.url ? { DATABASE_URL: database.url } : {};
  // On PostgreSQL the server does not migrate at start (production does it at deploy): do it here.
  if (database.url) {
    run("node", ["scripts/db-migrate.mjs"], { env: env(port, dir, extra), stdio: "ignore" });
    run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/seed.ts"], { env: env(port, dir, extra), stdio: "ignore" });
  } else run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare-db.ts"], { env: env(port, dir, extra), stdio: "ignore" });
  const filling = performance.now();
  await fill({ ...database, dir });
  const filled = Math.round((performance.now() - filling) / 1000);
  const server = await startServer(port, dir, { keep: true, extra });
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`bench admin sign-in failed: ${login.status}`);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const api = await time(`${base}/api/admin/pulse?weeks=52`, cookie);
    console.log(`[pulse] ${database.name}: GET /api/admin/pulse?weeks=52: median ${Math.round(api.median)} ms, max ${Math.round(api.max)} ms`);
    const searches = api.body.zones.reduce((sum, zone) => sum + zone.rows.reduce((s, row) => s + row.searches, 0), 0);
    const requests = api.body.zones.reduce((sum, zone) => sum + zone.rows.reduce((s, row) => s + row.requests, 0), 0);
    const page = await pageTimes(base, cookie);
    return { api, page, searches, requests, filled };
  } finally {
    stop(server);
    // next start waits for open connections on SIGTERM (the browser's keep-alive): make sure it is gone.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      /* gone */
    }
  }
}

/**
 * Runs the whole benchmark on its own server at `port` and prints a markdown table through `say(line)`: on
 * PostgreSQL (a throwaway cluster, or BENCH_DATABASE_URL: what a deployment runs) and on the embedded PGlite.
 */
export async function benchPulse({ port, say = console.log }) {
  const results = [];
  const postgres = startPostgres(55542);
  if (postgres.url) {
    try {
      results.push({ name: "PostgreSQL", ...(await measure(port, { name: "PostgreSQL", url: postgres.url })) });
    } finally {
      postgres.stop();
    }
  } else say(`(PostgreSQL skipped: ${postgres.reason})`);
  results.push({ name: "PGlite", ...(await measure(port, { name: "PGlite" })) });
  const { searches, requests, filled } = results[0];
  say("### The weekly pulse at a year of data");
  say();
  say(
    `${SIZES.weeks} weeks, ${SIZES.zones} zones, ${SIZES.searchesPerWeek.toLocaleString("en")} searches a week (${searches.toLocaleString("en")} counted in the answer), ` +
      `${SIZES.bookings.toLocaleString("en")} bookings (${requests.toLocaleString("en")} in the answer) with their moves, ${SIZES.families.toLocaleString("en")} families on the lists (filled in ${filled} s).`,
  );
  say();
  say("| what | database | median ms | max ms | goal | |");
  say("|---|---|---|---|---|---|");
  for (const { name, api, page } of results) {
    say(`| \`GET /api/admin/pulse?weeks=52\` (${REQUESTS} requests after a warm-up, full JSON) | ${name} | ${Math.round(api.median)} | ${Math.round(api.max)} | < ${API_GOAL_MS} ms | ${api.median < API_GOAL_MS ? "met" : "missed"} |`);
    say(`| Pulso tab, navigation to its zones shown (12 weeks; median of 3 after a warm-up) | ${name} | ${Math.round(page.first)} | — | < ${PAGE_GOAL_MS} ms | ${page.first < PAGE_GOAL_MS ? "met" : "missed"} |`);
    say(`| Pulso tab, "Últimas 52 semanas" chosen to every chart's table filled | ${name} | ${Math.round(page.year)} | — | < ${PAGE_GOAL_MS} ms | ${page.year < PAGE_GOAL_MS ? "met" : "missed"} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run("npm", ["run", "build"]);
  benchPulse({ port: Number(process.env.BENCH_PORT || 3960) }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
