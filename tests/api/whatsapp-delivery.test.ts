/** @jest-environment node */
import { GET as cronOutbox } from "@/app/api/cron/outbox/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { db } from "@/lib/db";
import { deliverDueWhatsapp, enqueueWhatsapp, WHATSAPP_REASONS, type WhatsappDraft } from "@/lib/mail/whatsapp-outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { serveRoute, startWhatsappStub, WHATSAPP_ENV, type WhatsappStub } from "../helpers/whatsapp";

// The WhatsApp outbox against the local stand-in of the Graph API (tools/whatsapp-local) on a free port: the exact
// request that reaches it, the wamid kept, once only, retries and refusals, the channel off, the daily recipient cap
// and BAJA.

const database = withTestDatabase({ resetBeforeEach: true });
const CRON_SECRET = "secreto-de-las-tareas-programadas-0123456789";
withTestEnv({ CRON_SECRET, WHATSAPP_DAILY_RECIPIENTS: undefined, SMTP_URL: undefined }, { each: true });
let stub: WhatsappStub;

beforeEach(async () => {
  stub = await startWhatsappStub();
});
afterEach(() => stub.close());

const draft = (to: string, parameters = ["Ana", "Luna"]): WhatsappDraft => ({ to, template: "reserva_confirmada", parameters });
const enqueue = (...drafts: WhatsappDraft[]) => db().$transaction(async (tx) => Promise.all(drafts.map((one) => enqueueWhatsapp(tx, one))));
const rows = () => database.db.whatsappMessage.findMany({ orderBy: { createdAt: "asc" } });
/** The backoff passes. */
const makeDue = () => database.db.whatsappMessage.updateMany({ where: { status: "PENDING" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
const none = routeParams({});
const runCron = () => cronOutbox(apiRequest("/api/cron/outbox", { headers: { authorization: `Bearer ${CRON_SECRET}` } }), none).then(read);

it("sends the exact template request to the Graph API, keeps its wamid, and sends it once when two runs overlap", async () => {
  const [id] = await enqueue(draft("7123-4567", ["Ana María", "línea 1\nlínea 2"]));
  const [first, second] = await Promise.all([deliverDueWhatsapp(), deliverDueWhatsapp()]);
  expect(first.sent + second.sent).toBe(1);

  expect(stub.requests).toHaveLength(1);
  expect(stub.requests[0].path).toBe(`/v26.0/${WHATSAPP_ENV.WHATSAPP_PHONE_NUMBER_ID}/messages`);
  expect(stub.requests[0].authorization).toBe(`Bearer ${WHATSAPP_ENV.WHATSAPP_ACCESS_TOKEN}`);
  expect(stub.requests[0].body).toEqual({
    messaging_product: "whatsapp",
    to: "50371234567",
    type: "template",
    template: {
      name: "reserva_confirmada",
      language: { code: "es" },
      // Meta refuses new lines in a parameter: they became a space when it was queued.
      components: [{ type: "body", parameters: [{ type: "text", text: "Ana María" }, { type: "text", text: "línea 1 línea 2" }] }],
    },
  });
  const [row] = await rows();
  expect(row).toMatchObject({ id, status: "SENT", recipient: "50371234567", to: "7123-4567", attempts: 1, lastError: null, wamid: stub.messages[0].id, sendingAt: null, lockedUntil: null });
  expect(row.wamid).toMatch(/^wamid\./);
  expect(row.sentAt).not.toBeNull();
  // Sent is sent: the cron route sends nothing again.
  expect((await runCron()).body.whatsapp).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0, waiting: 0 });
  expect(stub.requests).toHaveLength(1);
});

it("sends each message once when a slow API makes two runs overlap", async () => {
  stub.config.delayMs = 150;
  await enqueue(...["7000-0001", "7000-0002", "7000-0003", "7000-0004", "7000-0005"].map((to) => draft(to)));
  const [a, b] = await Promise.all([deliverDueWhatsapp(), deliverDueWhatsapp()]);
  expect(a.sent + b.sent).toBe(5);
  // Both runs did send: they overlapped, and neither sent what the other had claimed.
  expect(a.sent).toBeGreaterThan(0);
  expect(b.sent).toBeGreaterThan(0);
  expect(stub.messages.map((message) => message.to).sort()).toEqual(["50370000001", "50370000002", "50370000003", "50370000004", "50370000005"]);
  expect(new Set((await rows()).map((row) => row.wamid)).size).toBe(5);
});

it("retries a 429 and a 5xx with a growing backoff, then sends it", async () => {
  await enqueue(draft("+503 7123 4567"));
  stub.fail(429);
  expect(await deliverDueWhatsapp()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0, waiting: 1 });
  let [row] = await rows();
  expect(row).toMatchObject({ status: "PENDING", attempts: 1, sendingAt: null, lockedUntil: null });
  expect(row.lastError).toMatch(/HTTP 429 · código 130429/);
  const firstWait = row.nextAttemptAt.getTime() - Date.now();
  expect(firstWait).toBeGreaterThan(50_000);
  expect(firstWait).toBeLessThanOrEqual(60_000);

  // Not due yet: nothing is tried before its time.
  expect((await deliverDueWhatsapp()).sent).toBe(0);
  expect(stub.requests).toHaveLength(1);

  await makeDue();
  stub.fail(503);
  expect((await deliverDueWhatsapp()).retried).toBe(1);
  [row] = await rows();
  expect(row.attempts).toBe(2);
  expect(row.lastError).toMatch(/HTTP 503 · código 131000/);
  expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(110_000);

  await makeDue();
  expect((await deliverDueWhatsapp()).sent).toBe(1);
  [row] = await rows();
  expect(row).toMatchObject({ status: "SENT", attempts: 3, lastError: null });
  expect(stub.requests.map((request) => request.answer.status)).toEqual([429, 503, 200]);
});

