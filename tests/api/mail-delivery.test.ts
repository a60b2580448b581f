/** @jest-environment node */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { GET as cronOutbox } from "@/app/api/cron/outbox/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { deliverDueMail, MAIL_INTERRUPTED, resendMail } from "@/lib/mail/outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { waitUntil } from "../helpers/wait";

// E-mail through a real SMTP server (smtp-server, with a user and password), including one that is down when
// the message is first tried and delivers it, exactly once, after it comes back, and one so slow that a sender's
// claim lapses while it still has messages to send.

type Received = { from: string; to: string[]; raw: string };

/** `answerAfterMs`: how long the server takes to accept each message once its DATA has arrived. */
function startSmtp(port = 0, answerAfterMs = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "equipo" && auth.password === "clave-smtp") return callback(null, { user: "equipo" });
      callback(new Error("Credenciales inválidas"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        setTimeout(() => callback(), answerAfterMs);
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve({ server, port: (server.server.address() as AddressInfo).port, received }));
  });
}

async function stop(server: SMTPServer) {
  const closed = once(server.server, "close");
  server.close();
  await closed;
}

const database = withTestDatabase({ resetBeforeEach: true });
const CRON_SECRET = "secreto-de-las-tareas-programadas-0123456789";
withTestEnv({ CRON_SECRET, MAIL_FROM: "Huellitas <hola@huellitas.sv>" }, { each: true });
beforeEach(() => seedSitters(database.db));

const none = routeParams({});
async function book() {
  const { body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking() }), none));
  return body as { id: string; trackingUrl: string };
}
/** The route's e-mail report (its WhatsApp pass, off here, sends nothing: tests/api/whatsapp-delivery.test.ts). */
async function runOutbox() {
  const { status, body } = await read(await cronOutbox(apiRequest("/api/cron/outbox", { headers: { authorization: `Bearer ${CRON_SECRET}` } }), none));
  const { whatsapp, ...mail } = body;
  expect(whatsapp).toEqual(expect.objectContaining({ sent: 0 }));
  return { status, body: mail };
}
const messageIds = (received: Received[]) => received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]);

it("sends the owner's and the team's messages over SMTP with credentials, the owner's with the tracking link", async () => {
  const smtp = await startSmtp();
  try {
    process.env.SMTP_URL = `smtp://equipo:clave-smtp@127.0.0.1:${smtp.port}`;
    const booking = await book();
    expect(await runOutbox()).toEqual({ status: 200, body: { ok: true, sent: 2, failed: 0, waiting: 0 } });
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([["ana@example.com"], ["equipo@huellitas.sv"]]);
    const owner = smtp.received.find((mail) => mail.to[0] === "ana@example.com")!.raw.replace(/=\r?\n/g, "");
    expect(owner).toMatch(/^From: Huellitas <hola@huellitas\.sv>$/m);
    // The e-mail carries its own tracking link, not the one the answer gave.
    const link = /\/preview\/reserva\/[A-Za-z0-9_-]{32}/.exec(owner)![0];
    expect(link).not.toBe(booking.trackingUrl);
    expect(owner).toContain(`http://localhost:3000${link}`);
    expect(owner).toMatch(/Content-Type: text\/html/);
    const stored = await database.db.outboxMessage.findMany({ where: { bookingId: booking.id } });
    expect(stored.every((mail) => mail.status === "SENT" && mail.sentAt !== null && mail.attempts === 0)).toBe(true);
    // Sent is sent: another run sends nothing again.
    expect((await runOutbox()).body).toEqual({ ok: true, sent: 0, failed: 0, waiting: 0 });
    expect(smtp.received).toHaveLength(2);
  } finally {
    await stop(smtp.server);
  }
});

