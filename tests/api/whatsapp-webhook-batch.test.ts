/** @jest-environment node */
import { POST } from "@/app/api/whatsapp/webhook/route";
import { BODY_MESSAGES } from "@/lib/http/body";
import { signBody } from "../../tools/whatsapp-local/server.mjs";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { WHATSAPP_ENV } from "../helpers/whatsapp";

// A signed webhook as large as the body limit, carrying thousands of statuses, is applied in as many statements as a
// delivery of one status, with the rules of one by one: a message only moves forward, read and failed are final,
// a read that overtook its delivered fills both, Meta's repeats change nothing.

const database = withTestDatabase({ resetBeforeEach: true, recordQueries: true });
withTestEnv(WHATSAPP_ENV, { each: true });

const none = routeParams({});
const LIMIT = 512 * 1024;
const post = (raw: string) =>
  POST(apiRequest("/api/whatsapp/webhook", { method: "POST", body: raw, headers: { "x-hub-signature-256": signBody(raw, WHATSAPP_ENV.WHATSAPP_APP_SECRET) } }), none).then(read);

// Moments of the last hour, relative to now, in Meta's whole seconds.
const HOUR_AGO = Math.floor(Date.now() / 1000 - 3600) * 1000;
const moment = (minute: number) => new Date(HOUR_AGO + minute * 60_000);
const at = (minute: number) => String(moment(minute).getTime() / 1000);

type Status = { id: string; status: string; timestamp: string; recipient_id: string; errors?: object[] };
type Row = { status: "PENDING" | "SENT" | "DELIVERED" | "READ" | "FAILED" | "SKIPPED"; deliveredAt?: Date; readAt?: Date; failedAt?: Date; lastError?: string };
const UNDELIVERABLE = [{ code: 131026, title: "Message undeliverable" }];

/**
 * Each case: how a message stands, the statuses the batch carries for it (in order), and how it must end, with the
 * moves it counts — what applying the statuses one by one gives.
 */
const CASES: { name: string; before: Row; statuses: [string, number, object[]?][]; after: Row; moves: number }[] = [
  { name: "delivered then read", before: { status: "SENT" }, statuses: [["delivered", 1], ["read", 2]], after: { status: "READ", deliveredAt: moment(1), readAt: moment(2) }, moves: 2 },
  { name: "read overtakes delivered", before: { status: "SENT" }, statuses: [["read", 2], ["delivered", 1]], after: { status: "READ", deliveredAt: moment(2), readAt: moment(2) }, moves: 1 },
  { name: "a late sent and a repeated delivered", before: { status: "DELIVERED", deliveredAt: moment(0) }, statuses: [["sent", 1], ["delivered", 3]], after: { status: "DELIVERED", deliveredAt: moment(0) }, moves: 0 },
  { name: "read is final", before: { status: "READ", deliveredAt: moment(0), readAt: moment(1) }, statuses: [["delivered", 2], ["failed", 3, UNDELIVERABLE]], after: { status: "READ", deliveredAt: moment(0), readAt: moment(1) }, moves: 0 },
  {
    name: "failed is final",
    before: { status: "SENT" },
    statuses: [["failed", 1, UNDELIVERABLE], ["delivered", 2], ["read", 3]],
    after: { status: "FAILED", failedAt: moment(1), lastError: "Meta informó que el mensaje falló · código 131026 · Message undeliverable" },
    moves: 1,
  },
  { name: "delivered, then failed", before: { status: "SENT" }, statuses: [["delivered", 1], ["failed", 2]], after: { status: "FAILED", deliveredAt: moment(1), failedAt: moment(2), lastError: "Meta informó que el mensaje falló." }, moves: 2 },
  { name: "a skipped one never moves", before: { status: "SKIPPED", lastError: "BAJA" }, statuses: [["delivered", 1]], after: { status: "SKIPPED", lastError: "BAJA" }, moves: 0 },
  { name: "a status we do not act on", before: { status: "SENT" }, statuses: [["deleted", 1], ["delivered", 2]], after: { status: "DELIVERED", deliveredAt: moment(2) }, moves: 1 },
];

const wamid = (i: number) => `wamid.HBgLNTAzNzAwMDAwMDAVAgARGBI${String(i).padStart(6, "0")}AA`;

/** The messages, `perCase` of each case, as the outbox left them after sending. */
async function seedMessages(perCase: number) {
  const rows = CASES.flatMap((one, c) =>
    Array.from({ length: perCase }, (_, k) => ({
      template: "reserva_confirmada",
      parameters: ["Ana"],
      to: "7000-0000",
      recipient: "50370000000",
      wamid: wamid(c * perCase + k),
      sentAt: moment(0),
      ...one.before,
    })),
  );
  await database.db.whatsappMessage.createMany({ data: rows });
}

/**
 * Meta's shape, the statuses spread over several entries and changes as Meta batches them: the n-th status of every
 * message goes in the n-th change, so a message's order runs across changes.
 */
