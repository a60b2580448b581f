import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { addDays, todayInElSalvador } from "../../lib/dates";
import { burst, faultServer, freshPostgres, killServer as kill, signInCookie, type FaultDatabase } from "./fault-harness";

// Kills the server (SIGKILL) in the middle of a burst of booking requests, restarts it on the same database, and finds
// every booking it had acknowledged. Embedded PGlite always; PostgreSQL too when FAULT_TEST_DATABASE_URL is set, which
// CI (CI set) must do: there its absence fails the test. Every owner ticked the WhatsApp box: the server sends their
// notices to the local stand-in of the Graph API (tools/whatsapp-local, in this process) while it is killed, and no
// message reaches it twice. The server, its kill and the stand-in are the fault harness (fault-harness.ts).

const PORT = Number(process.env.E2E_PORT || 3100) + 5;
const harness = faultServer({ port: PORT });
const { base } = harness;
const root = process.cwd();

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

async function killDuringBurst(database: FaultDatabase) {
  // A little slow, as the real API: some requests are under way when the server dies.
  const graph = await harness.startGraph({ delayMs: 20 });
  let server = await harness.start(database);
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
    await burst(8, 400, send, () => killed);
    expect(killed).toBe(true);
    await gone;

    server = await harness.start(database);
    const sitters = await (await fetch(`${base}/api/sitters`)).json();
    expect(sitters).toHaveLength(12);
    const cookie = await signInCookie(base, E2E_ADMIN);
    const stored: { id: string }[] = await (await fetch(`${base}/api/admin/bookings`, { headers: { cookie } })).json();
    const storedIds = new Set(stored.map((b) => b.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);

    // WhatsApp: the restarted server sends what is due; a message never reaches the stand-in twice. The runs happen
    // three minutes later by the server's clock, when every claim of the killed server (2 minutes) has lapsed.
    for (let i = 0; i < 3; i++) await harness.runOutbox();
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
    await killDuringBurst(await freshPostgres(url!, "fault_burst"));
  });
});
