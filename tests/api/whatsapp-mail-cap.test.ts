/** @jest-environment node */
import { GET as track } from "@/app/api/bookings/[token]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { CAPPED_REASON, OWNER_MAILS_PER_DAY } from "@/lib/bookings/core/owner-mail-cap";
import { trackingHash } from "@/lib/bookings/core/tracking";
import { deliverDueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";
import { proveNumber } from "../helpers/whatsapp-webhook";

// The e-mail cap for addresses never proven (owner-mail-cap.ts) holds e-mails only; an opted-in
// owner's WhatsApp notices go regardless. And the other way round: the link a WhatsApp message carries proves no
// address, so opening it does not lift the e-mail cap (only an e-mailed link does). The number is proven first (it
// writes ALTA): a number only typed in a form gets its confirmation, not notices (tests/api/whatsapp-proof.test.ts).

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined }, { each: true });
let stub: WhatsappStub;

beforeEach(async () => {
  stub = await startWhatsappStub();
  await seedSitters(database.db);
  await proveNumber("50371234567");
});
afterEach(() => stub.close());

const OWNER = "desconocida@example.com";
const none = routeParams({});
async function book() {
  const answer = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerEmail: OWNER, whatsappOptIn: true }) }), none));
  expect(answer.status).toBe(201);
}
const ownerMails = () => database.db.outboxMessage.findMany({ where: { to: OWNER }, orderBy: { createdAt: "asc" }, select: { status: true, lastError: true, text: true } });
const ownerWhatsapp = () => database.db.whatsappMessage.findMany({ where: { recipient: "50371234567" }, orderBy: { createdAt: "asc" } });
const tokenIn = (text: string) => /\/reserva\/([A-Za-z0-9_-]{32})/.exec(text)![1];
const open = async (token: string) => (await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).status;

it("past the e-mail cap of an unproven address, the owner's WhatsApp notices still go, one per request", async () => {
  for (let i = 0; i <= OWNER_MAILS_PER_DAY; i++) await book();
  const mails = await ownerMails();
  expect(mails.map((mail) => mail.status)).toEqual([...Array(OWNER_MAILS_PER_DAY).fill("PENDING"), "SKIPPED"]);
  expect(mails.at(-1)!.lastError).toBe(CAPPED_REASON);

  const queued = await ownerWhatsapp();
  expect(queued.map((row) => [row.template, row.status])).toEqual(Array(OWNER_MAILS_PER_DAY + 1).fill(["huellitas_solicitud_recibida", "PENDING"]));
  expect(await deliverDueWhatsapp()).toMatchObject({ sent: OWNER_MAILS_PER_DAY + 1, skipped: 0, failed: 0 });
  expect(stub.messages.filter((message) => message.to === "50371234567")).toHaveLength(OWNER_MAILS_PER_DAY + 1);
});

it("the WhatsApp message's link is its own and proves no address: opening it keeps the e-mail cap, the e-mailed one lifts it", async () => {
  for (let i = 0; i < OWNER_MAILS_PER_DAY; i++) await book();
  const [message] = await ownerWhatsapp();
  const whatsappToken = tokenIn((message.parameters as string[])[2]);
  const mailedToken = tokenIn((await ownerMails())[0].text);
  expect(whatsappToken).not.toBe(mailedToken);
  expect(await database.db.bookingLink.findUniqueOrThrow({ where: { hash: trackingHash(whatsappToken) } })).toMatchObject({ sentTo: null });

  // The link works for the family…
  expect(await open(whatsappToken)).toBe(200);
  // …but whoever typed a number they hold proves nothing of the address: its e-mails stay capped.
  await book();
  expect((await ownerMails()).at(-1)).toMatchObject({ status: "SKIPPED", lastError: CAPPED_REASON });

  expect(await open(mailedToken)).toBe(200);
  await book();
  expect((await ownerMails()).at(-1)).toMatchObject({ status: "PENDING", lastError: null });
  // WhatsApp went with every request.
  expect(await ownerWhatsapp()).toHaveLength(OWNER_MAILS_PER_DAY + 2);
});