function batch(perCase: number, unknownWamids = 0) {
  const changes: Status[][] = [[], [], []];
  CASES.forEach((one, c) => {
    for (let k = 0; k < perCase; k++) {
      one.statuses.forEach(([status, minute, errors], n) => {
        changes[n].push({ id: wamid(c * perCase + k), status, timestamp: at(minute), recipient_id: "50370000000", ...(errors ? { errors } : {}) });
      });
    }
  });
  for (let u = 0; u < unknownWamids; u++) changes[0].push({ id: `wamid.desconocido${u}`, status: "read", timestamp: at(5), recipient_id: "50370000000" });
  const value = (statuses: Status[]) => ({ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "50370000000", phone_number_id: WHATSAPP_ENV.WHATSAPP_PHONE_NUMBER_ID }, statuses } });
  return { object: "whatsapp_business_account", entry: [{ id: "1", changes: [value(changes[0]), value(changes[1])] }, { id: "2", changes: [value(changes[2])] }] };
}

/** The statements one POST costs, and its answer. */
async function counted(raw: string) {
  database.queries.length = 0;
  const answer = await post(raw);
  return { answer, statements: database.queries.length };
}

it("applies a signed batch near the body limit with thousands of statuses in as many statements as one status", async () => {
  // A delivery of one status: the measure.
  await seedMessages(1);
  const one = await counted(JSON.stringify(batch(1)));
  expect(one.answer.status).toBe(200);
  expect(one.statements).toBeGreaterThan(0);
  await database.reset();

  const PER_CASE = 230;
  await seedMessages(PER_CASE);
  const raw = JSON.stringify(batch(PER_CASE, 150));
  const statuses = CASES.reduce((sum, one) => sum + one.statuses.length, 0) * PER_CASE + 150;
  expect(statuses).toBeGreaterThan(3500);
  expect(Buffer.byteLength(raw)).toBeGreaterThan(LIMIT * 0.9);
  expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(LIMIT);

  const { answer, statements } = await counted(raw);
  const moves = CASES.reduce((sum, one) => sum + one.moves, 0) * PER_CASE;
  expect(answer).toEqual({ status: 200, body: { ok: true, statuses: moves, optOuts: 0, inbound: 0 } });
  expect(statements).toBe(one.statements);

  // Every row ends as applying its statuses one by one would leave it.
  const rows = await database.db.whatsappMessage.findMany({ orderBy: { wamid: "asc" } });
  expect(rows).toHaveLength(CASES.length * PER_CASE);
  CASES.forEach((one, c) => {
    const want = { deliveredAt: null, readAt: null, failedAt: null, lastError: null, sentAt: moment(0), ...one.after };
    const mine = rows.slice(c * PER_CASE, (c + 1) * PER_CASE).map(({ status, deliveredAt, readAt, failedAt, lastError, sentAt }) => ({ status, deliveredAt, readAt, failedAt, lastError, sentAt }));
    expect({ name: one.name, rows: mine }).toEqual({ name: one.name, rows: mine.map(() => want) });
  });

  // Meta repeats the batch: nothing changes, at the same cost.
  const again = await counted(raw);
  expect(again.answer.body).toEqual({ ok: true, statuses: 0, optOuts: 0, inbound: 0 });
  expect(again.statements).toBe(statements);
  expect(await database.db.whatsappMessage.findMany({ orderBy: { wamid: "asc" } })).toEqual(rows);
});

it("still refuses a batch past the body limit or badly signed, and applies none of it", async () => {
  await seedMessages(400);
  const raw = JSON.stringify(batch(400));
  expect(Buffer.byteLength(raw)).toBeGreaterThan(LIMIT);
  expect(await post(raw)).toEqual({ status: 413, body: { ok: false, error: BODY_MESSAGES.tooLarge } });
  const small = JSON.stringify(batch(1));
  const forged = await POST(apiRequest("/api/whatsapp/webhook", { method: "POST", body: small, headers: { "x-hub-signature-256": signBody(small, "otro-secreto") } }), none);
  expect(forged.status).toBe(401);
  expect(await database.db.whatsappMessage.count({ where: { status: { notIn: ["SENT", "DELIVERED", "READ", "SKIPPED"] } } })).toBe(0);
  expect(await database.db.whatsappMessage.count({ where: { deliveredAt: { not: null }, status: "SENT" } })).toBe(0);
});

it("applies two deliveries at once over the same messages, in opposite orders, without losing either", async () => {
  const ids = Array.from({ length: 300 }, (_, i) => wamid(i));
  await database.db.whatsappMessage.createMany({ data: ids.map((id) => ({ template: "reserva_confirmada", parameters: ["Ana"], to: "7000-0000", recipient: "50370000000", wamid: id, status: "SENT" as const, sentAt: moment(0) })) });
  const delivery = (statuses: Status[]) => JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "messages", value: { statuses } }] }] });
  const delivered = delivery(ids.map((id) => ({ id, status: "delivered", timestamp: at(1), recipient_id: "50370000000" })));
  const readBack = delivery([...ids].reverse().map((id) => ({ id, status: "read", timestamp: at(2), recipient_id: "50370000000" })));
  const [first, second] = await Promise.all([post(delivered), post(readBack)]);
  expect([first.status, second.status]).toEqual([200, 200]);
  // Every message read; each delivered one moved twice, each whose read came first once (its delivered filled).
  const rows = await database.db.whatsappMessage.findMany();
  expect(rows.every((row) => row.status === "READ" && row.readAt?.getTime() === moment(2).getTime() && row.deliveredAt !== null)).toBe(true);
  const twice = rows.filter((row) => row.deliveredAt!.getTime() === moment(1).getTime()).length;
  expect(first.body.statuses + second.body.statuses).toBe(300 + twice);
});
