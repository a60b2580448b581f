import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { addDays, todayInElSalvador } from "../../lib/dates";
import { TEST_CLOCK_HEADER } from "../../lib/dates/clock";
import { assertPortsFree } from "../../scripts/port-check.mjs";
import { startWhatsappLocal } from "../../tools/whatsapp-local/server.mjs";

// Kills the server (SIGKILL) in the middle of a burst of booking requests, restarts it on the same
// database, and finds every booking it had acknowledged. Embedded PGlite always; PostgreSQL too when
// FAULT_TEST_DATABASE_URL is set, which CI (CI set) must do: there its absence fails the test.
// Every owner ticked the WhatsApp box: the server sends their notices to the local stand-in of the Graph
// API (tools/whatsapp-local, in this process) while it is killed, and no message reaches it twice.

const WHATSAPP = { accessToken: "token-de-la-prueba-de-fallos", phoneNumberId: "100200300400", appSecret: "secreto-de-la-prueba-de-fallos" };
const CRON_SECRET = "secreto-de-tareas-de-la-prueba-de-fallos-0123456789";
let graphUrl = "";

const PORT = Number(process.env.E2E_PORT || 3100) + 5;
const base = `http://127.0.0.1:${PORT}`;
const root = process.cwd();

function serverEnv(database: { pgliteDir?: string; url?: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(PORT),
    PGLITE_DIR: database.pgliteDir ?? "",
    DATABASE_URL: database.url ?? "",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PUBLIC_FORM_RATE_LIMIT: "100000",
    SITE_URL: `http://127.0.0.1:${PORT}`,
    WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: "verificacion-de-la-prueba-de-fallos",
    WHATSAPP_GRAPH_URL: graphUrl,
    WHATSAPP_DAILY_RECIPIENTS: "100000",
    WHATSAPP_DAILY_UNPROVEN: "100000",
    CRON_SECRET,
    SMTP_URL: "",
    // The cron runs after the restart move their clock past the killed server's claims (lib/dates/clock.ts).
    TEST_CLOCK: "on",
  };
}

function prepare(database: { pgliteDir?: string; url?: string }) {
  const env = serverEnv(database);
  const steps = database.url
    ? [["node", "scripts/db-migrate.mjs"], ["node_modules/.bin/tsx", "--conditions=react-server", "scripts/seed.ts", "--demo"]]
    : [["node_modules/.bin/tsx", "--conditions=react-server", "scripts/prepare-db.ts"]];
  for (const [command, ...args] of steps) {
    const result = spawnSync(command, args, { cwd: root, env, encoding: "utf8" });
    expect(result.status, result.stderr + result.stdout).toBe(0);
  }
}

async function startServer(database: { pgliteDir?: string; url?: string }): Promise<ChildProcess> {
  prepare(database);
  const server = spawn("node", ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    cwd: root,
    env: serverEnv(database),
    detached: true,
    stdio: "ignore",
  });
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

/** Kills the server's whole process group; answers once the server process is gone. */
const kill = (server: ChildProcess): Promise<void> => {
  const exited = server.exitCode !== null || server.signalCode !== null ? Promise.resolve() : once(server, "exit").then(() => undefined);
  try {
    process.kill(-server.pid!, "SIGKILL");
  } catch {
    // already gone
  }
  return exited;
};

function booking(i: number) {
  const start = addDays(todayInElSalvador(), 5);
  return {
    ownerName: `Persona ${i}`,
    ownerEmail: `persona${i}@example.com`,
    // A number of their own, box ticked: one WhatsApp message each (the number's confirmation, on the request's card).
    ownerWhatsapp: `7${String(i).padStart(7, "0")}`,
    whatsappOptIn: true,
    municipio: "San Salvador",
    sitterId: 1 + (i % 12),
    // No service: not every sitter offers the same one (the server refuses a service a sitter does not offer),
    // and SPEC §7's payload needs none. A small dog every sitter takes.
    petType: "DOG",
    petSize: "SMALL",
    startDate: start,
    endDate: start,
  };
}

