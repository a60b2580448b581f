/** @jest-environment node */
import { POST as adminPropose } from "@/app/api/admin/bookings/[id]/meet/route";
import { POST as portalPropose } from "@/app/api/portal/bookings/[id]/meet/route";
import { GET as portalList } from "@/app/api/portal/bookings/route";
import { GET as sitterThread } from "@/app/api/portal/bookings/[id]/messages/route";
import { POST as confirmMeet } from "@/app/api/bookings/[token]/meet/confirm/route";
import { GET as ownerThread } from "@/app/api/bookings/[token]/messages/route";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { MEET_MESSAGES } from "@/lib/bookings/meet/meet-rules";
import { bookingWorld } from "../helpers/booking-world";
import { validBooking } from "../helpers/fixtures";
import { laterToday } from "../helpers/later-today";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// A meet & greet at a home needs its address: the sitter gives theirs when proposing one at their home, the owner
// theirs when confirming one at their home. It and both WhatsApp numbers reach the other side only once the meeting
// is confirmed: in the booking's thread (a message of the team) and in the meeting's notice. The hand-over meeting,
// on the stay's first day, is never by video call.

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
let carlos: string; // linked to sitter 2 (WhatsApp 50360001202)
beforeEach(async () => {
  ({ admin, carlos } = await bookingWorld(database.db, { admin: true }));
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const HOME = { colonia: "Colonia Escalón", street: "Pasaje Los Pinos #12", reference: "Portón verde frente al parque" };
const OWNER_NUMBER = "WhatsApp de Ana: +503 7123-4567";
const SITTER_NUMBER = "WhatsApp de Carlos: +503 6000-1202";

async function book(inDays = 3) {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE" }, inDays) }), routeParams({})),
  );
  if (!body.trackingUrl) throw new Error(JSON.stringify(body));
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const post = (handler: Handler, path: string, params: Record<string, string>, body: unknown, cookie?: string) =>
  handler(apiRequest(path, { method: "POST", body, headers: cookie ? { cookie } : {} }), routeParams(params)).then(read);
const get = (handler: Handler, path: string, params: Record<string, string>, cookie?: string) =>
  handler(apiRequest(path, { headers: cookie ? { cookie } : {} }), routeParams(params)).then(read);
const sitterProposes = (id: string, body: unknown) => post(portalPropose, `/api/portal/bookings/${id}/meet`, { id }, body, carlos);
const teamProposes = (id: string, body: unknown) => post(adminPropose, `/api/admin/bookings/${id}/meet`, { id }, body, admin);
const ownerConfirms = (token: string, body: unknown = {}) => post(confirmMeet, `/api/bookings/${token}/meet/confirm`, { token }, body);
const threadOfOwner = async (token: string) => JSON.stringify((await get(ownerThread, `/api/bookings/${token}/messages`, { token })).body.messages);
const threadOfSitter = async (id: string) => JSON.stringify((await get(sitterThread, `/api/portal/bookings/${id}/messages`, { id }, carlos)).body.messages);
const ownerMeet = async (token: string) => (await get(track, `/api/bookings/${token}`, { token })).body.booking.meet;
const portalMeet = async (id: string) => (await get(portalList, "/api/portal/bookings", {}, carlos)).body.bookings.find((b: { id: string }) => b.id === id).meet;
const mailTo = (id: string, kind: string) => database.db.outboxMessage.findFirst({ where: { bookingId: id, kind }, orderBy: { createdAt: "desc" } });

describe("a meeting at the sitter's home", () => {
  it("asks the sitter for the address (400 in Spanish without it) and shows it to the owner only once confirmed, with both numbers", async () => {
    const { id, token } = await book();
    const meet = { at: inHours(48), place: "SITTER_HOME" };
    expect(await sitterProposes(id, meet)).toEqual({ status: 400, body: { ok: false, field: "address", error: MEET_MESSAGES.sitterAddress } });
    expect((await sitterProposes(id, { ...meet, address: { colonia: " ", street: "Pasaje Los Pinos #12" } })).body).toEqual(
      expect.objectContaining({ ok: false, error: MEET_MESSAGES.coloniaRequired }),
    );
    expect((await sitterProposes(id, { ...meet, address: HOME })).status).toBe(201);

    // Proposed, not confirmed: the owner reads neither the address nor the number anywhere.
    expect((await ownerMeet(token)).proposal).toEqual(expect.objectContaining({ place: "SITTER_HOME", address: null, contact: null }));
    expect(await threadOfOwner(token)).not.toContain("Los Pinos");
    expect(JSON.stringify(await mailTo(id, "meet-proposed"))).not.toContain("Los Pinos");

    expect((await ownerConfirms(token)).status).toBe(200);
    const owner = await threadOfOwner(token);
    expect(owner).toContain("Encuentro de bienvenida confirmado");
    expect(owner).toContain("Dirección: Pasaje Los Pinos #12, Colonia Escalón. Referencia: Portón verde frente al parque");
    expect(owner).toContain(OWNER_NUMBER);
    expect(owner).toContain(SITTER_NUMBER);
    expect(owner).toContain('"author":"team"');
    expect(await threadOfSitter(id)).toContain(OWNER_NUMBER);
    expect((await ownerMeet(token)).proposal).toEqual(
      expect.objectContaining({ address: "Pasaje Los Pinos #12, Colonia Escalón. Referencia: Portón verde frente al parque", contact: { firstName: "Carlos", whatsapp: "+50360001202" } }),
    );
    // The meeting's notice to the sitter carries the owner's number.
    expect((await mailTo(id, "sitter-meet-answered"))?.text).toContain(OWNER_NUMBER);
  });

  it("the team proposing one at the sitter's home may leave the address out", async () => {
    const { id } = await book();
    expect((await teamProposes(id, { at: inHours(48), place: "SITTER_HOME" })).status).toBe(201);
  });
});

describe("a meeting at the owner's home", () => {
  it("asks the owner for the address when confirming it, then shares it with the sitter in the thread, the portal and the notice", async () => {
    const { id, token } = await book();
    expect((await sitterProposes(id, { at: inHours(48), place: "OWNER_HOME" })).status).toBe(201);
    expect(await ownerConfirms(token)).toEqual({ status: 400, body: { ok: false, field: "address", error: MEET_MESSAGES.ownerAddress } });
    expect((await ownerConfirms(token, { address: { colonia: "Colonia Escalón", street: "" } })).body).toEqual(expect.objectContaining({ ok: false, error: MEET_MESSAGES.streetRequired }));
    expect((await ownerMeet(token)).proposal.status).toBe("PROPOSED");
    expect(await threadOfSitter(id)).not.toContain("Escalón");

    expect((await ownerConfirms(token, { address: { colonia: "Colonia Escalón", street: "Calle El Mirador #5" } })).status).toBe(200);
    const sitter = await threadOfSitter(id);
    expect(sitter).toContain("Dirección: Calle El Mirador #5, Colonia Escalón.");
    expect(sitter).toContain(OWNER_NUMBER);
    expect(sitter).toContain(SITTER_NUMBER);
    expect((await portalMeet(id)).proposal).toEqual(expect.objectContaining({ address: "Calle El Mirador #5, Colonia Escalón.", contact: { firstName: "Ana", whatsapp: "+50371234567" } }));
    const notice = await mailTo(id, "sitter-meet-answered");
    expect(notice?.text).toContain("Dirección: Calle El Mirador #5, Colonia Escalón.");
    expect(notice?.text).toContain(OWNER_NUMBER);
  });
});

describe("the hand-over meeting, on the stay's first day", () => {
  it("is not by video call (400, field place), by the team or the sitter; in person it is", async () => {
    const { id } = await book(0);
    const at = laterToday(HOUR).toISOString();
    const refused = { status: 400, body: { ok: false, field: "place", error: MEET_MESSAGES.videoHandover } };
    expect(await teamProposes(id, { at, place: "VIDEO" })).toEqual(refused);
    expect(await sitterProposes(id, { at, place: "VIDEO" })).toEqual(refused);
    expect(await database.db.meetGreet.count({ where: { bookingId: id } })).toBe(0);
    expect((await sitterProposes(id, { at, place: "PUBLIC_PLACE" })).status).toBe(201);
  });

  it("a video call before the stay's first day is still offered", async () => {
    const { id } = await book(3);
    expect((await teamProposes(id, { at: inHours(24), place: "VIDEO" })).status).toBe(201);
  });
});
