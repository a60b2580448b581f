// A production server on a fresh embedded database, for the benchmarks.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
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