it("keeps the message when the mail server is down and delivers it exactly once after it comes back", async () => {
  // A port that was just free: nothing listens there while the server is "down".
  const probe = await startSmtp();
  const port = probe.port;
  await stop(probe.server);
  process.env.SMTP_URL = `smtp://equipo:clave-smtp@127.0.0.1:${port}`;

  const booking = await book();
  expect((await runOutbox()).body).toEqual({ ok: true, sent: 0, failed: 2, waiting: 2 });
  const failed = await database.db.outboxMessage.findMany({ where: { bookingId: booking.id } });
  expect(failed.map((mail) => [mail.status, mail.attempts])).toEqual([["PENDING", 1], ["PENDING", 1]]);
  expect(failed[0].lastError).toBeTruthy();
  expect(failed[0].nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

  const smtp = await startSmtp(port);
  try {
    // Back up, but the retry is not due yet: nothing is sent before its time.
    expect((await runOutbox()).body).toEqual({ ok: true, sent: 0, failed: 0, waiting: 2 });
    // The backoff passes (a minute after the first failure).
    await database.db.outboxMessage.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const [first, second] = await Promise.all([runOutbox(), runOutbox()]);
    expect(first.body.sent + second.body.sent).toBe(2);
    expect((await runOutbox()).body).toEqual({ ok: true, sent: 0, failed: 0, waiting: 0 });
    expect(smtp.received).toHaveLength(2);
    expect(new Set(messageIds(smtp.received)).size).toBe(2);
    const delivered = await database.db.outboxMessage.findMany({ where: { bookingId: booking.id } });
    expect(delivered.map((mail) => [mail.status, mail.attempts])).toEqual([["SENT", 1], ["SENT", 1]]);
  } finally {
    await stop(smtp.server);
  }
});

it("sends every message exactly once when a slow server outlasts a sender's claim and another run overlaps it", async () => {
  // Each message takes 1 s to be accepted. Run A holds what it sends for 2 s (a stand-in for the real 2 minutes
  // against a server taking minutes), so by its 4th message its first claims have lapsed when run B starts.
  const smtp = await startSmtp(0, 1_000);
  try {
    process.env.SMTP_URL = `smtp://equipo:clave-smtp@127.0.0.1:${smtp.port}`;
    for (let i = 0; i < 3; i++) await book();
    expect(await database.db.outboxMessage.count()).toBe(6);

    const runA = deliverDueMail({ claimMs: 2_000 });
    await waitUntil(() => smtp.received.length >= 4, { what: "the SMTP server receiving run A's 4th message" });
    const runB = await runOutbox();
    const reportA = await runA;

    expect(runB.status).toBe(200);
    expect(reportA.sent + runB.body.sent).toBe(6);
    expect(reportA.failed + runB.body.failed).toBe(0);
    expect(smtp.received).toHaveLength(6);
    expect(new Set(messageIds(smtp.received)).size).toBe(6);
    expect((await runOutbox()).body).toEqual({ ok: true, sent: 0, failed: 0, waiting: 0 });
    expect(smtp.received).toHaveLength(6);
  } finally {
    await stop(smtp.server);
  }
}, 30_000);

it("never sends twice an e-mail whose sender died mid-exchange: it is failed as interrupted, and «Reenviar» sends it", async () => {
  const smtp = await startSmtp();
  try {
    process.env.SMTP_URL = `smtp://equipo:clave-smtp@127.0.0.1:${smtp.port}`;
    const booking = await book();
    const [cut, other] = await database.db.outboxMessage.findMany({ where: { bookingId: booking.id }, orderBy: { to: "asc" } });
    // What a server killed during the SMTP exchange leaves: the message marked as being sent, its claim lapsed.
    await database.db.outboxMessage.update({ where: { id: cut.id }, data: { sendingAt: new Date(Date.now() - 60_000), lockedUntil: new Date(Date.now() - 1_000) } });
    expect((await runOutbox()).body).toEqual({ ok: true, sent: 1, failed: 0, waiting: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[other.to]]);
    expect(await database.db.outboxMessage.findUniqueOrThrow({ where: { id: cut.id } })).toMatchObject({ status: "FAILED", lastError: MAIL_INTERRUPTED, sendingAt: null });
    expect((await runOutbox()).body).toEqual({ ok: true, sent: 0, failed: 0, waiting: 0 });

    expect(await resendMail(cut.id)).toBe(true);
    expect((await runOutbox()).body).toEqual({ ok: true, sent: 1, failed: 0, waiting: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[other.to], [cut.to]]);
    expect(new Set(messageIds(smtp.received)).size).toBe(2);
  } finally {
    await stop(smtp.server);
  }
});

it("without SMTP_URL sends nothing and keeps every message waiting in the outbox", async () => {
  delete process.env.SMTP_URL;
  await book();
  expect((await runOutbox()).body).toEqual({ ok: true, sent: 0, failed: 0, waiting: 2 });
});