it("marks a number that cannot receive WhatsApp (131026) failed with the reason, and never tries it again", async () => {
  await stub.close();
  stub = await startWhatsappStub({ failNumbers: ["50371234567"] });
  await enqueue(draft("7123-4567"), draft("7765-4321"));
  expect(await deliverDueWhatsapp()).toEqual({ sent: 1, retried: 0, failed: 1, skipped: 0, waiting: 0 });
  const failed = (await rows()).find((row) => row.recipient === "50371234567")!;
  expect(failed).toMatchObject({ status: "FAILED", attempts: 1, wamid: null });
  expect(failed.lastError).toMatch(/HTTP 400 · código 131026 · Message undeliverable/);
  expect(failed.failedAt).not.toBeNull();
  await makeDue();
  await deliverDueWhatsapp();
  expect(stub.requests.filter((request) => (request.body as { to: string }).to === "50371234567")).toHaveLength(1);
});

it("fails a message the API refuses (no such template) at once, but keeps messages waiting while the token is refused", async () => {
  stub.config.templates = ["reserva_confirmada"];
  await enqueue({ to: "7123-4567", template: "plantilla_inexistente", parameters: ["Ana"] });
  expect((await deliverDueWhatsapp()).failed).toBe(1);
  expect((await rows())[0]).toMatchObject({ status: "FAILED", attempts: 1 });
  expect((await rows())[0].lastError).toMatch(/HTTP 400 · código 100 · \(#100\) Invalid parameter · Template name does not exist/);

  await database.db.whatsappMessage.deleteMany();
  process.env.WHATSAPP_ACCESS_TOKEN = "un-token-vencido";
  await enqueue(draft("7123-4567"));
  expect(await deliverDueWhatsapp()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0, waiting: 1 });
  expect((await rows())[0].lastError).toMatch(/HTTP 401 · código 190/);
  // Fixed in the settings: the next try sends it.
  process.env.WHATSAPP_ACCESS_TOKEN = WHATSAPP_ENV.WHATSAPP_ACCESS_TOKEN;
  await makeDue();
  expect((await deliverDueWhatsapp()).sent).toBe(1);
});

it("keeps a number it cannot read as skipped, with the reason, and sends nothing", async () => {
  await enqueue(draft("1234"), draft("setenta y uno"));
  expect(await deliverDueWhatsapp()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0, waiting: 0 });
  expect((await rows()).map((row) => [row.status, row.recipient, row.lastError])).toEqual([
    ["SKIPPED", null, WHATSAPP_REASONS.unreadable("1234")],
    ["SKIPPED", null, WHATSAPP_REASONS.unreadable("setenta y uno")],
  ]);
  expect(stub.requests).toHaveLength(0);
});

it("does not send again a message whose sender died during its request (it may have arrived)", async () => {
  const [id] = await enqueue(draft("7123-4567"));
  // A sender marked it, then was killed before the answer: its claim has lapsed.
  await database.db.whatsappMessage.update({ where: { id: id! }, data: { sendingAt: new Date(Date.now() - 180_000), lockedUntil: new Date(Date.now() - 60_000) } });
  expect(await deliverDueWhatsapp()).toEqual({ sent: 0, retried: 0, failed: 1, skipped: 0, waiting: 0 });
  expect(await rows()).toEqual([expect.objectContaining({ status: "FAILED", lastError: WHATSAPP_REASONS.interrupted, sendingAt: null })]);
  expect(stub.requests).toHaveLength(0);
});

