/** @jest-environment node */
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { POST as setWhatsapp } from "@/app/api/bookings/[token]/whatsapp/route";
import { POST as postPetOwnerLead } from "@/app/api/pet-owner-leads/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { BOOKING_WHATSAPP } from "@/lib/bookings/lent";
import { bookingReference } from "@/lib/bookings/core/reference";
import { WHATSAPP_CONFIRMATIONS } from "@/lib/mail/whatsapp-confirmations";
import { deliverDueWhatsapp, WHATSAPP_REASONS } from "@/lib/mail/whatsapp-outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie } from "../helpers/auth";
import { validBooking, validPetOwnerLead } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";
import { proveNumber, reportStatus, writeFromNumber } from "../helpers/whatsapp-webhook";

// A number typed in a form is not proven: its first message is one confirmation ("Responde SÍ"), notices go only
// after the number itself answers, a BAJA is undone only by the number's ALTA, and strangers' numbers neither pass
// the daily recipient cap's room around nor close it for everyone else.

const database = withTestDatabase({ resetBeforeEach: true });
// Many requests from one test client: the per-client form limit is not what these tests are about.
withTestEnv({ PUBLIC_FORM_RATE_LIMIT: "1000", SMTP_URL: undefined, WHATSAPP_DAILY_RECIPIENTS: undefined, WHATSAPP_DAILY_UNPROVEN: undefined }, { each: true });
let stub: WhatsappStub;

beforeEach(async () => {
  stub = await startWhatsappStub();
  await seedSitters(database.db);
});
afterEach(() => stub.close());

const VICTIM = "50371234567"; // "7123-4567", the fixtures' owner number
const SITTER = "50370001101"; // sitter 1 in the seed
const CONFIRM = WHATSAPP_CONFIRMATIONS["whatsapp-confirm-booking"].template;
const RECEIVED = BOOKING_WHATSAPP["booking-received"].template;
const none = routeParams({});

async function book(overrides: Record<string, unknown> = {}) {
  const { status, body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ whatsappOptIn: true, ...overrides }) }), none));
  expect(status).toBe(201);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
/** What reached the stand-in: number and template, in order. */
const received = () => stub.messages.map((message) => [message.to, message.template]);

describe("a number typed in a form", () => {
  it("20 requests with one number send it one confirmation and no notice; its SÍ lets the next notice go", async () => {
    const first = await book();
    // At the same moment (on PostgreSQL, concurrent transactions): the number is asked once all the same.
    await Promise.all(Array.from({ length: 19 }, () => book()));
    await deliverDueWhatsapp();
    expect(received()).toEqual([[VICTIM, CONFIRM]]);
    // The confirmation names the request that asked for it.
    expect(stub.messages[0].parameters).toEqual([bookingReference(first.id)]);
    expect(await database.db.whatsappMessage.count({ where: { recipient: VICTIM } })).toBe(1);

    await writeFromNumber(VICTIM, "Sí");
    await book();
    await deliverDueWhatsapp();
    // Only the request after the SÍ: the twenty earlier ones are not sent their notices late.
    expect(received()).toEqual([
      [VICTIM, CONFIRM],
      [VICTIM, RECEIVED],
    ]);
    // Proven for every later notice, with the box ticked or not.
    await book({ whatsappOptIn: false, ownerEmail: "otra@example.com" });
    await deliverDueWhatsapp();
    expect(received().at(-1)).toEqual([VICTIM, RECEIVED]);
  });

  it("after BAJA, five requests with the box ticked send nothing, nor does the tracking page; the number's ALTA turns it back on", async () => {
    const { token } = await book();
    await writeFromNumber(VICTIM, "BAJA");
    for (let i = 0; i < 5; i++) await book();
    // Neither a SÍ written after BAJA nor the tracking page's button undoes it.
    await writeFromNumber(VICTIM, "si");
    const page = await read(await setWhatsapp(apiRequest(`/api/bookings/${token}/whatsapp`, { method: "POST", body: { optIn: true } }), routeParams({ token })));
    expect(page.body.whatsapp).toMatchObject({ on: false, sending: false, waiting: "alta" });
    await deliverDueWhatsapp();
    // The first request's confirmation is all the number ever got.
    expect(received()).toEqual([]);
    expect(await database.db.whatsappMessage.findMany({ where: { recipient: VICTIM }, select: { template: true, status: true, lastError: true } })).toEqual([
      { template: CONFIRM, status: "SKIPPED", lastError: WHATSAPP_REASONS.optedOut },
    ]);
    expect(await database.db.whatsappOptOut.count({ where: { number: VICTIM } })).toBe(1);

    await writeFromNumber(VICTIM, "Alta");
    expect(await database.db.whatsappOptOut.count()).toBe(0);
    await book({ whatsappOptIn: false });
    await deliverDueWhatsapp();
    expect(received()).toEqual([[VICTIM, RECEIVED]]);
  });

  it("a SÍ from a number nobody asked turns nothing on", async () => {
    await writeFromNumber("50379990000", "SÍ");
    expect(await database.db.whatsappOptIn.count()).toBe(0);
    // Kept as a text for the team.
    expect(await database.db.whatsappInbound.findMany({ select: { from: true, text: true } })).toEqual([{ from: "50379990000", text: "SÍ" }]);
  });

  it("unproven numbers have a daily cap of their own: past it their confirmation is held back, and asked again later", async () => {
    process.env.WHATSAPP_DAILY_UNPROVEN = "3";
    for (let i = 0; i < 5; i++) await book({ ownerWhatsapp: `7600-000${i}`, ownerEmail: `persona${i}@example.com` });
    expect(await deliverDueWhatsapp()).toMatchObject({ sent: 3, skipped: 2 });
    expect(received()).toEqual([0, 1, 2].map((i) => [`5037600000${i}`, CONFIRM]));
    const held = await database.db.whatsappMessage.findMany({ where: { status: "SKIPPED" }, select: { recipient: true, lastError: true } });
    expect(held).toEqual([3, 4].map((i) => ({ recipient: `5037600000${i}`, lastError: WHATSAPP_REASONS.unprovenCap(3) })));
    // A held-back number is asked by its next request (once there is room), an asked one is not asked twice.
    process.env.WHATSAPP_DAILY_UNPROVEN = "4";
    await book({ ownerWhatsapp: "7600-0003", ownerEmail: "persona3@example.com" });
    await book({ ownerWhatsapp: "7600-0000", ownerEmail: "persona0@example.com" });
    await deliverDueWhatsapp();
    expect(received().slice(3)).toEqual([["50376000003", CONFIRM]]);
  });

  it("a waitlist's box sends the sign-up's confirmation, with the person's first name", async () => {
    const answer = await read(await postPetOwnerLead(apiRequest("/api/pet-owner-leads", { method: "POST", body: validPetOwnerLead({ name: "Lucía Romero", whatsapp: "7100-0001", whatsappOptIn: true }) }), none));
    expect(answer.status).toBe(201);
    await deliverDueWhatsapp();
    expect(stub.messages.map((message) => [message.to, message.template, message.parameters])).toEqual([["50371000001", WHATSAPP_CONFIRMATIONS["whatsapp-confirm-signup"].template, ["Lucía"]]]);
  });
});

