/** @jest-environment node */
import { POST as adminPropose } from "@/app/api/admin/bookings/[id]/meet/route";
import { PATCH as adminPatch } from "@/app/api/admin/bookings/[id]/route";
import { GET as adminList } from "@/app/api/admin/bookings/route";
import { POST as portalPropose } from "@/app/api/portal/bookings/[id]/meet/route";
import { POST as portalOutcome } from "@/app/api/portal/bookings/[id]/meet/outcome/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { GET as portalList } from "@/app/api/portal/bookings/route";
import { POST as confirmMeet } from "@/app/api/bookings/[token]/meet/confirm/route";
import { POST as declineMeet } from "@/app/api/bookings/[token]/meet/decline/route";
import { POST as ownerOutcome } from "@/app/api/bookings/[token]/meet/outcome/route";
import { POST as waiveMeet } from "@/app/api/bookings/[token]/meet/waive/route";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { formatDateTime } from "@/lib/format/dates";
import { bookingWorld } from "../helpers/booking-world";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { laterToday } from "../helpers/later-today";
import { withTestDatabase } from "../helpers/test-db";

// The meet & greet: the team or the booking's sitter proposes one, the owner confirms it or asks for another time
// from their link; after it each side says how it went. A first booking between an owner and a sitter is confirmed
// only after both said it went well, or after the owner waived it.

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
let carlos: string; // linked to sitter 2
let karla: string; // linked to sitter 7
beforeEach(async () => {
  ({ admin, carlos, karla } = await bookingWorld(database.db, { admin: true }));
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const MEET = { at: inHours(48), place: "VIDEO", note: "Por Meet, con Luna presente" };

async function book(sitterId = 2, email = "ana@example.com") {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId, sitterName: "", service: "DAYCARE", ownerEmail: email }) }), routeParams({})),
  );
  if (!body.trackingUrl) throw new Error(JSON.stringify(body));
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
const post = (handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, params: Record<string, string>, body?: unknown, cookie?: string) =>
  handler(apiRequest(path, { method: "POST", body: body ?? {}, headers: cookie ? { cookie } : {} }), routeParams(params)).then(read);
const teamProposes = (id: string, body: unknown = MEET) => post(adminPropose, `/api/admin/bookings/${id}/meet`, { id }, body, admin);
const sitterProposes = (id: string, body: unknown = MEET, cookie = carlos) => post(portalPropose, `/api/portal/bookings/${id}/meet`, { id }, body, cookie);
const ownerConfirms = (token: string, body: unknown = {}) => post(confirmMeet, `/api/bookings/${token}/meet/confirm`, { token }, body);
const HOME = { colonia: "Colonia Escalón", street: "Pasaje Los Pinos #12" };
const ownerDeclines = (token: string, body: unknown) => post(declineMeet, `/api/bookings/${token}/meet/decline`, { token }, body);
const ownerSays = (token: string, outcome: unknown) => post(ownerOutcome, `/api/bookings/${token}/meet/outcome`, { token }, { outcome });
const sitterSays = (id: string, outcome: unknown, cookie = carlos) => post(portalOutcome, `/api/portal/bookings/${id}/meet/outcome`, { id }, { outcome }, cookie);
const ownerWaives = (token: string, body: unknown) => post(waiveMeet, `/api/bookings/${token}/meet/waive`, { token }, body);
const sitterAccepts = (id: string) => post(accept, `/api/portal/bookings/${id}/accept`, { id }, undefined, carlos);
const teamMoves = (id: string, status: string, reason?: string) =>
  adminPatch(apiRequest(`/api/admin/bookings/${id}`, { method: "PATCH", body: { status, reason }, headers: { cookie: admin } }), routeParams({ id })).then(read);
const ownerPage = async (token: string) => (await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).body.booking;
const portalBooking = async (id: string, cookie = carlos) =>
  (await read(await portalList(apiRequest("/api/portal/bookings", { headers: { cookie } }), routeParams({})))).body.bookings.find((b: { id: string }) => b.id === id);
