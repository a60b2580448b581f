/** @jest-environment node */
import { GET, POST } from "@/app/api/whatsapp/webhook/route";
import { db } from "@/lib/db";
import { deliverDueWhatsapp, enqueueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { WEBHOOK_MESSAGES } from "@/lib/mail/whatsapp-webhook";
import { inboundWebhook, signBody, statusWebhook } from "../../tools/whatsapp-local/server.mjs";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { serveRoute, startWhatsappStub, WHATSAPP_ENV, type WhatsappStub } from "../helpers/whatsapp";

// Meta's webhook: the subscription check, signed deliveries only, statuses that only move forward, deliveries Meta
// repeats, BAJA and the texts people write.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({}, { each: true });
let stub: WhatsappStub;
beforeEach(async () => {
  stub = await startWhatsappStub();
});
afterEach(() => stub.close());

const none = routeParams({});
const verify = (query: string) => GET(apiRequest(`/api/whatsapp/webhook?${query}`), none);
/** A POST as Meta sends it: no Origin, the raw body signed with the app secret (or `signature` as given). */
function post(payload: unknown, signature?: string | null) {
  const raw = typeof payload === "string" ? payload : JSON.stringify(payload);
  const headers: Record<string, string> = {};
  const signed = signature === undefined ? signBody(raw, WHATSAPP_ENV.WHATSAPP_APP_SECRET) : signature;
  if (signed !== null) headers["x-hub-signature-256"] = signed;
  return POST(apiRequest("/api/whatsapp/webhook", { method: "POST", body: raw, headers }), none).then(read);
}

/** A message the outbox sent through the stand-in, with its wamid. */
async function sentMessage(to = "7123-4567") {
  await db().$transaction((tx) => enqueueWhatsapp(tx, { to, template: "reserva_confirmada", parameters: ["Ana"] }));
  await deliverDueWhatsapp();
  const row = await database.db.whatsappMessage.findFirstOrThrow({ where: { status: "SENT" }, orderBy: { createdAt: "desc" } });
  return row.wamid!;
}
const message = (wamid: string) => database.db.whatsappMessage.findUniqueOrThrow({ where: { wamid } });
// Moments of the last hour, relative to now (Meta sends whole seconds): "minute 0" is an hour ago.
const HOUR_AGO = Math.floor(Date.now() / 1000 - 3600) * 1000;
const moment = (minute: number) => new Date(HOUR_AGO + minute * 60_000);
const at = (minute: number) => String(moment(minute).getTime() / 1000);

describe("GET /api/whatsapp/webhook", () => {
  it("answers Meta's challenge as plain text when the verify token matches", async () => {
    const response = await verify(`hub.mode=subscribe&hub.verify_token=${WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("1158201444");
  });

  it.each([
    ["another token", `hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1`],
    ["no token", `hub.mode=subscribe&hub.challenge=1`],
    ["another mode", `hub.mode=unsubscribe&hub.verify_token=${WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`],
    ["no challenge", `hub.mode=subscribe&hub.verify_token=${WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN}`],
  ])("answers 403 with %s", async (_, query) => {
    expect(await read(await verify(query))).toEqual({ status: 403, body: { ok: false, error: WEBHOOK_MESSAGES.forbidden } });
  });

  it("answers 403 while the channel is off", async () => {
    delete process.env.WHATSAPP_ACCESS_TOKEN;
    expect((await verify(`hub.mode=subscribe&hub.verify_token=${WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`)).status).toBe(403);
  });
});

describe("POST /api/whatsapp/webhook", () => {
  it("stores nothing from a body without a signature, signed with another secret, or altered after signing (401)", async () => {
    const wamid = await sentMessage();
    const payloads = [statusWebhook({ id: wamid, status: "read" }), inboundWebhook({ from: "50371234567", text: "BAJA" }), inboundWebhook({ from: "50371234567", text: "Hola" })];
    for (const payload of payloads) {
      const raw = JSON.stringify(payload);
      for (const signature of [null, "", signBody(raw, "otro-secreto"), signBody(raw.replace("5037", "5036"), WHATSAPP_ENV.WHATSAPP_APP_SECRET), "sha256=abc"]) {
        expect(await post(raw, signature)).toEqual({ status: 401, body: { ok: false, error: WEBHOOK_MESSAGES.badSignature } });
      }
    }
    expect((await message(wamid)).status).toBe("SENT");
    expect(await database.db.whatsappOptOut.count()).toBe(0);
    expect(await database.db.whatsappInbound.count()).toBe(0);
  });

  it("moves a message's status only forward: a late «delivered» or «sent» never undoes «read»", async () => {
    const wamid = await sentMessage();
    expect(await post(statusWebhook({ id: wamid, status: "delivered", timestamp: at(0) }))).toEqual({ status: 200, body: { ok: true, statuses: 1, optOuts: 0, inbound: 0 } });
    expect(await message(wamid)).toMatchObject({ status: "DELIVERED", deliveredAt: moment(0) });
    await post(statusWebhook({ id: wamid, status: "read", timestamp: at(5) }));
    for (const late of ["delivered", "sent", "failed"]) {
      expect((await post(statusWebhook({ id: wamid, status: late, timestamp: at(10) }))).body.statuses).toBe(0);
    }
    expect(await message(wamid)).toMatchObject({ status: "READ", deliveredAt: moment(0), readAt: moment(5), failedAt: null });
  });

  it("fills «delivered» when «read» overtakes it", async () => {
    const wamid = await sentMessage();
    await post(statusWebhook({ id: wamid, status: "read", timestamp: at(5) }));
    await post(statusWebhook({ id: wamid, status: "delivered", timestamp: at(0) }));
    expect(await message(wamid)).toMatchObject({ status: "READ", deliveredAt: moment(5), readAt: moment(5) });
  });

  it("keeps «failed» final, with Meta's reason", async () => {
    const wamid = await sentMessage();
    await post(statusWebhook({ id: wamid, status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] }));
    await post(statusWebhook({ id: wamid, status: "delivered" }));
    await post(statusWebhook({ id: wamid, status: "read" }));
    const row = await message(wamid);
    expect(row).toMatchObject({ status: "FAILED", deliveredAt: null, readAt: null });
    expect(row.lastError).toBe("Meta informó que el mensaje falló · código 131026 · Message undeliverable");
  });

  it("changes nothing when Meta repeats a delivery", async () => {
    const wamid = await sentMessage();
    const delivered = statusWebhook({ id: wamid, status: "delivered", timestamp: at(0) });
    const hello = inboundWebhook({ from: "50371234567", text: "¿A qué hora llega la cuidadora?", timestamp: at(50) });
    const stop = inboundWebhook({ from: "50376543210", text: "STOP" });
    const first = [await post(delivered), await post(hello), await post(stop)];
    const snapshot = { message: await message(wamid), inbound: await database.db.whatsappInbound.findMany(), optOuts: await database.db.whatsappOptOut.findMany() };
    const again = [await post(delivered), await post(hello), await post(stop)];
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(again.map((answer) => answer.body)).toEqual([
      { ok: true, statuses: 0, optOuts: 0, inbound: 0 },
      { ok: true, statuses: 0, optOuts: 0, inbound: 0 },
      { ok: true, statuses: 0, optOuts: 1, inbound: 0 },
    ]);
    expect({ message: await message(wamid), inbound: await database.db.whatsappInbound.findMany(), optOuts: await database.db.whatsappOptOut.findMany() }).toEqual(snapshot);
    expect(snapshot.inbound).toEqual([expect.objectContaining({ from: "50371234567", text: "¿A qué hora llega la cuidadora?", receivedAt: moment(50) })]);
    expect(snapshot.optOuts).toEqual([expect.objectContaining({ number: "50376543210", text: "STOP" })]);
  });

  it("answers 200 to a signed body it cannot read, and ignores statuses of messages it never sent", async () => {
    expect((await post("no es json")).status).toBe(200);
    expect((await post({ entry: [{ changes: [{ value: { statuses: [{ id: "wamid.otro", status: "read" }, { nada: 1 }] } }] }] })).body).toEqual({ ok: true, statuses: 0, optOuts: 0, inbound: 0 });
  });

  it("takes the stand-in's signed status webhooks over HTTP, as from Meta", async () => {
    const server = await serveRoute((request) => POST(request, none));
    try {
      stub.config.webhookUrl = `${server.url}/api/whatsapp/webhook`;
      const wamid = await sentMessage();
      expect(await stub.sendStatus({ id: wamid, status: "delivered" })).toEqual({ status: 200, body: { delivered: 200, answer: JSON.stringify({ ok: true, statuses: 1, optOuts: 0, inbound: 0 }) } });
      expect((await message(wamid)).status).toBe("DELIVERED");
      // Signed with another secret: refused, nothing changes.
      expect((await stub.sendStatus({ id: wamid, status: "read" }, "otro-secreto")).body.delivered).toBe(401);
      expect((await message(wamid)).status).toBe("DELIVERED");
    } finally {
      await server.close();
    }
  });
});
