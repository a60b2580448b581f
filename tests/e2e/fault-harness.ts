import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { expect } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN } from "../../playwright.config";
import { TEST_CLOCK_HEADER } from "../../lib/dates/clock";
import { assertPortsFree } from "../../scripts/port-check.mjs";
import { startWhatsappLocal } from "../../tools/whatsapp-local/server.mjs";

// What the fault tests share: a production server (`next start`) of their own on a port of theirs, on the embedded
// database or PostgreSQL, killed with SIGKILL and restarted on the same database; the local stand-in of the Graph API
// it sends WhatsApp messages to; the cron's outbox run. Each fault spec gives its own port offset.

export type FaultDatabase = { pgliteDir?: string; url?: string };

/**
 * A database of its own, made fresh, on the PostgreSQL server `url` names: each fault test counts every row and
 * message it finds, so one test's bookings and queued notices must never reach another's server.
 */
export async function freshPostgres(url: string, name: string): Promise<FaultDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString() };
}
export const FAULT_WHATSAPP = { accessToken: "token-de-la-prueba-de-fallos", phoneNumberId: "100200300400", appSecret: "secreto-de-la-prueba-de-fallos" };
export const FAULT_CRON_SECRET = "secreto-de-tareas-de-la-prueba-de-fallos-0123456789";
const root = process.cwd();

/** The server's settings: `smtpUrl` empty keeps e-mail in the outbox (nothing sent). */
export type FaultServerOptions = { port: number; smtpUrl?: string };

export function faultServer({ port, smtpUrl = "" }: FaultServerOptions) {
  const base = `http://127.0.0.1:${port}`;
  let graphUrl = "";

  const env = (database: FaultDatabase): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    PGLITE_DIR: database.pgliteDir ?? "",
    DATABASE_URL: database.url ?? "",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PUBLIC_FORM_RATE_LIMIT: "100000",
    SITE_URL: base,
    WHATSAPP_ACCESS_TOKEN: FAULT_WHATSAPP.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: FAULT_WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET: FAULT_WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: "verificacion-de-la-prueba-de-fallos",
    WHATSAPP_GRAPH_URL: graphUrl,
    WHATSAPP_DAILY_RECIPIENTS: "100000",
    WHATSAPP_DAILY_UNPROVEN: "100000",
    CRON_SECRET: FAULT_CRON_SECRET,
    SMTP_URL: smtpUrl,
    // The cron runs after the restart move their clock past the killed server's claims (lib/dates/clock.ts).
    TEST_CLOCK: "on",
  });

  /** Runs a command of the project against the database, with the server's settings (it must succeed). */
  function run(database: FaultDatabase, command: string, args: string[]): string {
    const result = spawnSync(command, args, { cwd: root, env: env(database), encoding: "utf8" });
    expect(result.status, result.stderr + result.stdout).toBe(0);
    return result.stdout;
  }

  /** Migrations and the seed (the 12 demo sitters), as `npm start` does on the embedded database. */
  function prepare(database: FaultDatabase) {
    if (database.url) {
      run(database, "node", ["scripts/db-migrate.mjs"]);
      run(database, "node_modules/.bin/tsx", ["--conditions=react-server", "scripts/seed.ts", "--demo"]);
    } else run(database, "node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare-db.ts"]);
  }

  async function start(database: FaultDatabase): Promise<ChildProcess> {
    prepare(database);
    const server = spawn("node", ["node_modules/next/dist/bin/next", "start", "-p", String(port)], { cwd: root, env: env(database), detached: true, stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${base}/api/sitters`)).ok) return server;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error("the server did not start");
  }

  /**
   * Checks the port is free (whatever else answered there would be tested instead) and starts the Graph API's
   * stand-in the server sends to; `delayMs`: a little slow, as the real API, so some requests are under way at the kill.
   */
  async function startGraph(options: { delayMs?: number; failNumbers?: string[] } = {}) {
    await assertPortsFree(port);
    const graph = await startWhatsappLocal({ ...FAULT_WHATSAPP, delayMs: options.delayMs ?? 20, failNumbers: options.failNumbers });
    graphUrl = graph.graphUrl;
    return graph;
  }

  /** The cron's outbox run, `offsetMs` later by the server's clock (past the killed server's claims: 3 minutes). */
  async function runOutbox(offsetMs = 3 * 60_000) {
    const response = await fetch(`${base}/api/cron/outbox`, { headers: { authorization: `Bearer ${FAULT_CRON_SECRET}`, [TEST_CLOCK_HEADER]: String(offsetMs) } });
    expect(response.status).toBe(200);
    return response.json();
  }

  /**
   * Writes the test's own data into the database before the server starts (tests/e2e/fault-world.ts): `sitters`
   * seeded sitters from id `first` with a caregiver account each, and `perSitter` confirmed bookings of each starting
   * today; `tag` keeps its addresses apart from another test's.
   */
  function world(database: FaultDatabase, options: { first: number; sitters: number; perSitter: number; tag: string }): FaultWorld {
    prepare(database);
    const args = [options.first, options.sitters, options.perSitter, options.tag].map(String);
    const out = run(database, "node_modules/.bin/tsx", ["--conditions=react-server", "tests/e2e/fault-world.ts", ...args]);
    return JSON.parse(out.trim().split("\n").pop()!);
  }

  return { base, env, run, prepare, start, startGraph, runOutbox, world };
}

export type FaultWorld = {
  caregivers: { sitterId: number; email: string; password: string; whatsapp: string | null }[];
  bookings: { id: string; token: string; sitterId: number; ownerEmail: string; ownerWhatsapp: string }[];
};

/** Kills the server's whole process group; answers once the server process is gone. */
export function killServer(server: ChildProcess): Promise<void> {
  const exited = server.exitCode !== null || server.signalCode !== null ? Promise.resolve() : once(server, "exit").then(() => undefined);
  try {
    process.kill(-server.pid!, "SIGKILL");
  } catch {
    // already gone
  }
  return exited;
}

/** Signs in through the API: the Cookie header a browser would send next. */
export async function signInCookie(base: string, credentials: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(credentials) });
  expect(login.status).toBe(200);
  return (login.headers.get("set-cookie") ?? "").split(";")[0];
}

/** Sends `send(i)` for i = 0, 1, 2… from `clients` clients in parallel until `stopped()` (the server was killed) or `total` were sent. */
export async function burst(clients: number, total: number, send: (i: number) => Promise<void>, stopped: () => boolean) {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total && !stopped()) await send(next++);
    }),
  );
}