const mails = (id: string, kind: string) => database.db.outboxMessage.findMany({ where: { bookingId: id, kind }, orderBy: { createdAt: "asc" } });
/** The meeting's time passes (the clock is the server's own). */
const meetingHappened = (id: string) => database.db.meetGreet.update({ where: { bookingId: id }, data: { at: new Date(Date.now() - HOUR) } });
const UNSETTLED = { ok: false, field: "meet", error: expect.stringContaining("Primero el encuentro de bienvenida") };

async function metAndWentWell(id: string, token: string) {
  expect((await teamProposes(id)).status).toBe(201);
  expect((await ownerConfirms(token)).status).toBe(200);
  await meetingHappened(id);
  expect((await ownerSays(token, "GOOD")).status).toBe(200);
  expect((await sitterSays(id, "GOOD")).status).toBe(200);
}

describe("proposing", () => {
  it("the team proposes (201); the owner sees it on their page and gets an e-mail with the time in El Salvador", async () => {
    const { id, token } = await book();
    const proposed = await teamProposes(id);
    expect(proposed).toEqual({ status: 201, body: { ok: true, meet: { at: MEET.at, place: "VIDEO", note: MEET.note, status: "PROPOSED", declineReason: null } } });
    const page = await ownerPage(token);
    expect(page.meet).toEqual(expect.objectContaining({ needed: true, canAnswer: true, canJudge: false, canWaive: true, proposal: expect.objectContaining({ at: MEET.at, place: "VIDEO", status: "PROPOSED", yourOutcome: null }) }));
    const [mail] = await mails(id, "meet-proposed");
    expect(mail.to).toBe("ana@example.com");
    expect(mail.text).toContain(formatDateTime(MEET.at));
    expect(mail.text).toContain("Por videollamada");
    expect(mail.text).toContain("/reserva/");
    expect((await mails(id, "sitter-meet-proposed")).map((m) => m.to)).toEqual(["carlos@example.com"]);
  });

  it("the booking's sitter proposes (201); another sitter's booking or an unknown one is 404", async () => {
    const { id } = await book();
    expect((await sitterProposes(id, { ...MEET, place: "SITTER_HOME", note: undefined, address: HOME })).body.meet).toEqual(expect.objectContaining({ place: "SITTER_HOME", note: null, status: "PROPOSED" }));
    expect(await sitterProposes(id, MEET, karla)).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa solicitud entre las tuyas." } });
    expect((await sitterProposes("no-existe")).status).toBe(404);
    expect((await teamProposes("no-existe")).status).toBe(404);
    expect((await post(adminPropose, `/api/admin/bookings/${id}/meet`, { id }, MEET)).status).toBe(401);
  });

  it.each([
    ["a time already past", { ...MEET, at: inHours(-1) }, "at", "Elige una fecha y hora que todavía no hayan pasado."],
    ["no time", { place: "VIDEO" }, "at", expect.stringContaining("fecha y la hora")],
    ["a time that does not exist", { ...MEET, at: "2026-02-30T10:00" }, "at", expect.stringContaining("fecha y la hora")],
    ["an unknown place", { ...MEET, place: "PARQUE" }, "place", expect.stringContaining("Elige dónde")],
    ["a note too long", { ...MEET, note: "x".repeat(501) }, "note", "La nota puede tener como máximo 500 caracteres."],
    // A time on the first day is the hand-over meeting (below); after it, refused.
    ["a time after the stay's first day", { ...MEET, at: inHours(96) }, "at", "El encuentro es antes de la estadía o al entregar la mascota, su primer día: elige una hora hasta el final de ese día."],
    ["a time past year 9999 in UTC", { ...MEET, at: "9999-12-31T23:59" }, "at", expect.stringContaining("fecha y la hora")],
  ])("refuses %s with 400 and the field", async (_, body, field, error) => {
    const { id } = await book();
    expect(await teamProposes(id, body)).toEqual({ status: 400, body: { ok: false, field, error } });
    expect(await database.db.meetGreet.count()).toBe(0);
  });

  it("refuses a time after the request would expire while nobody answered it (400, the expiry in the message); once contacted, any time before the stay", async () => {
    const { body } = await read(
      await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE" }, 10) }), routeParams({})),
    );
    const id = body.id as string;
    const refused = await sitterProposes(id, { ...MEET, at: inHours(80) });
    expect(refused).toEqual({ status: 400, body: { ok: false, field: "at", error: expect.stringMatching(/^Si nadie la confirma, esta solicitud vence el .+: elige una hora antes/) } });
    expect(await database.db.meetGreet.count({ where: { bookingId: id } })).toBe(0);
    expect(await mails(id, "meet-proposed")).toHaveLength(0);
    await teamMoves(id, "CONTACTED");
    expect((await sitterProposes(id, { ...MEET, at: inHours(80) })).status).toBe(201);
  });

  it("reads a datetime-local time as El Salvador's", async () => {
    const { id } = await book();
    const local = new Date(Date.now() + 40 * HOUR - 6 * HOUR).toISOString().slice(0, 16);
    expect((await teamProposes(id, { ...MEET, at: local })).body.meet.at).toBe(new Date(`${local}:00-06:00`).toISOString());
  });

  it("is 409 once the request is no longer open, or while a confirmed meeting stands; a declined one is replaced", async () => {
    const { id, token } = await book();
    await teamProposes(id);
    expect(await ownerDeclines(token, { reason: "Ese día trabajo, mejor el sábado" })).toEqual({
      status: 200,
      body: { ok: true, meet: expect.objectContaining({ status: "DECLINED" }) },
    });
    const later = inHours(40);
    const again = await sitterProposes(id, { ...MEET, at: later });
    expect(again).toEqual({ status: 201, body: { ok: true, meet: expect.objectContaining({ status: "PROPOSED", at: later, declineReason: null }) } });
    expect(await database.db.meetGreet.count({ where: { bookingId: id } })).toBe(1);
    await ownerConfirms(token);
    expect(await teamProposes(id)).toEqual({ status: 409, body: { ok: false, field: "meet", error: "Ya hay un encuentro de bienvenida confirmado para esta solicitud." } });
    const stale = await book(2, "vencida@example.com");
    await database.db.booking.update({ where: { id: stale.id }, data: { createdAt: new Date(Date.now() - 73 * HOUR) } });
    expect((await teamProposes(stale.id)).status).toBe(409); // expired by its timer, even before the daily run
    const closed = await book(2, "otra@example.com");
    await teamMoves(closed.id, "CANCELLED", "Duplicada");
    expect(await teamProposes(closed.id)).toEqual({ status: 409, body: { ok: false, field: "status", error: expect.stringContaining("ya no está abierta") } });
  });
});

