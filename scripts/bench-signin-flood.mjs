#!/usr/bin/env node
// /api/health's latency while 200 failed sign-ins run at once (goal: under 500 ms). Each failure
// is a different unknown e-mail, so no counter refuses it early and every one in the sign-in line costs a password
// hash; past the line's bound (SIGN_IN_LINE_LIMIT) they are refused at once with 503. `/api/health` is asked every
// 20 ms from the first sign-in sent to the last answered, on a new connection each time (as an uptime monitor does)
// and, one request after another, on a kept-alive connection; the admin signs in once from a browser that signed in
// before, 100 ms into the flood, and its wait is reported.
// `node scripts/bench-signin-flood.mjs [--postgres]` alone (BENCH_PORT, default 3980; BENCH_SIGNINS, default 200), or
// `BENCH_ONLY=signins npm run bench`.

export const HEALTH_GOAL_MS = 500;

import http from "node:http";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One GET /api/health: on a new connection (as an uptime monitor asks), or on `agent`'s kept-alive one. */
function timedHealth(base, agent = false) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/health`, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }));
    });
    request.on("error", () => resolve({ ms: performance.now() - started, ok: false }));
  });
}

const summary = (samples) => {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { probes: samples.length, failed: samples.filter((s) => !s.ok).length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
};

/** One sign-in: its status, its time, and the device cookie it set (a browser sends it back next time). */
async function timedSignIn(base, { email, password }, cookie) {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
  await response.text();
  const device = response.headers.getSetCookie().find((value) => value.startsWith("huellitas_device="))?.split(";")[0];
  return { ms: performance.now() - started, status: response.status, device };
}

/**
 * Fires `count` failed sign-ins at once and samples /api/health meanwhile. With `admin` (its credentials), the admin
 * also signs in during the flood from a browser that signed in before (its device cookie from a sign-in at warm-up).
 */
export async function signinFlood({ base, count = 200, everyMs = 20, admin = null }) {
  // Warm up: the routes' modules, the hasher, the database.
  for (let i = 0; i < 3; i++) {
    await timedHealth(base);
    await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `calentar-${i}@example.com`, password: "no-es-la-clave-1" }) });
  }
  const idle = [];
  for (let i = 0; i < 20; i++) idle.push((await timedHealth(base)).ms);
  const device = admin ? (await timedSignIn(base, admin)).device : undefined;

  const run = Date.now();
  const statuses = {};
  const started = performance.now();
  const signins = Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `intruso-${run}-${i}@example.com`, password: `adivinanza-${i}-2026` }),
      }).then(
        async (response) => {
          await response.text();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        },
        () => (statuses.error = (statuses.error ?? 0) + 1),
      ),
    ),
  ).then(() => performance.now() - started);
  let done = false;
  signins.then(() => (done = true));
  // Once the flood is in the server's line.
  const trusted = admin ? new Promise((resolve) => setTimeout(resolve, 100)).then(() => timedSignIn(base, admin, device)) : null;
  // Every `everyMs` a request on a new connection, not waiting for the previous one; and one after the other on a
  // single kept-alive connection (as a browser that already has one open).
  const fresh = [];
  const kept = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await timedHealth(base, agent); // opens it before the sign-ins arrive
  const keptLoop = (async () => {
    while (!done) {
      kept.push(await timedHealth(base, agent));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  while (!done) {
    fresh.push(timedHealth(base));
    await new Promise((r) => setTimeout(r, everyMs));
  }
  await keptLoop;
  agent.destroy();
  return {
    count,
    signinSeconds: (await signins) / 1000,
    statuses,
    idleP50: [...idle].sort((a, b) => a - b)[Math.floor(idle.length / 2)],
    fresh: summary(await Promise.all(fresh)),
    kept: summary(kept),
    trusted: trusted && (await trusted),
  };
}

export function describeSigninFlood(r) {
  const answers = Object.entries(r.statuses).map(([status, n]) => `${n}× ${status}`).join(", ");
  const ms = (value) => `${Math.round(value)} ms`;
  const figures = (f) => `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, max ${ms(f.max)} over ${f.probes} requests${f.failed ? ` (${f.failed} failed)` : ""}`;
  const met = r.fresh.max < HEALTH_GOAL_MS && r.kept.max < HEALTH_GOAL_MS && r.fresh.failed + r.kept.failed === 0;
  return (
    `\`GET /api/health\` while ${r.count} failed sign-ins (each an unknown e-mail) run at once — each on a new connection: ${figures(r.fresh)}; ` +
    `one after another on a kept-alive connection: ${figures(r.kept)} (goal: every one under ${HEALTH_GOAL_MS} ms: ${met ? "met" : "**missed**"}; ` +
    `idle p50 ${ms(r.idleP50)}). The sign-ins took ${r.signinSeconds.toFixed(1)} s; answers ${answers}.` +
    (r.trusted ? ` The admin's sign-in from a browser that signed in before, sent 100 ms into the flood: ${r.trusted.status} in ${ms(r.trusted.ms)}.` : "")
  );
}

// As a script: a production server on a fresh embedded database; with `--postgres`, on PostgreSQL instead (a throwaway
// cluster on BENCH_PG_PORT, default 55500, or BENCH_DATABASE_URL).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { ADMIN, env, run, startServer, stop } = await import("./bench-server.mjs");
  const port = Number(process.env.BENCH_PORT || 3980);
  const postgres = process.argv.includes("--postgres") ? (await import("./bench-postgres.mjs")).startPostgres(Number(process.env.BENCH_PG_PORT || 55500)) : null;
  if (postgres && !postgres.url) throw new Error(postgres.reason);
  const extra = postgres ? { DATABASE_URL: postgres.url } : {};
  try {
    // On PostgreSQL the server does not migrate at start (production does it at deploy): do it here.
    if (postgres) run("node", ["scripts/db-migrate.mjs"], { env: env(port, "", extra), stdio: "ignore" });
    const server = await startServer(port, ".data/bench-signins", { extra });
    try {
      console.log(`${postgres ? "PostgreSQL" : "PGlite"}: ${describeSigninFlood(await signinFlood({ base: `http://127.0.0.1:${port}`, count: Number(process.env.BENCH_SIGNINS || 200), admin: ADMIN }))}`);
    } finally {
      stop(server);
    }
  } finally {
    postgres?.stop();
  }
}
