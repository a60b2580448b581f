// A production server on a fresh embedded database, for the benchmarks.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const ADMIN = { email: "bench@huellitas.test", password: "bench-Admin-Clave-2026" };
/** Chromium for Lighthouse: headless, and never reaching Google's hosts. */
export const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** The Node options `npm start` gives the server (package.json: its heap ceiling), so the figures are production's. */
const startOptions = /NODE_OPTIONS="([^"$]*)/.exec(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start)?.[1]?.trim() ?? "";

export const env = (port, dir, extra = {}) => ({
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(port),
  PGLITE_DIR: dir,
  DATABASE_URL: "",
  SITE_LAUNCHED: "true",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_FORM_RATE_LIMIT: "1000000",
  // No client header here: every request is "unidentified", so the flood ceiling must not cap the load test.
  PUBLIC_FORM_FLOOD_LIMIT: "1000000",
  SITE_URL: `http://127.0.0.1:${port}`,
  NODE_OPTIONS: `${startOptions} ${process.env.NODE_OPTIONS ?? ""}`.trim(),
  ...extra,
});

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function run(command, args, options) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Migrates and seeds the demo sitters into a PostgreSQL (`extra.DATABASE_URL`): production does it at deploy, not the server. */
export function prepareBenchPostgres(port, extra) {
  run("node", ["scripts/db-migrate.mjs"], { env: env(port, "", extra), stdio: "ignore" });
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/seed.ts", "--demo"], { env: env(port, "", extra), stdio: "ignore" });
}

/** Starts `next start` on `dir` (emptied first unless `keep`); resolves once it answers. */
export async function startServer(port, dir, { keep = false, extra = {} } = {}) {
  if (!keep) rmSync(path.resolve(root, dir), { recursive: true, force: true });
  // Public pages rendered by an earlier server (on another database) must not be served from the page cache
  // (Next keeps pages rendered on demand in .next/server/route-cache).
  for (const base of ["sitio", "preview"]) rmSync(path.resolve(root, ".next", "server", "app", base), { recursive: true, force: true });
  rmSync(path.resolve(root, ".next", "server", "route-cache"), { recursive: true, force: true });
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare-db.ts"], { env: env(port, dir, extra), stdio: "ignore" });
  const server = spawn("node", ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    cwd: root,
    env: env(port, dir, extra),
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

export const stop = (server) => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    /* gone */
  }
};

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/**
 * The CPU time (user + system, ms) used so far by every process of the group `pgid` (a server started `detached`
 * leads its own group: `next start` and any worker it forks), from /proc/<pid>/stat; null where /proc is absent.
 * Divided by the requests of a burst, it is the server's CPU per request: on this shared host it moves ±20 % between
 * sittings where latency moves far more, since waiting for the other tenants costs no CPU.
 */
export function groupCpuMs(pgid) {
  let ticks = 0;
  let seen = false;
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ")" are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue; // field 5, pgrp
    seen = true;
    ticks += Number(fields[11]) + Number(fields[12]); // fields 14 and 15, utime and stime
  }
  return seen ? (ticks * 1000) / CLOCK_TICKS : null;
}

/** Runs `work` and answers its result with the CPU ms the group `pgid` used meanwhile (null without /proc). */
export async function withGroupCpu(pgid, work) {
  const before = groupCpuMs(pgid);
  const result = await work();
  const after = groupCpuMs(pgid);
  return { result, cpuMs: before === null || after === null ? null : after - before };
}