describe("the owner's answer", () => {
  it("confirms (200) once: the sitter and the team are told; a second answer is 409", async () => {
    const { id, token } = await book();
    expect(await ownerConfirms(token)).toEqual({ status: 409, body: { ok: false, field: "meet", error: "No hay un encuentro de bienvenida esperando tu respuesta." } });
    await teamProposes(id);
    expect(await ownerConfirms(token)).toEqual({ status: 200, body: { ok: true, meet: { at: MEET.at, place: "VIDEO", note: MEET.note, status: "CONFIRMED" } } });
    expect((await ownerConfirms(token)).status).toBe(409);
    expect((await ownerDeclines(token, { reason: "Mejor otro día" })).status).toBe(409);
    expect((await mails(id, "sitter-meet-answered"))[0].text).toContain("confirmó el encuentro");
    expect((await mails(id, "team-meet-answered"))[0].to).toBe("equipo@huellitas.sv");
    expect((await portalBooking(id)).meet.proposal.status).toBe("CONFIRMED");
  });

  it("at a public place, once confirmed, each side sees the other's first name and WhatsApp; never before, nor for another place", async () => {
    const { id, token } = await book();
    expect((await teamProposes(id, { ...MEET, place: "PUBLIC_PLACE", note: "Parque Cuscatlán, entrada principal" })).status).toBe(201);
    expect((await ownerPage(token)).meet.proposal.contact).toBeNull();
    expect((await portalBooking(id)).meet.proposal.contact).toBeNull();
    expect((await ownerConfirms(token)).status).toBe(200);
    const sitter = await database.db.sitter.findUniqueOrThrow({ where: { id: 2 }, select: { name: true, whatsapp: true } });
    expect((await ownerPage(token)).meet.proposal.contact).toEqual({ firstName: sitter.name.split(" ")[0], whatsapp: `+${sitter.whatsapp!.replace(/\D/g, "")}` });
    // The sitter reads the owner's first name and WhatsApp for the meeting (the booking's e-mail stays hidden until confirmed).
    const portal = await portalBooking(id);
    expect(portal.meet.proposal.contact).toEqual({ firstName: "Ana", whatsapp: "+50371234567" });
    expect(portal.owner).toBeNull();

    const video = await book(2, "berta@example.com");
    await teamProposes(video.id);
    await ownerConfirms(video.token);
    expect((await ownerPage(video.token)).meet.proposal.contact).toBeNull();
    expect((await portalBooking(video.id)).meet.proposal.contact).toBeNull();
  });

  it("asks for another time with a reason (400 without); the proposer reads the reason", async () => {
    const { id, token } = await book();
    await sitterProposes(id);
    expect(await ownerDeclines(token, { reason: " " })).toEqual({ status: 400, body: { ok: false, field: "reason", error: "Cuéntanos qué hora te queda mejor o por qué no puedes." } });
    expect((await ownerDeclines(token, { reason: "Mejor el sábado en la mañana" })).status).toBe(200);
    expect((await mails(id, "sitter-meet-answered"))[0].text).toContain("Mejor el sábado en la mañana");
    expect((await portalBooking(id)).meet).toEqual(expect.objectContaining({ canPropose: true, proposal: expect.objectContaining({ status: "DECLINED", declineReason: "Mejor el sábado en la mañana" }) }));
  });

  it("answers 404 for an unknown link, and 409 when the proposed time already passed", async () => {
    const unknown = "A".repeat(32);
    expect((await ownerConfirms(unknown)).status).toBe(404);
    expect((await ownerSays(unknown, "GOOD")).status).toBe(404);
    expect((await ownerWaives(unknown, { reason: "Ya lo conozco" })).status).toBe(404);
    const { id, token } = await book();
    await teamProposes(id);
    await meetingHappened(id);
    expect(await ownerConfirms(token)).toEqual({ status: 409, body: { ok: false, field: "meet", error: "La hora propuesta ya pasó: pide otra hora." } });
    // Both pages say it lapsed, and offer what is left: a new proposal from the sitter or the team.
    expect((await ownerPage(token)).meet).toEqual(expect.objectContaining({ proposalLapsed: true, canAnswer: false }));
    expect((await portalBooking(id)).meet).toEqual(expect.objectContaining({ proposalLapsed: true, canPropose: true }));
  });
});

