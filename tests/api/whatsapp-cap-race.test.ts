/** @jest-environment node */
import { db } from "@/lib/db";
import { deliverDueWhatsapp, enqueueWhatsapp, WHATSAPP_REASONS } from "@/lib/mail/whatsapp-outbox";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";

// The daily recipient cap (WHATSAPP_DAILY_RECIPIENTS) under concurrency. Two senders racing for the last
// place of the rolling 24 h: exactly one new number gets WhatsApp, the other is skipped with the reason. Each sender
// claims its own message (ids), so both really reach the cap's check at the same time; on PostgreSQL (a pool of
// connections, tests/postgres-pass.json) only the advisory lock of passesCap() keeps them from both passing.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ WHATSAPP_DAILY_RECIPIENTS: "3", SMTP_URL: undefined }, { each: true });
let stub: WhatsappStub;

beforeEach(async () => {
  stub = await startWhatsappStub();
});
afterEach(() => stub.close());

const queue = (to: string) => db().$transaction((tx) => enqueueWhatsapp(tx, { to, template: "reserva_confirmada", parameters: ["Ana", "Luna"] })) as Promise<string>;

/** Two of the three places taken in the last 24 h (messages sent an hour ago). */
async function twoPlacesTaken() {
  await queue("7000-0001");
  await queue("7000-0002");
  await deliverDueWhatsapp();
  await database.db.whatsappMessage.updateMany({ data: { countedAt: new Date(Date.now() - 3_600_000) } });
  stub.messages.length = 0;
}

it.each([1, 2, 3, 4, 5])("two new numbers racing for the last place: exactly one gets WhatsApp (round %i)", async () => {
  await twoPlacesTaken();
  const [a, b] = await Promise.all([queue("7000-0003"), queue("7000-0004")]);
  const [first, second] = await Promise.all([deliverDueWhatsapp({ ids: [a] }), deliverDueWhatsapp({ ids: [b] })]);
  expect([first.sent + second.sent, first.skipped + second.skipped]).toEqual([1, 1]);

  expect(stub.messages).toHaveLength(1);
  const rows = await database.db.whatsappMessage.findMany({ where: { id: { in: [a, b] } } });
  const sent = rows.filter((row) => row.status === "SENT");
  const skipped = rows.filter((row) => row.status === "SKIPPED");
  expect(sent).toHaveLength(1);
  expect(stub.messages[0].to).toBe(sent[0].recipient);
  expect(skipped).toEqual([expect.objectContaining({ lastError: WHATSAPP_REASONS.cap(3), countedAt: null })]);
  // Three distinct numbers in the window, no more; the team is told once.
  const counted = await database.db.whatsappMessage.findMany({ where: { countedAt: { not: null } }, distinct: ["recipient"], select: { recipient: true } });
  expect(counted).toHaveLength(3);
  expect(await database.db.outboxMessage.count({ where: { kind: "team-whatsapp-cap" } })).toBe(1);
});

it("two messages to the same new number racing for the last place: both go (one recipient)", async () => {
  await twoPlacesTaken();
  const [a, b] = await Promise.all([queue("7000-0003"), queue("+503 7000-0003")]);
  const [first, second] = await Promise.all([deliverDueWhatsapp({ ids: [a] }), deliverDueWhatsapp({ ids: [b] })]);
  expect([first.sent + second.sent, first.skipped + second.skipped]).toEqual([2, 0]);
  expect(stub.messages.map((message) => message.to)).toEqual(["50370000003", "50370000003"]);
  expect(await database.db.outboxMessage.count({ where: { kind: "team-whatsapp-cap" } })).toBe(0);
});
