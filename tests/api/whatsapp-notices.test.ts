/** @jest-environment node */
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { POST as postApplication } from "@/app/api/applications/route";
import { POST as setWhatsapp } from "@/app/api/bookings/[token]/whatsapp/route";
import { POST as postPetOwnerLead } from "@/app/api/pet-owner-leads/route";
import { POST as postProviderLead } from "@/app/api/provider-leads/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { BOOKING_WHATSAPP } from "@/lib/bookings/lent";
import { trackingPageData } from "@/lib/bookings/owner/owner";
import { deliverDueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { createUser, signIn } from "../helpers/auth";
import { validApplication, validBooking, validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { meetWentWell } from "../helpers/meet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { serveRoute, startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";
import { proveNumber } from "../helpers/whatsapp-webhook";

// The consent box on every form's endpoint (stored per number with its time), the
// booking's notices reaching the local Graph API stand-in once each and only for opted-in people, BAJA, the
// owner's switch on the tracking page, and the team's list naming each message's channel and delivery. A number
// typed in a form gets notices only once proven (tests/api/whatsapp-proof.test.ts): these tests prove each number
// first, the way its owner would (it writes ALTA to the business number).

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined }, { each: true });
let stub: WhatsappStub;
let admin: string;

beforeEach(async () => {
  stub = await startWhatsappStub();
  await seedSitters(database.db);
  await createUser(database.db, { email: "admin@huellitas.sv", role: "admin" });
  admin = await signIn("admin@huellitas.sv");
});
afterEach(() => stub.close());

const none = routeParams({});
const post = (handler: (request: Request, context: typeof none) => Promise<Response>, path: string, body: unknown) =>
  handler(apiRequest(path, { method: "POST", body }), none).then(read);