describe("the pair rule", () => {
  it("a first booking cannot be confirmed (409, field meet) by the sitter or the team, nor is it offered, until both say GOOD", async () => {
    const { id, token } = await book();
    expect(await sitterAccepts(id)).toEqual({ status: 409, body: UNSETTLED });
    expect(await teamMoves(id, "CONFIRMED")).toEqual({ status: 409, body: UNSETTLED });
    const listed = (await read(await adminList(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), routeParams({})))).body.find((b: { id: string }) => b.id === id);
    expect(listed).toEqual(expect.objectContaining({ meetNeeded: true, moves: ["CONTACTED", "DECLINED", "CANCELLED"] }));
    expect(await portalBooking(id)).toEqual(expect.objectContaining({ canConfirm: false, meet: expect.objectContaining({ needed: true }) }));

    await teamProposes(id);
    await ownerConfirms(token);
    await meetingHappened(id);
    expect((await ownerSays(token, "GOOD")).body).toEqual({ ok: true, outcome: "GOOD", status: "RECEIVED" });
    expect(await teamMoves(id, "CONFIRMED")).toEqual({ status: 409, body: UNSETTLED }); // only one side so far
    expect((await sitterSays(id, "GOOD")).status).toBe(200);
    expect((await mails(id, "sitter-meet-settled")).map((m) => [m.to, m.text.includes("los dos contaron que les fue bien")])).toEqual([["carlos@example.com", true]]);
    expect((await mails(id, "team-meet-settled")).map((m) => m.to)).toEqual(["equipo@huellitas.sv"]);
    expect(await portalBooking(id)).toEqual(expect.objectContaining({ canConfirm: true, meet: expect.objectContaining({ needed: false }) }));
    expect(await sitterAccepts(id)).toEqual({ status: 200, body: { ok: true, status: "CONFIRMED" } });
  });

  it("later bookings of the same owner (any case of the e-mail) with the same sitter need none; another sitter does", async () => {
    const first = await book();
    await metAndWentWell(first.id, first.token);
    expect((await teamMoves(first.id, "CONFIRMED")).status).toBe(200);
    const second = await book(2, "ANA@Example.com");
    expect((await ownerPage(second.token)).meet).toEqual(expect.objectContaining({ needed: false, canWaive: false }));
    expect(await sitterAccepts(second.id)).toEqual({ status: 200, body: { ok: true, status: "CONFIRMED" } });
    const elsewhere = await book(7);
    expect(await teamMoves(elsewhere.id, "CONFIRMED")).toEqual({ status: 409, body: UNSETTLED });
    // A request of the pair that was never confirmed does not count.
    const third = await book(7, "luis@example.com");
    await teamMoves(third.id, "DECLINED", "Sin cupo");
    expect(await teamMoves((await book(7, "luis@example.com")).id, "CONFIRMED")).toEqual({ status: 409, body: UNSETTLED });
  });

  it("the owner may waive it with a reason (400 without), once, kept in the history; then it can be confirmed", async () => {
    const { id, token } = await book();
    expect(await ownerWaives(token, {})).toEqual({ status: 400, body: { ok: false, field: "reason", error: expect.stringContaining("por qué no necesitas") } });
    const waived = await ownerWaives(token, { reason: "Carlos ya cuidó a Luna antes de Huellitas" });
    expect(waived).toEqual({ status: 200, body: { ok: true, waived: true, waivedAt: expect.any(String) } });
    expect((await mails(id, "sitter-meet-settled"))[0].text).toContain("el dueño dice que no necesita el encuentro");
    expect((await ownerPage(token)).meet).toEqual(expect.objectContaining({ needed: false, waived: true, canWaive: false, waiver: { at: waived.body.waivedAt, reason: "Carlos ya cuidó a Luna antes de Huellitas" } }));
    expect(await ownerWaives(token, { reason: "Otra vez" })).toEqual({ status: 409, body: { ok: false, field: "meet", error: "Ya dijiste que no necesitas el encuentro de bienvenida." } });
    expect((await teamMoves(id, "CONFIRMED")).status).toBe(200);
    // A booking that needs no meeting has nothing to waive.
    const later = await book();
    expect(await ownerWaives(later.token, { reason: "Ya lo conozco" })).toEqual({ status: 409, body: { ok: false, field: "meet", error: "Esta reserva no necesita un encuentro de bienvenida." } });
  });
});

