/** @jest-environment node */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { db } from "@/lib/db";
import { deliverDueWhatsapp, enqueueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { createUser, signIn } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";

// A request to the Graph API that got no answer settling it: it may have reached Meta, so the message is never sent
// again (a message sent twice is two messages). Only a request that surely never left (the connection refused) is
// tried again.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined, WHATSAPP_DAILY_RECIPIENTS: undefined }, { each: true });
let stub: WhatsappStub;

beforeEach(async () => {
  stub = await startWhatsappStub();
});
afterEach(() => stub.close());

const none = routeParams({});
/** The outbox's wait for an answer, scaled down from 20 s. */
const TIMEOUT_MS = 300;
const NUMBERS = ["7000-0001", "7000-0002", "7000-0003"];
const RECIPIENTS = ["50370000001", "50370000002", "50370000003"];

/** A booking's request for each number, and its owner's notice queued with it (as the booking's notices are). */
async function bookingsWithNotices(): Promise<string[]> {
  await seedSitters(database.db);
  const ids: string[] = [];
  for (const [i, to] of NUMBERS.entries()) {
    const { status, body } = await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerEmail: `familia${i}@example.com`, ownerWhatsapp: to }) }), none).then(read);
    expect(status).toBe(201);
    await db().$transaction((tx) => enqueueWhatsapp(tx, { to, template: "huellitas_solicitud_recibida", parameters: ["Ana", `HU-${i}`, "https://huellitas.sv/reserva/x"], bookingId: body.id }));
    ids.push(body.id);
  }
  return ids;
}
const received = () => stub.messages.map((message) => message.to).sort();
/** Any backoff passes: a message still waiting is due again. */
const makeDue = () => database.db.whatsappMessage.updateMany({ where: { status: "PENDING" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

/** A server on a free port that answers every request with `handle` (a Graph API misbehaving in one way). */
async function graphThat(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(async (request, response) => {
    for await (const chunk of request) void chunk;
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.WHATSAPP_GRAPH_URL = `http://127.0.0.1:${port}/v26.0`;
  return () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

it("sends each message once when the Graph API answers after the timeout: interrupted, shown to the team, never sent again", async () => {
  const bookingIds = await bookingsWithNotices();
  stub.config.delayMs = TIMEOUT_MS * 4;
  expect(await deliverDueWhatsapp({ timeoutMs: TIMEOUT_MS })).toEqual({ sent: 0, retried: 0, failed: 3, skipped: 0, waiting: 0 });
  // Meta took each message: every number got it, once.
  expect(received()).toEqual(RECIPIENTS);

  const rows = await database.db.whatsappMessage.findMany({ orderBy: { recipient: "asc" } });
  expect(rows.map((row) => [row.recipient, row.status, row.attempts, row.wamid, row.sendingAt, row.lockedUntil])).toEqual(RECIPIENTS.map((to) => [to, "FAILED", 1, null, null, null]));
  for (const row of rows) {
    expect(row.lastError).toBe("El envío se interrumpió sin respuesta de la API (la API no respondió en 0.3 s): pudo haber llegado, así que no se reintenta.");
    expect(row.failedAt).not.toBeNull();
  }

  // The team sees each one failed on its booking's card, with why.
  await createUser(database.db, { email: "admin@huellitas.sv", role: "admin" });
  const cookie = await signIn("admin@huellitas.sv");
  const { status, body } = await adminBookings(apiRequest("/api/admin/bookings", { headers: { cookie } }), none).then(read);
  expect(status).toBe(200);
  const items = body as { id: string; outbox: { channel: string; kind: string; to: string; delivery?: string | null; lastError: string | null }[] }[];
  for (const [i, id] of bookingIds.entries()) {
    const whatsapp = items.find((item) => item.id === id)!.outbox.filter((message) => message.channel === "whatsapp");
    expect(whatsapp).toEqual([expect.objectContaining({ kind: "booking-received", to: `+503 ${NUMBERS[i]}`, delivery: "failed", lastError: expect.stringMatching(/^El envío se interrumpió/) })]);
  }

  // The API is quick again and any backoff has passed: nothing is sent a second time.
  stub.config.delayMs = 0;
  await makeDue();
  expect(await deliverDueWhatsapp({ timeoutMs: TIMEOUT_MS })).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0, waiting: 0 });
  expect(received()).toEqual(RECIPIENTS);
  expect(stub.requests).toHaveLength(3);
});

it("tries again, and sends once, a message whose connection was refused (it never left)", async () => {
  await db().$transaction((tx) => enqueueWhatsapp(tx, { to: NUMBERS[0], template: "reserva_confirmada", parameters: ["Ana"] }));
  const graphUrl = stub.graphUrl;
  await stub.close();
  expect(await deliverDueWhatsapp({ timeoutMs: TIMEOUT_MS })).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0, waiting: 1 });
  const [row] = await database.db.whatsappMessage.findMany();
  expect(row).toMatchObject({ status: "PENDING", attempts: 1, sendingAt: null, lockedUntil: null });
  expect(row.lastError).toMatch(/^Sin conexión con la API de WhatsApp \(.*ECONNREFUSED/);

  stub = await startWhatsappStub();
  expect(stub.graphUrl).not.toBe(graphUrl);
  await makeDue();
  expect((await deliverDueWhatsapp({ timeoutMs: TIMEOUT_MS })).sent).toBe(1);
  expect(received()).toEqual([RECIPIENTS[0]]);
});

it.each([
  ["the connection is cut once the request arrived", (_: IncomingMessage, response: ServerResponse) => response.socket?.destroy(), /la conexión con la API se cortó sin respuesta \(UND_ERR_SOCKET\)/],
  [
    "the API answers 200 without the message's id",
    (_: IncomingMessage, response: ServerResponse) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ messaging_product: "whatsapp" })),
    /la API respondió sin id de mensaje \(HTTP 200\)/,
  ],
  ["an «ok» answer's body stops before its end", (_: IncomingMessage, response: ServerResponse) => response.writeHead(200, { "content-type": "application/json" }).write('{"messages":[{"id":'), /la API no respondió en 0.3 s/],
])("does not send again a message when %s (it may have arrived)", async (_, handle, reason) => {
  await db().$transaction((tx) => enqueueWhatsapp(tx, { to: NUMBERS[0], template: "reserva_confirmada", parameters: ["Ana"] }));
  const close = await graphThat(handle);
  try {
    expect(await deliverDueWhatsapp({ timeoutMs: TIMEOUT_MS })).toEqual({ sent: 0, retried: 0, failed: 1, skipped: 0, waiting: 0 });
  } finally {
    await close();
  }
  const [row] = await database.db.whatsappMessage.findMany();
  expect(row).toMatchObject({ status: "FAILED", attempts: 1, sendingAt: null });
  expect(row.lastError).toMatch(/^El envío se interrumpió sin respuesta de la API \(/);
  expect(row.lastError).toMatch(reason);

  process.env.WHATSAPP_GRAPH_URL = stub.graphUrl;
  await makeDue();
  expect((await deliverDueWhatsapp({ timeoutMs: TIMEOUT_MS })).sent).toBe(0);
  expect(stub.requests).toHaveLength(0);
});
