import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_MAIL } from "../../playwright.config";
import { burst, FAULT_CRON_SECRET, faultServer, freshPostgres, killServer, signInCookie, type FaultDatabase, type FaultWorld } from "./fault-harness";
import { startSmtp, type Mail } from "./smtp";

// Nothing lost and each notice sent once, with the server killed (SIGKILL) mid-burst and restarted on the same
// database: messages written in a few bookings' conversations by owner and sitter, then the stay's moves (the
// sitters' hand-overs, the owners' pick-ups) on many bookings starting today. The outbox runs during the burst too, so
// e-mails (to a real SMTP server in this process) and WhatsApp messages (to the Graph API's stand-in) are on their
// way when the server dies. Embedded PGlite always; PostgreSQL too where FAULT_TEST_DATABASE_URL names one (as the
// booking fault test, fault.spec.ts, whose harness this is).

const PORT = Number(process.env.E2E_PORT || 3100) + 6;
const harness = faultServer({ port: PORT, smtpUrl: `smtp://${E2E_MAIL.user}:${E2E_MAIL.password}@127.0.0.1:${E2E_MAIL.port}` });
const { base } = harness;
const root = process.cwd();
const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type Outbox = { id: string; kind: string; to: string; subject: string; status: string; lastError: string | null; channel: "email" | "whatsapp" };
type Item = { id: string; status: string; outbox: Outbox[] };

/** The outbox's id each e-mail the SMTP server took carries in its Message-ID (lib/mail/transport.ts). */
// Not anchored to a line: the sink joins quoted-printable soft breaks, which can glue a folded subject to the next header.
const messageIds = (mails: Mail[]) => mails.map((mail) => /Message-ID:\s*<([^@>]+)@/i.exec(mail.text)?.[1] ?? "");
const digits = (phone: string) => phone.replace(/\D/g, "");
const interrupted = (message: Outbox) => message.status === "FAILED" && /se interrumpió/.test(message.lastError ?? "");

/**
 * Runs the cron's outbox over and over while the burst lasts (the server sends while it is killed), then, after the
 * restart, drains it: past the killed server's claims (3 min), then past the 15-minute digests.
 */