async function killDuringBurst(database: { pgliteDir?: string; url?: string }) {
  // Whatever else answered on the port would be tested instead of the server this test starts and kills.
  await assertPortsFree(PORT);
  // A little slow, as the real API: some requests are under way when the server dies.
  const graph = await startWhatsappLocal({ ...WHATSAPP, delayMs: 20 });
  graphUrl = graph.graphUrl;
  let server = await startServer(database);
  const acknowledged: string[] = [];
  try {
    let killed = false;
    let gone: Promise<void> = Promise.resolve();
    const send = async (i: number) => {
      try {
        const response = await fetch(`${base}/api/reservations`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(booking(i)),
        });
        if (response.status === 201) acknowledged.push((await response.json()).id);
      } catch {
        // the connection died with the server: not acknowledged
      }
      if (!killed && acknowledged.length >= 40) {
        killed = true;
        gone = kill(server);
      }
    };
    // 8 clients sending in parallel until the server is gone.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 400 && !killed) await send(next++);
      }),
    );
    expect(killed).toBe(true);
    await gone;

    server = await startServer(database);
    const sitters = await (await fetch(`${base}/api/sitters`)).json();
    expect(sitters).toHaveLength(12);
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(E2E_ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const stored: { id: string }[] = await (await fetch(`${base}/api/admin/bookings`, { headers: { cookie } })).json();
    const storedIds = new Set(stored.map((b) => b.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);

    // WhatsApp: the restarted server sends what is due; a message never reaches the stand-in twice. The runs happen
    // three minutes later by the server's clock, when every claim of the killed server (2 minutes) has lapsed.
    for (let i = 0; i < 3; i++) {
      const run = await fetch(`${base}/api/cron/outbox`, { headers: { authorization: `Bearer ${CRON_SECRET}`, [TEST_CLOCK_HEADER]: String(3 * 60_000) } });
      expect(run.status).toBe(200);
    }
    type Message = { channel: string; status: string; lastError: string | null; to: string };
    const after: { id: string; outbox: Message[] }[] = await (await fetch(`${base}/api/admin/bookings`, { headers: { cookie } })).json();
    const received = graph.messages.map((message) => message.to);
    expect(received.length).toBeGreaterThan(0);
    expect(received.length, "a number got two messages").toBe(new Set(received).size);
    const whatsapp = after.filter((booking) => acknowledged.includes(booking.id)).map((booking) => booking.outbox.filter((message) => message.channel === "whatsapp"));
    // Each acknowledged booking queued its one message with the booking.
    expect(whatsapp.map((messages) => messages.length)).toEqual(acknowledged.map(() => 1));
    for (const [message] of whatsapp) {
      // Sent: the stand-in has it (once, above). Otherwise it is one the killed server was sending at that moment: failed
      // for good, because it may have arrived (never twice). None still waits: a claim the killed server held lapsed.
      if (message.status === "SENT") expect(received).toContain(message.to.replace(/\D/g, ""));
      else expect(message.status === "FAILED" && /se interrumpió/.test(message.lastError ?? ""), JSON.stringify(message)).toBe(true);
    }
    // Only the messages under way at the kill (one per sender at most) are not sent.
    expect(whatsapp.filter(([message]) => message.status !== "SENT").length).toBeLessThanOrEqual(16);
  } finally {
    await kill(server);
    await graph.close();
  }
}

test.describe("a server killed mid-burst", () => {
  test.describe.configure({ timeout: 180_000 });

  test("keeps every acknowledged booking on the embedded database, which reopens cleanly", async () => {
    const dir = path.join(root, ".data", "e2e-fault");
    rmSync(dir, { recursive: true, force: true });
    await killDuringBurst({ pgliteDir: dir });
  });

  const url = process.env.FAULT_TEST_DATABASE_URL;
  test("keeps every acknowledged booking on PostgreSQL", async () => {
    // Skipped only on a machine of one's own without a PostgreSQL; in CI (CI set) a missing server is a failure, never
    // a silent skip: .ci/run always gives one.
    if (!url && process.env.CI) {
      throw new Error(
        "CI is set but FAULT_TEST_DATABASE_URL is not: the PostgreSQL half of the fault test cannot run. " +
          ".ci/run sets it to a database on its throwaway PostgreSQL; see why that server or `createdb fault_test` failed above.",
      );
    }
    test.skip(!url, "runs where FAULT_TEST_DATABASE_URL names a PostgreSQL server (CI); in CI it fails instead");
    await killDuringBurst({ url });
  });
});