describe("after the owner's waiver", () => {
  it("a proposal nobody met at is gone from both sides' pages: no «propuesto» beside «no necesitas el encuentro»", async () => {
    const { id, token } = await book();
    expect((await sitterProposes(id)).status).toBe(201);
    expect((await ownerPage(token)).meet.proposal).toEqual(expect.objectContaining({ status: "PROPOSED" }));
    expect((await ownerWaives(token, { reason: "Carlos ya cuidó a Luna antes" })).status).toBe(200);
    const owner = (await ownerPage(token)).meet;
    expect(owner).toEqual(expect.objectContaining({ waived: true, proposal: null, proposalLapsed: false, canAnswer: false }));
    const sitter = (await portalBooking(id)).meet;
    expect(sitter).toEqual(expect.objectContaining({ waived: true, proposal: null, proposalLapsed: false, canPropose: false }));
  });

  it("a meeting held and judged stays on the pages, with what each side said", async () => {
    const { id, token } = await book();
    expect((await teamProposes(id)).status).toBe(201);
    expect((await ownerConfirms(token)).status).toBe(200);
    await meetingHappened(id);
    expect((await sitterSays(id, "GOOD")).status).toBe(200);
    expect((await portalBooking(id)).meet.proposal).toEqual(expect.objectContaining({ status: "CONFIRMED", yourOutcome: "GOOD" }));
  });
});

