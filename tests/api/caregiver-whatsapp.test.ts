/** @jest-environment node */
import { GET as getWhatsapp, POST as postWhatsapp } from "@/app/api/portal/whatsapp/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { CAREGIVER_WHATSAPP_MESSAGES } from "@/lib/caregivers/whatsapp-notices";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { createUser, linkedCaregiver, signIn } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";

// A caregiver turns WhatsApp notices on or off in the portal for their account's number (their profile's
// WhatsApp, or their application's before they have a profile), stored in the same consent records as the forms' boxes.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({}, { each: true });
let stub: WhatsappStub;

beforeEach(async () => {
  stub = await startWhatsappStub();
  await seedSitters(database.db);
});
afterEach(() => stub.close());

const none = routeParams({});
const mine = (cookie?: string) => getWhatsapp(apiRequest("/api/portal/whatsapp", { headers: cookie ? { cookie } : {} }), none).then(read);
const turn = (cookie: string | undefined, body: unknown) =>
  postWhatsapp(apiRequest("/api/portal/whatsapp", { method: "POST", headers: cookie ? { cookie } : {}, body }), none).then(read);

it("answers 401 without a session and 403 while the temporary password is still to change, storing nothing", async () => {
  await createUser(database.db, { email: "temporal@example.com", requirePasswordChange: true });
  const temporary = await signIn("temporal@example.com");
  for (const cookie of [undefined, "huellitas_session=nada"]) {
    expect((await mine(cookie)).status).toBe(401);
    expect((await turn(cookie, { optIn: true })).status).toBe(401);
  }
  expect((await mine(temporary)).status).toBe(403);
  expect((await turn(temporary, { optIn: true })).status).toBe(403);
  expect(await database.db.whatsappOptIn.count()).toBe(0);
});

it("turns them on for the profile's number with its time, off again as an opt-out, and the sitter's notices follow", async () => {
  const sitter = await database.db.sitter.findUniqueOrThrow({ where: { id: 1 }, select: { whatsapp: true } });
  const { cookie } = await linkedCaregiver(database.db, 1, "maria@example.com", "María José Hernández");
  expect(await mine(cookie)).toEqual({ status: 200, body: { number: "+503 7000-1101", on: false, since: null, sending: false } });
  expect(sitter.whatsapp).toBe("50370001101");

  const before = Date.now();
  const on = await turn(cookie, { optIn: true });
  expect(on).toMatchObject({ status: 200, body: { ok: true, whatsapp: { number: "+503 7000-1101", on: true, sending: true } } });
  const [consent] = await database.db.whatsappOptIn.findMany();
  expect(consent).toMatchObject({ number: "50370001101", source: "portal" });
  expect(consent.optedInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect((await mine(cookie)).body).toMatchObject({ on: true, since: consent.optedInAt.toISOString() });

  // A request for that sitter now queues the sitter's WhatsApp notice beside the e-mail.
  expect((await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 1 }) }), none))).status).toBe(201);
  expect(await database.db.whatsappMessage.findMany({ where: { recipient: "50370001101" }, select: { template: true } })).toEqual([{ template: "huellitas_cuidador_solicitud_nueva" }]);

  expect((await turn(cookie, { optIn: false })).body).toEqual({ ok: true, whatsapp: { number: "+503 7000-1101", on: false, since: null, sending: false } });
  expect(await database.db.whatsappOptIn.count()).toBe(0);
  expect(await database.db.whatsappOptOut.findMany()).toEqual([expect.objectContaining({ number: "50370001101" })]);
  expect((await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 1, ownerEmail: "otra@example.com" }, 10) }), none))).status).toBe(201);
  expect(await database.db.whatsappMessage.count({ where: { recipient: "50370001101" } })).toBe(1);

  // On again: the opt-out is gone, one record per number.
  await turn(cookie, { optIn: true });
  expect([await database.db.whatsappOptIn.count(), await database.db.whatsappOptOut.count()]).toEqual([1, 0]);
});

it("with the channel off, says they are on but not sent", async () => {
  const { cookie } = await linkedCaregiver(database.db, 2, "carlos@example.com");
  delete process.env.WHATSAPP_ACCESS_TOKEN;
  expect((await turn(cookie, { optIn: true })).body.whatsapp).toMatchObject({ on: true, sending: false });
});

it("an account without a profile uses its application's number; without either, 404 with the reason", async () => {
  await database.db.providerLead.create({ data: { name: "Nueva Persona", whatsapp: "7555-1234", email: "nueva@example.com", consent: true, source: "APPLICATION" } });
  const applicant = (await linkedCaregiver(database.db, null, "nueva@example.com")).cookie;
  expect((await turn(applicant, { optIn: true })).body.whatsapp).toMatchObject({ number: "+503 7555-1234", on: true });
  expect(await database.db.whatsappOptIn.findMany({ select: { number: true } })).toEqual([{ number: "50375551234" }]);

  const nobody = (await linkedCaregiver(database.db, null, "sin-numero@example.com")).cookie;
  expect((await mine(nobody)).body).toEqual({ number: null, on: false, since: null, sending: false });
  expect(await turn(nobody, { optIn: true })).toEqual({ status: 404, body: { ok: false, error: CAREGIVER_WHATSAPP_MESSAGES.noNumber } });
});

it("refuses anything but a boolean with 400", async () => {
  const { cookie } = await linkedCaregiver(database.db, 1, "maria@example.com");
  for (const body of [{}, { optIn: "sí" }, { optIn: 1 }, null]) {
    const answer = await turn(cookie, body);
    expect(answer.status).toBe(400);
    expect(answer.body.ok).toBe(false);
  }
  expect(await database.db.whatsappOptIn.count()).toBe(0);
});