describe("without one of its four settings", () => {
  it.each(Object.keys(WHATSAPP_ENV))("without %s: nothing is queued or sent, and bookings and the cron route work as before", async (name) => {
    // One queued while it was on waits; nothing new is queued.
    await enqueue(draft("7123-4567"));
    delete process.env[name];
    expect(await enqueue(draft("7765-4321"))).toEqual([null]);
    expect(await database.db.whatsappMessage.count()).toBe(1);

    await seedSitters(database.db);
    const booking = await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking() }), none);
    expect(booking.status).toBe(201);
    expect(await runCron()).toEqual({ status: 200, body: { ok: true, sent: 0, failed: 0, waiting: 2, whatsapp: { sent: 0, retried: 0, failed: 0, skipped: 0, waiting: 1 } } });
    expect(stub.requests).toHaveLength(0);
    // And the webhook refuses everything: it has no secret to check a signature with, or no token to verify.
    expect((await webhook(apiRequest("/api/whatsapp/webhook", { method: "POST", body: { entry: [] }, headers: { "x-hub-signature-256": "sha256=00" } }), none)).status).toBe(401);
  });
});

it("past WHATSAPP_DAILY_RECIPIENTS distinct numbers in 24 h, skips new ones, keeps writing to known ones, and tells the team once", async () => {
  process.env.WHATSAPP_DAILY_RECIPIENTS = "2";
  // Two numbers written to yesterday, outside the rolling 24 h, do not count.
  await enqueue(draft("2222-0001"), draft("2222-0002"));
  await database.db.whatsappMessage.updateMany({ data: { status: "SENT", countedAt: new Date(Date.now() - 25 * 3600_000) } });

  await enqueue(draft("7000-0001"), draft("7000-0002"), draft("7000-0001"), draft("7000-0003"), draft("7000-0004"));
  const report = await deliverDueWhatsapp();
  expect(report).toEqual({ sent: 3, retried: 0, failed: 0, skipped: 2, waiting: 0 });
  expect(stub.messages.map((message) => message.to)).toEqual(["50370000001", "50370000002", "50370000001"]);
  const skipped = await database.db.whatsappMessage.findMany({ where: { status: "SKIPPED" }, orderBy: { recipient: "asc" } });
  expect(skipped.map((row) => [row.recipient, row.lastError])).toEqual([
    ["50370000003", WHATSAPP_REASONS.cap(2)],
    ["50370000004", WHATSAPP_REASONS.cap(2)],
  ]);

  // Later the same day: a known number still gets its message, a new one is held back, the team is not told again.
  await enqueue(draft("7000-0002"), draft("7000-0005"));
  expect(await deliverDueWhatsapp()).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 1, waiting: 0 });
  const alerts = await database.db.outboxMessage.findMany({ where: { kind: "team-whatsapp-cap" } });
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toMatchObject({ to: "equipo@huellitas.sv", status: "PENDING" });
  expect(alerts[0].subject).toMatch(/tope diario/);
  expect(alerts[0].text).toMatch(/2 números distintos/);
});

it("never passes the cap when two runs overlap: the last place goes to one new number", async () => {
  process.env.WHATSAPP_DAILY_RECIPIENTS = "3";
  stub.config.delayMs = 100;
  await enqueue(...["7000-0001", "7000-0002", "7000-0003", "7000-0004", "7000-0005", "7000-0006"].map((to) => draft(to)));
  const [a, b] = await Promise.all([deliverDueWhatsapp(), deliverDueWhatsapp()]);
  expect([a.sent + b.sent, a.skipped + b.skipped]).toEqual([3, 3]);
  expect(new Set(stub.messages.map((message) => message.to)).size).toBe(3);
  expect(await database.db.outboxMessage.count({ where: { kind: "team-whatsapp-cap" } })).toBe(1);
});

it("after «BAJA» from a number, sends it nothing more, queued before or after", async () => {
  const server = await serveRoute((request) => webhook(request, none));
  try {
    stub.config.webhookUrl = `${server.url}/api/whatsapp/webhook`;
    const [queuedBefore] = await enqueue(draft("7123-4567"));
    // The person answers « Bajá » (Meta names them by their international digits).
    expect(await stub.sendInbound({ from: "50371234567", text: " Bajá " })).toMatchObject({ body: { delivered: 200 } });
    expect(await database.db.whatsappOptOut.findMany()).toEqual([expect.objectContaining({ number: "50371234567", text: " Bajá " })]);
    expect(await database.db.whatsappInbound.count()).toBe(0);

    const [queuedAfter] = await enqueue(draft("+503 7123-4567"));
    await enqueue(draft("7765-4321"));
    expect(await deliverDueWhatsapp()).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 1, waiting: 0 });
    const byId = new Map((await rows()).map((row) => [row.id, row]));
    expect(byId.get(queuedBefore!)).toMatchObject({ status: "SKIPPED", lastError: WHATSAPP_REASONS.optedOut });
    expect(byId.get(queuedAfter!)).toMatchObject({ status: "SKIPPED", lastError: WHATSAPP_REASONS.optedOut });
    expect(stub.messages.map((message) => message.to)).toEqual(["50377654321"]);
  } finally {
    await server.close();
  }
});