describe("the outcome", () => {
  it("is 409 before the meeting's time, for a meeting not confirmed, twice from the same side; 400 for another word", async () => {
    const { id, token } = await book();
    await teamProposes(id);
    expect(await ownerSays(token, "GOOD")).toEqual({ status: 409, body: { ok: false, field: "meet", error: "Solo se cuenta cómo les fue después de un encuentro confirmado." } });
    await ownerConfirms(token);
    expect(await sitterSays(id, "GOOD")).toEqual({ status: 409, body: { ok: false, field: "meet", error: expect.stringContaining("Todavía no es la hora") } });
    await meetingHappened(id);
    expect(await ownerSays(token, "MEH")).toEqual({ status: 400, body: { ok: false, field: "outcome", error: expect.stringContaining("Elige cómo les fue") } });
    expect((await ownerSays(token, "GOOD")).status).toBe(200);
    expect(await ownerSays(token, "NOT_A_MATCH")).toEqual({ status: 409, body: { ok: false, field: "meet", error: "Ya contaste cómo les fue en el encuentro." } });
    expect((await sitterSays(id, "GOOD", karla)).status).toBe(404);
  });

  it("NOT_A_MATCH from the owner declines with «No hubo match»; the sitter never learns who said it", async () => {
    const { id, token } = await book();
    await teamProposes(id);
    await ownerConfirms(token);
    await meetingHappened(id);
    expect((await ownerSays(token, "NOT_A_MATCH")).body).toEqual({ ok: true, outcome: "NOT_A_MATCH", status: "DECLINED" });
    const history = await database.db.bookingStatusChange.findMany({ where: { bookingId: id } });
    expect(history.map((h) => [h.status, h.reason])).toEqual([["DECLINED", "No hubo match"]]);
    const forSitter = await portalBooking(id);
    expect(forSitter.status).toBe("DECLINED");
    expect(JSON.stringify(forSitter)).not.toContain("NOT_A_MATCH");
    const [sitterMail] = await mails(id, "sitter-booking-declined");
    expect(sitterMail.text).toContain("Motivo: No hubo match");
    expect(sitterMail.text).not.toMatch(/dueño|dijo|contó/);
    const [ownerMail] = await mails(id, "booking-declined");
    expect(ownerMail.text).toContain("No hubo match");
    expect((await ownerPage(token)).meet).toEqual(expect.objectContaining({ noMatch: true }));
    expect((await sitterSays(id, "GOOD")).status).toBe(409);
  });

  it("NOT_A_MATCH from the sitter declines with the same words; the owner's e-mail and page do not name who", async () => {
    const { id, token } = await book();
    await sitterProposes(id);
    await ownerConfirms(token);
    await meetingHappened(id);
    expect((await sitterSays(id, "NOT_A_MATCH")).body).toEqual({ ok: true, outcome: "NOT_A_MATCH", status: "DECLINED" });
    const [ownerMail] = await mails(id, "booking-declined");
    expect(ownerMail.text).toContain("Después del encuentro de bienvenida, esta solicitud no sigue adelante. Motivo: No hubo match.");
    expect(ownerMail.text).not.toContain("no puede tomar tu solicitud");
    const page = await ownerPage(token);
    expect(page.status).toBe("DECLINED");
    expect(page.meet).toEqual(expect.objectContaining({ noMatch: true, proposal: expect.objectContaining({ yourOutcome: null }) }));
    expect(JSON.stringify(page)).not.toContain("NOT_A_MATCH");
    expect(JSON.stringify(page)).not.toContain("carlos@example.com");
    expect((await ownerSays(token, "GOOD")).status).toBe(409);
  });
});