describe("the daily recipient cap", () => {
  it("anonymous requests with made-up numbers do not close it to a proven number or a sitter", async () => {
    // Scaled down: a cap of 5 and 12 strangers' numbers (the red team's 260 against 250).
    process.env.WHATSAPP_DAILY_RECIPIENTS = "5";
    await proveNumber(VICTIM);
    await proveNumber(SITTER);
    for (let i = 0; i < 12; i++) {
      await book({ ownerWhatsapp: `7800-${String(i).padStart(4, "0")}`, ownerEmail: `anonimo${i}@example.com`, sitterId: undefined });
    }
    expect(await deliverDueWhatsapp()).toMatchObject({ sent: 12, skipped: 0 });
    await book({ ownerEmail: "familia@example.com" });
    expect(await deliverDueWhatsapp()).toMatchObject({ sent: 2, skipped: 0 });
    expect(received().slice(12)).toEqual([
      [VICTIM, RECEIVED],
      [SITTER, BOOKING_WHATSAPP["sitter-new-request"].template],
    ]);
  });
});

describe("the team's card", () => {
  it("lists the confirmation as a notice of the request that asked for it, with its delivery", async () => {
    const first = await book();
    const second = await book();
    await deliverDueWhatsapp();
    await reportStatus(stub.messages[0].id, "delivered");
    const { status, body } = await read(await adminBookings(apiRequest("/api/admin/bookings", { headers: { cookie: await adminCookie(database.db) } }), none));
    expect(status).toBe(200);
    const items = body as unknown as { id: string; whatsappOptInAt: string | null; outbox: { channel: string; kind: string; to: string; text: string; delivery?: string | null; subject: string }[] }[];
    const card = items.find((item) => item.id === first.id)!;
    expect(card.outbox.filter((message) => message.channel === "whatsapp")).toEqual([
      expect.objectContaining({ kind: "whatsapp-confirm-booking", to: "+503 7123-4567", delivery: "delivered", text: expect.stringContaining(bookingReference(first.id)) }),
    ]);
    // Not proven yet: the card does not say the notices are on; the other request asked nothing more.
    expect(card.whatsappOptInAt).toBeNull();
    expect(items.find((item) => item.id === second.id)!.outbox.every((message) => message.channel === "email")).toBe(true);
  });
});