function outboxDuringBurst(killed: () => boolean) {
  return (async () => {
    while (!killed()) {
      await fetch(`${base}/api/cron/outbox`, { headers: { authorization: `Bearer ${FAULT_CRON_SECRET}` } }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  })();
}
async function drainOutbox() {
  for (const minutes of [3, 20, 40, 60]) await harness.runOutbox(minutes * 60_000);
}

/** The team's view of the world's bookings (status and every message each caused). */
async function items(cookie: string, world: FaultWorld): Promise<Item[]> {
  const all: Item[] = await (await fetch(`${base}/api/admin/bookings`, { headers: { cookie } })).json();
  return world.bookings.map((booking) => all.find((item) => item.id === booking.id)!);
}

/**
 * Every e-mail of these bookings reached the SMTP server at most once, and each one marked sent reached it; every
 * WhatsApp message reached the stand-in at most once: each row marked sent, and perhaps one the killed server was
 * sending (failed for good: it may have arrived); a row not sent is one of those, or one still waiting.
 */
function expectToldOnce(outbox: Outbox[], mails: Mail[], graph: { messages: { to: string; body: unknown }[] }) {
  const emails = outbox.filter((message) => message.channel === "email");
  const received = messageIds(mails);
  const ours = new Set(emails.map((mail) => mail.id));
  const counted = new Map<string, number>();
  for (const id of received.filter((id) => ours.has(id))) counted.set(id, (counted.get(id) ?? 0) + 1);
  expect([...counted].filter(([, count]) => count > 1), "an e-mail reached the SMTP server twice").toEqual([]);
  expect(emails.filter((mail) => mail.status === "SENT" && !counted.has(mail.id)), "an e-mail marked sent never arrived").toEqual([]);
  // One the killed server was sending may have arrived: failed for good (the team sees it «Sin avisar»), never sent twice.
  expect(emails.filter((mail) => mail.status !== "SENT" && mail.status !== "PENDING" && !interrupted(mail)), "an e-mail failed").toEqual([]);

  const whatsapp = outbox.filter((message) => message.channel === "whatsapp");
  const arrived = graph.messages.map((message) => JSON.stringify(message.body));
  expect(arrived.length, "a WhatsApp message reached the stand-in twice").toBe(new Set(arrived).size);
  const numbers = new Set(whatsapp.map((message) => digits(message.to)));
  for (const number of numbers) {
    const rows = whatsapp.filter((message) => digits(message.to) === number);
    const sent = rows.filter((message) => ["SENT", "DELIVERED", "READ"].includes(message.status)).length;
    const cut = rows.filter(interrupted).length;
    // Each sent once; one the killed server was sending may have arrived, and is failed for good (never sent again).
    const received = graph.messages.filter((message) => message.to === number).length;
    expect(received, `WhatsApp messages to ${number}`).toBeGreaterThanOrEqual(sent);
    expect(received, `WhatsApp messages to ${number}`).toBeLessThanOrEqual(sent + cut);
    for (const row of rows.filter((message) => !["SENT", "DELIVERED", "READ", "PENDING"].includes(message.status))) {
      expect(interrupted(row), JSON.stringify(row)).toBe(true);
    }
  }
}

/** How many messages a conversation's e-mail tells of: its subject names one author, or counts them. */
const toldIn = (subject: string) => Number(/^(\d+) mensajes nuevos/.exec(subject)?.[1] ?? 1);

async function messagesKilledMidBurst(database: FaultDatabase) {
  const smtp = await startSmtp();
  // The server killed mid-exchange resets its SMTP connection: not the test's failure.
  smtp.server.on("error", () => undefined);
  const graph = await harness.startGraph({ delayMs: 20 });
  // Two sitters with an account, two bookings each: 18 messages per author and booking (the thread allows 20 an hour).
  const world = harness.world(database, { first: 1, sitters: 2, perSitter: 2, tag: "hilo" });
  let server = await harness.start(database);
  try {
    const sitterCookie = new Map<number, string>();
    for (const caregiver of world.caregivers) sitterCookie.set(caregiver.sitterId, await signInCookie(base, caregiver));
    const jobs = Array.from({ length: 18 }, (_, i) =>
      world.bookings.flatMap((booking, b) => (["owner", "sitter"] as const).map((author) => ({ booking, author, text: `Mensaje ${i + 1} de ${author} en la reserva ${b + 1}` }))),
    ).flat();

    const sitterHeaders = (sitterId: number) => ({ "content-type": "application/json", cookie: sitterCookie.get(sitterId)! });
    const answers = await killMidBurst(server, jobs.length, 201, 50, ({ booking, author, text }) =>
      author === "owner"
        ? fetch(`${base}/api/bookings/${booking.token}/messages`, json({ text }))
        : fetch(`${base}/api/portal/bookings/${booking.id}/messages`, { ...json({ text }), headers: sitterHeaders(booking.sitterId) }),
    jobs);
    const acknowledged = [...answers.keys()].map((i) => jobs[i]);

    server = await harness.start(database);
    // Every acknowledged message is in its thread, and none twice (a message the server wrote but could not answer
    // may be there too: written, never acknowledged).
    const threads = new Map<string, { author: string; text: string }[]>();
    for (const booking of world.bookings) {
      const response = await fetch(`${base}/api/bookings/${booking.token}/messages`);
      expect(response.status).toBe(200);
      const { messages } = (await response.json()) as { messages: { author: string; text: string }[] };
      expect(messages.length, "a message twice in the thread").toBe(new Set(messages.map((message) => message.text)).size);
      threads.set(booking.id, messages);
    }
    const missing = acknowledged.filter((job) => !threads.get(job.booking.id)!.some((message) => message.text === job.text && message.author === job.author));
    expect(missing, "acknowledged but not in the thread").toEqual([]);

    // Once the outbox is drained, each person's e-mails about a thread tell of each message by the others once: as
    // many as the thread holds, in e-mails sent, still waiting for their 15 minutes, or cut by the kill (failed for
    // good, on the team's «Sin avisar»).
    await drainOutbox();
    const cookie = await signInCookie(base, E2E_ADMIN);
    const seen = await items(cookie, world);
    for (const [b, booking] of world.bookings.entries()) {
      const thread = threads.get(booking.id)!;
      const caregiver = world.caregivers.find((one) => one.sitterId === booking.sitterId)!;
      const notices = seen[b].outbox.filter((message) => message.channel === "email" && message.kind === "booking-message");
      for (const [reader, address] of [["owner", booking.ownerEmail], ["sitter", caregiver.email]] as const) {
        const told = notices.filter((mail) => mail.to === address && (["SENT", "PENDING"].includes(mail.status) || interrupted(mail))).reduce((sum, mail) => sum + toldIn(mail.subject), 0);
        expect(told, `messages told to the ${reader} of booking ${b + 1}`).toBe(thread.filter((message) => message.author !== reader).length);
      }
    }
    expectToldOnce(seen.flatMap((item) => item.outbox), smtp.mails, graph);
  } finally {
    await killServer(server);
    await graph.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  }
}

type Stay = { status: string; handOver: { at: string } | null; history: { status: string; move: string }[] };
const stayOf = async (token: string): Promise<Stay> => {
  const response = await fetch(`${base}/api/bookings/${token}`);
  expect(response.status).toBe(200);
  return (await response.json()).booking;
};

/**
 * Sends `request(items[i])` for every item from 8 clients at once, the outbox running meanwhile, and kills the server
 * once `killAfter` were answered with `ok`. Answers the acknowledged items' indexes with their answers' bodies.
 */
async function killMidBurst<T>(server: Awaited<ReturnType<typeof harness.start>>, total: number, ok: number, killAfter: number, request: (item: T) => Promise<Response>, items: T[]) {
  const acknowledged = new Map<number, unknown>();
  let killed = false;
  let gone: Promise<void> = Promise.resolve();
  const cron = outboxDuringBurst(() => killed);
  await burst(8, total, async (i) => {
    try {
      const response = await request(items[i]);
      if (response.status === ok) acknowledged.set(i, await response.json());
      else expect(response.status, await response.text()).toBeGreaterThanOrEqual(500);
    } catch {
      // the connection died with the server: not acknowledged
    }
    if (!killed && acknowledged.size >= killAfter) {
      killed = true;
      gone = killServer(server);
    }
  }, () => killed);
  expect(killed, "the server was killed mid-burst").toBe(true);
  await gone;
  await cron;
  return acknowledged;
}

/** One of the stay's moves for every booking at once, the server killed after 8 answers of 200: what each said. */
async function moveKilledMidBurst(world: FaultWorld, server: Awaited<ReturnType<typeof harness.start>>, move: (booking: FaultWorld["bookings"][number]) => Promise<Response>) {
  const answers = await killMidBurst(server, world.bookings.length, 200, 8, move, world.bookings);
  return new Map([...answers].map(([i, body]) => [world.bookings[i].id, (body as { booking: Stay }).booking]));
}

/** Status and history agree on every booking: `to` with its move once in the history, or `from` without it. */
function expectWholeMoves(stays: Stay[], move: string, from: string, to: string) {
  for (const stay of stays) {
    const made = stay.history.filter((change) => change.move === move);
    expect(made.length, JSON.stringify(stay)).toBeLessThanOrEqual(1);
    expect(stay.status, JSON.stringify(stay)).toBe(made.length === 1 ? to : from);
  }
}

async function stayKilledMidBurst(database: FaultDatabase) {
  const smtp = await startSmtp();
  // The server killed mid-exchange resets its SMTP connection: not the test's failure.
  smtp.server.on("error", () => undefined);
  const graph = await harness.startGraph({ delayMs: 20 });
  // Four sitters with an account, six bookings each, all starting today.
  const world = harness.world(database, { first: 3, sitters: 4, perSitter: 6, tag: "entrega" });
  let server = await harness.start(database);
  try {
    const sitterCookie = new Map<number, string>();
    for (const caregiver of world.caregivers) sitterCookie.set(caregiver.sitterId, await signInCookie(base, caregiver));
    const handOver = (booking: FaultWorld["bookings"][number]) =>
      fetch(`${base}/api/portal/bookings/${booking.id}/hand-over`, { ...json({ place: "En mi casa" }), headers: { "content-type": "application/json", cookie: sitterCookie.get(booking.sitterId)! } });
    const pickUp = (booking: FaultWorld["bookings"][number]) => fetch(`${base}/api/bookings/${booking.token}/pick-up`, json({}));

    // The hand-overs.
    const handedOver = await moveKilledMidBurst(world, server, handOver);
    server = await harness.start(database);
    let stays = await Promise.all(world.bookings.map((booking) => stayOf(booking.token)));
    for (const [b, booking] of world.bookings.entries()) {
      const answered = handedOver.get(booking.id);
      if (!answered) continue;
      // Acknowledged: in progress, with the very hand-over time its answer gave, once in its history.
      expect(stays[b].status).toBe("IN_PROGRESS");
      expect(stays[b].handOver?.at).toBe(answered.handOver?.at);
    }
    expectWholeMoves(stays, "sitter.handOver", "CONFIRMED", "IN_PROGRESS");
    // None is stuck half-way: the ones the killed server did not take are handed over now.
    for (const [b, booking] of world.bookings.entries()) if (stays[b].status === "CONFIRMED") expect((await handOver(booking)).status).toBe(200);

    // The pick-ups, the same way.
    const pickedUp = await moveKilledMidBurst(world, server, pickUp);
    server = await harness.start(database);
    stays = await Promise.all(world.bookings.map((booking) => stayOf(booking.token)));
    for (const [b, booking] of world.bookings.entries()) {
      expect(stays[b].history.filter((change) => change.move === "sitter.handOver")).toHaveLength(1);
      if (pickedUp.has(booking.id)) expect(stays[b].status).toBe("COMPLETED");
    }
    expectWholeMoves(stays, "owner.pickUp", "IN_PROGRESS", "COMPLETED");
    for (const [b, booking] of world.bookings.entries()) if (stays[b].status === "IN_PROGRESS") expect((await pickUp(booking)).status).toBe(200);

    // Each move's notices written once and sent once: the owner's «entregada» and «completada», the sitter's «recogida».
    await drainOutbox();
    const cookie = await signInCookie(base, E2E_ADMIN);
    const seen = await items(cookie, world);
    for (const item of seen) {
      expect(item.status).toBe("COMPLETED");
      const kinds = item.outbox.filter((message) => message.channel === "email").map((mail) => mail.kind).sort();
      expect(kinds, item.id).toEqual(["booking-completed", "booking-handed-over", "sitter-picked-up"]);
    }
    expectToldOnce(seen.flatMap((item) => item.outbox), smtp.mails, graph);
  } finally {
    await killServer(server);
    await graph.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  }
}

const url = process.env.FAULT_TEST_DATABASE_URL;
const fresh = (name: string) => {
  const dir = path.join(root, ".data", name);
  rmSync(dir, { recursive: true, force: true });
  return { pgliteDir: dir };
};
/** PostgreSQL where FAULT_TEST_DATABASE_URL names one; in CI (CI set) its absence is a failure, never a silent skip. */
async function postgres(name: string): Promise<FaultDatabase> {
  if (!url && process.env.CI) throw new Error("CI is set but FAULT_TEST_DATABASE_URL is not: the PostgreSQL half of the fault tests cannot run.");
  test.skip(!url, "runs where FAULT_TEST_DATABASE_URL names a PostgreSQL server (CI); in CI it fails instead");
  return freshPostgres(url!, name);
}

test.describe("a server killed while messages are written and told", () => {
  test.describe.configure({ timeout: 240_000 });
  test("keeps every acknowledged message once and tells each once, on the embedded database", async () => {
    await messagesKilledMidBurst(fresh("e2e-fault-messages"));
  });
  test("keeps every acknowledged message once and tells each once, on PostgreSQL", async () => {
    await messagesKilledMidBurst(await postgres("fault_messages"));
  });
});

test.describe("a server killed during hand-overs and pick-ups", () => {
  test.describe.configure({ timeout: 300_000 });
  test("moves each acknowledged stay once and whole, and tells each move once, on the embedded database", async () => {
    await stayKilledMidBurst(fresh("e2e-fault-stays"));
  });
  test("moves each acknowledged stay once and whole, and tells each move once, on PostgreSQL", async () => {
    await stayKilledMidBurst(await postgres("fault_stays"));
  });
});