// A first booking whose stay starts today or tomorrow can meet at the hand-over, on the stay's first day.
describe("an urgent first booking", () => {
  async function bookToday(email = "ana@example.com") {
    const { body } = await read(
      await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", ownerEmail: email }, 0) }), routeParams({})),
    );
    return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
  }

  it("meets at the hand-over (201), shown as such, and is confirmed once both say it went well", async () => {
    const { id, token } = await bookToday();
    expect((await ownerPage(token)).meet).toEqual(expect.objectContaining({ needed: true, stillPossible: true, proposal: null }));
    const proposed = await teamProposes(id, { at: laterToday(HOUR).toISOString(), place: "SITTER_HOME", note: "Al dejar a Luna" });
    expect(proposed.status).toBe(201);
    expect((await ownerPage(token)).meet.proposal).toEqual(expect.objectContaining({ handover: true, status: "PROPOSED" }));
    expect((await portalBooking(id)).meet.proposal).toEqual(expect.objectContaining({ handover: true }));
    expect((await ownerConfirms(token)).status).toBe(200);
    expect(await sitterAccepts(id)).toEqual({ status: 409, body: UNSETTLED });
    await meetingHappened(id);
    expect((await ownerSays(token, "GOOD")).status).toBe(200);
    expect((await sitterSays(id, "GOOD")).status).toBe(200);
    expect(await sitterAccepts(id)).toEqual({ status: 200, body: { ok: true, status: "CONFIRMED" } });
  });

  it("ends there when the hand-over was not a match", async () => {
    const { id, token } = await bookToday();
    expect((await sitterProposes(id, { at: laterToday(HOUR).toISOString(), place: "OWNER_HOME" })).status).toBe(201);
    expect((await ownerConfirms(token, { address: HOME })).status).toBe(200);
    await meetingHappened(id);
    expect(await ownerSays(token, "NOT_A_MATCH")).toEqual({ status: 200, body: { ok: true, outcome: "NOT_A_MATCH", status: "DECLINED" } });
  });

  it("or is confirmed after the owner's waiver; and once the first day is over the page promises no meeting", async () => {
    const { id, token } = await bookToday();
    expect((await ownerWaives(token, { reason: "Carlos ya cuidó a Luna" })).status).toBe(200);
    expect(await sitterAccepts(id)).toEqual({ status: 200, body: { ok: true, status: "CONFIRMED" } });
    const late = await bookToday("beto@example.com");
    await database.db.booking.update({ where: { id: late.id }, data: { status: "CONTACTED", startDate: isoDateToUtc(addDays(todayInElSalvador(), -1)) } });
    expect((await ownerPage(late.token)).meet).toEqual(expect.objectContaining({ needed: true, stillPossible: false, canWaive: true }));
  });
});