async function book(overrides: Record<string, unknown> = {}) {
  const { status, body } = await post(postReservation, "/api/reservations", validBooking(overrides));
  expect(status).toBe(201);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
async function move(id: string, body: { status: string; reason?: string }) {
  if (body.status === "CONFIRMED") await meetWentWell(database.db, id);
  const { status } = await patchBooking(apiRequest(`/api/admin/bookings/${id}`, { method: "PATCH", body, headers: { cookie: admin } }), routeParams({ id })).then(read);
  expect(status).toBe(200);
}
const turn = (token: string, body: unknown) => setWhatsapp(apiRequest(`/api/bookings/${token}/whatsapp`, { method: "POST", body }), routeParams({ token })).then(read);
/** What reached the stand-in: number and template, in order. */
const received = () => stub.requests.map((request) => {
  const body = request.body as { to: string; template: { name: string; components: { parameters: { text: string }[] }[] } };
  return [body.to, body.template.name];
});
const SITTER_NUMBER = "50370001101"; // sitter 1 in the seed (María José)

describe("the consent box: whatsappOptIn on each endpoint", () => {
  const endpoints = [
    { name: "POST /api/reservations", send: (extra: object) => post(postReservation, "/api/reservations", validBooking({ ownerWhatsapp: "7123-4567", ...extra })), number: "50371234567", source: "reservation" },
    { name: "POST /api/pet-owner-leads", send: (extra: object) => post(postPetOwnerLead, "/api/pet-owner-leads", validPetOwnerLead({ whatsapp: "7123-4567", ...extra })), number: "50371234567", source: "pet-owner-lead" },
    { name: "POST /api/provider-leads", send: (extra: object) => post(postProviderLead, "/api/provider-leads", validProviderLead({ whatsapp: "7123-4567", ...extra })), number: "50371234567", source: "provider-lead" },
    { name: "POST /api/applications", send: (extra: object) => post(postApplication, "/api/applications", validApplication({ phone: "7123-4567", ...extra })), number: "50371234567", source: "application" },
  ];

  it.each(endpoints)("$name stores it per number with its time, defaults to false and refuses a non-boolean", async ({ send, number, source }) => {
    expect((await send({ whatsappOptIn: "sí" })).status).toBe(400);
    expect((await send({ whatsappOptIn: 1 })).status).toBe(400);
    expect(await database.db.whatsappOptIn.count()).toBe(0);
    // Left out: false, nothing stored.
    expect((await send({})).status).toBeLessThan(300);
    expect(await database.db.whatsappOptIn.count()).toBe(0);
    // A repeat sign-up changes nothing (lib/leads/signups.ts): start over with new entries.
    await database.db.referralAlias.deleteMany();
    await database.db.petOwnerLead.deleteMany();
    await database.db.providerLead.deleteMany();
    await database.db.booking.deleteMany();
    const at = Date.now();
    expect((await send({ whatsappOptIn: true })).status).toBeLessThan(300);
    const [row] = await database.db.whatsappOptIn.findMany();
    expect(row).toMatchObject({ number, source });
    expect(row.optedInAt.getTime()).toBeGreaterThanOrEqual(at - 1000);
    expect(row.optedInAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("a box ticked after BAJA changes nothing: only the number's ALTA undoes it", async () => {
    await database.db.whatsappOptOut.create({ data: { number: "50371234567", text: "BAJA" } });
    await book({ whatsappOptIn: true });
    expect(await database.db.whatsappOptOut.count()).toBe(1);
    expect(await database.db.whatsappOptIn.count()).toBe(0);
  });
});

describe("the booking's notices by WhatsApp", () => {
  it("reach the stand-in once each, only for opted-in people, beside the e-mails", async () => {
    // The sitter opted in through their application (the same number as their profile's).
    await proveNumber(SITTER_NUMBER);
    await proveNumber("50371234567");
    await post(postApplication, "/api/applications", validApplication({ phone: "+503 7000-1101", email: "mariajose@example.com", whatsappOptIn: true }));
    const optedIn = await book({ whatsappOptIn: true });
    const notOptedIn = await book({ ownerWhatsapp: "7765-4321", ownerEmail: "berta@example.com" });
    await move(optedIn.id, { status: "CONFIRMED" });
    await move(notOptedIn.id, { status: "DECLINED", reason: "Sin cupo" });
    await move(optedIn.id, { status: "CANCELLED", reason: "La familia ya no viaja" });

    const report = await deliverDueWhatsapp();
    expect(report).toMatchObject({ sent: 5, failed: 0, skipped: 0, waiting: 0 });
    // Ran again, nothing more is sent.
    expect(await deliverDueWhatsapp()).toMatchObject({ sent: 0, waiting: 0 });
    expect(received()).toEqual([
      ["50371234567", BOOKING_WHATSAPP["booking-received"].template],
      [SITTER_NUMBER, BOOKING_WHATSAPP["sitter-new-request"].template],
      [SITTER_NUMBER, BOOKING_WHATSAPP["sitter-new-request"].template],
      ["50371234567", BOOKING_WHATSAPP["booking-confirmed"].template],
      [SITTER_NUMBER, BOOKING_WHATSAPP["sitter-booking-cancelled"].template],
    ]);
    // Never the owner who did not tick the box (their request, decline), never the team.
    expect(received().some(([to]) => to === "50377654321")).toBe(false);
    // The body's parameters: first name, the booking's reference, the tracking link (the owner's own, absolute).
    const first = stub.requests[0].body as { template: { language: { code: string }; components: { parameters: { text: string }[] }[] } };
    expect(first.template.language.code).toBe("es");
    const [name, reference, link] = first.template.components[0].parameters.map((parameter) => parameter.text);
    expect(name).toBe("Ana");
    expect(reference).toMatch(/^[A-Z0-9]{4,}/);
    expect(link).toMatch(/^https?:\/\/.+\/reserva\/[A-Za-z0-9_-]{32,}$/);
    // The e-mails went as always.
    expect(await database.db.outboxMessage.count({ where: { bookingId: optedIn.id, kind: "booking-received" } })).toBe(1);
  });

  it("after BAJA, no more: the opt-in is gone and later notices are not queued", async () => {
    await proveNumber("50371234567");
    const { id } = await book({ whatsappOptIn: true });
    const server = await serveRoute((request) => webhook(request, none));
    try {
      stub.config.webhookUrl = `${server.url}/api/whatsapp/webhook`;
      expect(await stub.sendInbound({ from: "50371234567", text: "BAJA" })).toMatchObject({ body: { delivered: 200 } });
    } finally {
      await server.close();
    }
    expect(await database.db.whatsappOptIn.count()).toBe(0);
    await move(id, { status: "CONFIRMED" });
    await deliverDueWhatsapp();
    // The request's notice was queued before BAJA and is skipped when sent; the confirmation is never queued.
    expect(received()).toEqual([]);
    const templates = (await database.db.whatsappMessage.findMany({ where: { bookingId: id } })).map((row) => [row.template, row.status]);
    expect(templates).toEqual([[BOOKING_WHATSAPP["booking-received"].template, "SKIPPED"]]);
  });

  it("the tracking page turns them off through the owner's token; on again only with the number's ALTA", async () => {
    await proveNumber("50371234567");
    const { id, token } = await book({ whatsappOptIn: true });
    expect((await trackingPageData({ audience: "owner", id, token })).whatsappNotices).toEqual({ number: "+503 7123-4567", on: true, sending: true });
    expect((await turn(token, { optIn: "no" })).status).toBe(400);
    // Off: from now on only the number's ALTA turns them on again, and the page says so.
    expect(await turn(token, { optIn: false })).toEqual({ status: 200, body: { ok: true, whatsapp: { number: "+503 7123-4567", on: false, sending: false, waiting: "alta" } } });
    expect(await database.db.whatsappOptIn.count()).toBe(0);
    expect(await database.db.whatsappOptOut.findMany()).toEqual([expect.objectContaining({ number: "50371234567" })]);
    await move(id, { status: "CONFIRMED" });
    expect(await database.db.whatsappMessage.count({ where: { template: BOOKING_WHATSAPP["booking-confirmed"].template } })).toBe(0);
    expect((await turn("A".repeat(32), { optIn: false })).status).toBe(404);

    // The page's button does not undo an opt-out (whoever typed the number holds the link): it says to write ALTA.
    expect((await turn(token, { optIn: true })).body).toEqual({ ok: true, whatsapp: { number: "+503 7123-4567", on: false, sending: false, waiting: "alta" } });
    expect(await database.db.whatsappOptOut.count()).toBe(1);
    await proveNumber("50371234567");
    expect(await database.db.whatsappOptOut.count()).toBe(0);
    await move(id, { status: "CANCELLED", reason: "Cambio de planes" });
    // booking-cancelled-by-team has no template: still nothing more for the owner, but the state is on.
    expect((await trackingPageData({ audience: "owner", id, token })).whatsappNotices.on).toBe(true);
  });

  it("the page does not say «Te avisamos también por WhatsApp» while the channel is off", async () => {
    await proveNumber("50371234567");
    const { id, token } = await book({ whatsappOptIn: true });
    delete process.env.WHATSAPP_ACCESS_TOKEN;
    expect((await trackingPageData({ audience: "owner", id, token })).whatsappNotices).toEqual({ number: "+503 7123-4567", on: true, sending: false });
  });
});

describe("GET /api/admin/bookings: each message's channel and delivery", () => {
  it("names e-mails and WhatsApp messages, with Meta's delivery state, and the owner's opt-in", async () => {
    await proveNumber("50371234567");
    const { id } = await book({ whatsappOptIn: true });
    const other = await book({ ownerWhatsapp: "7765-4321", ownerEmail: "berta@example.com" });
    await deliverDueWhatsapp();
    const [ownerMessage] = await database.db.whatsappMessage.findMany({ where: { bookingId: id, recipient: "50371234567" } });
    await database.db.whatsappMessage.update({ where: { id: ownerMessage.id }, data: { status: "FAILED", lastError: "(#131026) Message undeliverable" } });
    const { status, body } = await adminBookings(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), none).then(read);
    expect(status).toBe(200);
    const items = body as unknown as { id: string; whatsappOptInAt: string | null; outbox: { channel: string; delivery?: string | null; kind: string; to: string }[] }[];
    const mine = items.find((item) => item.id === id)!;
    expect(mine.whatsappOptInAt).not.toBeNull();
    expect(items.find((item) => item.id === other.id)!.whatsappOptInAt).toBeNull();
    for (const message of mine.outbox) expect(["email", "whatsapp"]).toContain(message.channel);
    expect(mine.outbox.filter((message) => message.channel === "email").every((message) => !("delivery" in message))).toBe(true);
    expect(mine.outbox.find((message) => message.channel === "whatsapp" && message.kind === "booking-received")).toMatchObject({ delivery: "failed", to: "+503 7123-4567" });
    // The other owner did not opt in: only e-mails.
    expect(items.find((item) => item.id === other.id)!.outbox.every((message) => message.channel === "email")).toBe(true);
  });
});
