/** @jest-environment node */
import { POST as ownerCancel } from "@/app/api/bookings/[token]/cancel/route";
import { POST as ownerNoShow } from "@/app/api/bookings/[token]/no-show/route";
import { POST as pickUp } from "@/app/api/bookings/[token]/pick-up/route";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { POST as sitterCancel } from "@/app/api/portal/bookings/[id]/cancel/route";
import { POST as handBack } from "@/app/api/portal/bookings/[id]/hand-back/route";
import { POST as handOver } from "@/app/api/portal/bookings/[id]/hand-over/route";
import { POST as sitterNoShow } from "@/app/api/portal/bookings/[id]/no-show/route";
import { PATCH as reviewMarkRoute } from "@/app/api/admin/commitment-marks/[id]/route";
import { GET as attention } from "@/app/api/admin/bookings/attention/route";
import { GET as inbox } from "@/app/api/admin/bookings/route";
import { newTrackingToken } from "@/lib/bookings/core/tracking";
import { stayStartsAt } from "@/lib/bookings/core/stay";
import { runTimedMoves } from "@/lib/bookings/loop";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { DAY_MS } from "@/lib/dates/units";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// The stay at the door on the real database, through the endpoints: the hand-over from the first day (the stay in
// progress, "Toby está con …"), the owner's pick-up and the sitter's hand-back, each side's no-show on the first
// day (the owner's with the Plan B at once), and the cancellations the record keeps: late or in time, each side,
// in and out of peak season, and the sitter's second late one in 90 days pausing the profile until the team reviews it.

const database = withTestDatabase({ resetBeforeEach: true });
const OWNER_EMAIL = "ana.gomez+perros@gmail.com";
let carla: { id: number; cookie: string };
let beto: number;
let admin: string;

beforeEach(async () => {
  const sitter = (slug: string, name: string) =>
    database.db.sitter.create({
      data: { slug, name, department: "La Libertad", municipality: "Santa Tecla", services: ["BOARDING"], priceFromUSD: 15, bio: "Cuido mascotas con cariño.", rating: 4.8 },
    });
  const carlaRow = await sitter("carla", "Carla Méndez");
  beto = (await sitter("beto", "Beto Ramos")).id;
  carla = { id: carlaRow.id, cookie: (await linkedCaregiver(database.db, carlaRow.id, "carla@example.com")).cookie };
  admin = await adminCookie(database.db);
});

/** A booking of Carla's in `status`, its stay starting `startsIn` days from today (El Salvador), with a tracking link. */
async function booking(status: BookingStatus, startsIn: number, data: { petName?: string; backup?: boolean; sitterId?: number } = {}) {
  const start = addDays(todayInElSalvador(), startsIn);
  const row = await database.db.booking.create({
    data: {
      sitterId: data.sitterId ?? carla.id, sitterName: "Carla Méndez", service: "BOARDING", petType: "DOG", petSize: "SMALL",
      startDate: isoDateToUtc(start), endDate: isoDateToUtc(addDays(start, 2)), backupSitterId: data.backup ? beto : null,
      name: "Ana Gómez", email: OWNER_EMAIL, whatsapp: "+50370001234", municipality: "Santa Tecla", status,
    },
  });
  if (data.petName) {
    await database.db.petFile.create({
      data: { bookingId: row.id, name: data.petName, species: "DOG", medications: [], vetClinic: "Clínica San Benito", vetPhone: "+50322223333", emergencyContacts: [{ name: "Luis", phone: "+50370009999" }], vetSpendCapUSD: 0 },
    });
  }
  const { token, hash } = newTrackingToken();
  await database.db.bookingLink.create({ data: { hash, bookingId: row.id } });
  return { id: row.id, token };
}

const portal = (handler: typeof handOver, path: string) => (id: string, body?: unknown, headers: Record<string, string> = {}) =>
  handler(apiRequest(`/api/portal/bookings/${id}/${path}`, { method: "POST", headers: { cookie: carla.cookie, ...headers }, body }), routeParams({ id })).then(read);
const owner = (handler: typeof pickUp, path: string) => (token: string, headers: Record<string, string> = {}, body?: unknown) =>
  handler(apiRequest(`/api/bookings/${token}/${path}`, { method: "POST", headers, body }), routeParams({ token })).then(read);
const handOverAs = portal(handOver, "hand-over");
const handBackAs = portal(handBack, "hand-back");
const sitterNoShowAs = portal(sitterNoShow, "no-show");
const sitterCancelAs = portal(sitterCancel, "cancel");
const pickUpAs = owner(pickUp, "pick-up");
const ownerNoShowAs = owner(ownerNoShow, "no-show");
const ownerCancelAs = owner(ownerCancel, "cancel");
const tracked = async (token: string) => (await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).body.booking;
const kinds = async (bookingId: string) => (await database.db.outboxMessage.findMany({ where: { bookingId }, select: { kind: true } })).map((m) => m.kind).sort();
const marks = (bookingId: string) => database.db.commitmentMark.findMany({ where: { bookingId }, select: { party: true, kind: true, move: true, familyKey: true, sitterId: true, pausedProfile: true } });

describe("the hand-over, the pick-up and the hand-back", () => {
  it("refuses the hand-over before the stay's first day (409, nothing changed), then takes it on the first day with the place", async () => {
    const ahead = await booking("CONFIRMED", 1);
    expect(await handOverAs(ahead.id, {})).toEqual({ status: 409, body: { ok: false, error: "Esta reserva todavía no empieza: la entrega se registra desde su primer día.", field: "status" } });
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: ahead.id } })).status).toBe("CONFIRMED");

    const today = await booking("CONFIRMED", 0, { petName: "Toby" });
    const { status, body } = await handOverAs(today.id, { place: "En mi casa, Col. Escalón" });
    expect(status).toBe(200);
    expect(body.booking).toEqual(expect.objectContaining({ id: today.id, status: "IN_PROGRESS", handOver: { at: expect.any(String), place: "En mi casa, Col. Escalón" }, handBack: null }));
    // The owner's page and e-mail: the stay is in progress since the hand-over.
    const seen = await tracked(today.token);
    expect(seen.status).toBe("IN_PROGRESS");
    expect(seen.handOver).toEqual({ at: body.booking.handOver.at, place: "En mi casa, Col. Escalón" });
    expect(seen.history.at(-1)).toEqual(expect.objectContaining({ status: "IN_PROGRESS", move: "sitter.handOver", by: "sitter" }));
    expect(await kinds(today.id)).toEqual(["booking-handed-over"]);
    // A second hand-over is refused: it is already in progress.
    expect((await handOverAs(today.id, {})).body).toEqual({ ok: false, error: "Una reserva en curso no puede pasar a en curso.", field: "status" });
  });

  it("keeps the stay's reports open while it is in progress, and the owner's pick-up completes it with the time", async () => {
    const stay = await booking("CONFIRMED", 0, { petName: "Toby" });
    // Before the hand-over there is nothing to pick up.
    expect(await pickUpAs(stay.token)).toEqual({ status: 409, body: { ok: false, error: "Todavía no se registró la entrega de tu mascota: el cuidador la marca al recibirla.", field: "status" } });
    await handOverAs(stay.id, {});
    const { status, body } = await pickUpAs(stay.token);
    expect(status).toBe(200);
    expect(body.booking.status).toBe("COMPLETED");
    expect(body.booking.handBack).toEqual({ at: expect.any(String), by: "owner" });
    expect(await kinds(stay.id)).toEqual(["booking-completed", "booking-handed-over", "sitter-picked-up"]);
    expect((await pickUpAs(stay.token)).body.error).toBe("Esta reserva ya está completada: no hay nada más que registrar.");
    // The sitter's hand-back after that is refused too.
    expect((await handBackAs(stay.id)).status).toBe(409);
  });

  it("lets the sitter hand back instead; 404 for another sitter's booking", async () => {
    const stay = await booking("CONFIRMED", 0);
    await handOverAs(stay.id, {});
    const { status, body } = await handBackAs(stay.id);
    expect([status, body.booking.status, body.booking.handBack.by]).toEqual([200, "COMPLETED", "sitter"]);
    const other = await database.db.sitter.create({ data: { slug: "otra", name: "Otra", department: "La Libertad", municipality: "Santa Tecla", services: ["BOARDING"], priceFromUSD: 15, bio: "Cuido." } });
    const notHers = await booking("CONFIRMED", 0, { sitterId: other.id });
    expect(await handOverAs(notHers.id, {})).toEqual({ status: 404, body: { ok: false, error: expect.any(String) } });
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: notHers.id } })).status).toBe("CONFIRMED");
  });

  it("refuses a place too long (400) and a hand-over from another site (403)", async () => {
    const stay = await booking("CONFIRMED", 0);
    expect((await handOverAs(stay.id, { place: "x".repeat(121) })).body).toEqual({ ok: false, error: "El lugar puede tener como máximo 120 caracteres.", field: "place" });
    expect((await handOverAs(stay.id, {}, { origin: "https://otro-sitio.example" })).status).toBe(403);
    expect((await pickUpAs(stay.token, { origin: "https://otro-sitio.example" })).status).toBe(403);
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: stay.id } })).status).toBe("CONFIRMED");
  });

  it("completes a stay nobody picked up 24 h after its end, and the record says there was no hand-back", async () => {
    const stay = await booking("CONFIRMED", 0);
    await handOverAs(stay.id, {});
    const end = (await database.db.booking.findUniqueOrThrow({ where: { id: stay.id } })).endDate!;
    const endsAt = end.getTime() + DAY_MS + 6 * 3_600_000;
    expect((await runTimedMoves(new Date(endsAt + DAY_MS - 60_000), { bookingId: stay.id })).completed).toBe(0);
    expect((await runTimedMoves(new Date(endsAt + DAY_MS), { bookingId: stay.id })).completed).toBe(1);
    const seen = await tracked(stay.token);
    expect([seen.status, seen.handBack, seen.history.at(-1).move]).toEqual(["COMPLETED", null, "system.complete"]);
  });
});

describe("no-shows on the first day", () => {
  it("the owner's «El cuidador no llegó»: cancelled, the Plan B offered at once, the team alerted, the sitter's record marked", async () => {
    const stay = await booking("CONFIRMED", 0, { backup: true });
    const { status, body } = await ownerNoShowAs(stay.token);
    expect(status).toBe(200);
    expect(body.booking.status).toBe("CANCELLED");
    expect(await kinds(stay.id)).toEqual(["booking-sitter-no-show", "sitter-no-show-recorded", "team-sitter-no-show"]);
    const toOwner = await database.db.outboxMessage.findFirstOrThrow({ where: { bookingId: stay.id, kind: "booking-sitter-no-show" } });
    expect(toOwner.text).toContain("Tu Plan B es Beto Ramos");
    expect(await marks(stay.id)).toEqual([{ party: "SITTER", kind: "NO_SHOW", move: "owner.reportNoShow", familyKey: null, sitterId: carla.id, pausedProfile: false }]);
    // The one tap to the backup works as after a cancellation.
    const { POST: acceptBackup } = await import("@/app/api/bookings/[token]/accept-backup/route");
    const moved = await read(await acceptBackup(apiRequest(`/api/bookings/${stay.token}/accept-backup`, { method: "POST" }), routeParams({ token: stay.token })));
    expect([moved.status, moved.body.status, moved.body.sitter?.name]).toEqual([200, "CONFIRMED", "Beto Ramos"]);
  });

  it("is refused before the first day and after the hand-over (409, nothing marked)", async () => {
    const ahead = await booking("CONFIRMED", 2);
    expect(await ownerNoShowAs(ahead.token)).toEqual({ status: 409, body: { ok: false, error: expect.stringMatching(/primer día/), field: "status" } });
    expect((await sitterNoShowAs(ahead.id)).status).toBe(409);
    const started = await booking("CONFIRMED", 0);
    await handOverAs(started.id, {});
    expect((await ownerNoShowAs(started.token)).body.error).toBe("La entrega ya está registrada: la estadía está en curso.");
    expect(await database.db.commitmentMark.count()).toBe(0);
  });

  it("the sitter's «La familia no llegó»: cancelled, on the family's record (its mailbox), not on the sitter's", async () => {
    const stay = await booking("CONFIRMED", 0);
    const { status, body } = await sitterNoShowAs(stay.id);
    expect([status, body.booking.status]).toEqual([200, "CANCELLED"]);
    expect(await marks(stay.id)).toEqual([{ party: "FAMILY", kind: "NO_SHOW", move: "sitter.reportNoShow", familyKey: "anagomez@gmail.com", sitterId: null, pausedProfile: false }]);
    expect(await kinds(stay.id)).toEqual(["booking-family-no-show", "team-family-no-show"]);
  });
});

describe("cancellations on the record", () => {
  it("a family cancelling a confirmed stay less than 72 h before is a late cancellation; 5 days before, or a request, is not", async () => {
    const late = await booking("CONFIRMED", 2);
    expect((await ownerCancelAs(late.token, {}, {})).status).toBe(200);
    expect(await marks(late.id)).toEqual([{ party: "FAMILY", kind: "LATE_CANCELLATION", move: "owner.cancel", familyKey: "anagomez@gmail.com", sitterId: null, pausedProfile: false }]);
    const inTime = await booking("CONFIRMED", 5);
    expect((await ownerCancelAs(inTime.token, {}, {})).status).toBe(200);
    const request = await booking("RECEIVED", 1);
    expect((await ownerCancelAs(request.token, {}, {})).status).toBe(200);
    expect(await database.db.commitmentMark.count()).toBe(1);
  });

  it("a sitter cancelling less than 7 days before is a late cancellation for the team to review; 10 days before (out of peak season) is not", async () => {
    const late = await booking("CONFIRMED", 3, { backup: true });
    expect((await sitterCancelAs(late.id, { reason: "Me enfermé" })).status).toBe(200);
    expect(await marks(late.id)).toEqual([{ party: "SITTER", kind: "LATE_CANCELLATION", move: "sitter.cancel", familyKey: null, sitterId: carla.id, pausedProfile: false }]);
    // Plan B as always.
    expect(await kinds(late.id)).toEqual(["booking-cancelled-by-sitter", "team-sitter-cancelled"]);
    const tenDays = await booking("CONFIRMED", 10);
    const start = (await database.db.booking.findUniqueOrThrow({ where: { id: tenDays.id } })).startDate!;
    const peak = (await import("@/lib/bookings/commitments/commitment-rules")).stayInPeakSeason(start, new Date(start.getTime() + 2 * DAY_MS));
    expect((await sitterCancelAs(tenDays.id, { reason: "Cambio de planes" })).status).toBe(200);
    expect(await database.db.commitmentMark.count({ where: { bookingId: tenDays.id } })).toBe(peak ? 1 : 0);
  });

  it("in peak season a sitter must cancel 14 days ahead: 10 days before a stay in August is late", async () => {
    // The next 5 August at least 11 days away, reached with the test clock 10 days before it starts.
    const now = Date.now();
    let year = new Date(now).getUTCFullYear();
    if (Date.UTC(year, 7, 5) - now < 11 * DAY_MS) year++;
    const start = new Date(Date.UTC(year, 7, 5));
    const row = await booking("CONFIRMED", 0);
    await database.db.booking.update({ where: { id: row.id }, data: { startDate: start, endDate: new Date(start.getTime() + 2 * DAY_MS) } });
    const offset = stayStartsAt(start).getTime() - 10 * DAY_MS - now;
    const saved = { TEST_CLOCK: process.env.TEST_CLOCK, SITE_URL: process.env.SITE_URL };
    Object.assign(process.env, { TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3000" });
    try {
      expect((await sitterCancelAs(row.id, { reason: "Viaje familiar" }, { [TEST_CLOCK_HEADER]: String(offset) })).status).toBe(200);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect((await marks(row.id)).map((mark) => [mark.party, mark.kind])).toEqual([["SITTER", "LATE_CANCELLATION"]]);
  });

  it("a second late cancellation within 90 days pauses the sitter's profile (audited) until the team reviews it", async () => {
    const first = await booking("CONFIRMED", 2);
    await sitterCancelAs(first.id, { reason: "Me enfermé" });
    expect((await database.db.sitter.findUniqueOrThrow({ where: { id: carla.id } })).published).toBe(true);
    const second = await booking("CONFIRMED", 4);
    await sitterCancelAs(second.id, { reason: "Otra vez enferma" });
    expect((await marks(second.id))[0]).toEqual(expect.objectContaining({ party: "SITTER", kind: "LATE_CANCELLATION", pausedProfile: true }));
    expect((await database.db.sitter.findUniqueOrThrow({ where: { id: carla.id } })).published).toBe(false);
    expect(await database.db.auditEvent.count({ where: { action: "sitter.pause", targetId: String(carla.id) } })).toBe(1);

    // The team reviews the first (the profile stays paused), then the one that paused it: published again.
    const [firstMark, secondMark] = await Promise.all([first.id, second.id].map((bookingId) => database.db.commitmentMark.findFirstOrThrow({ where: { bookingId } })));
    const review = (id: string, cookie = admin) =>
      reviewMarkRoute(apiRequest(`/api/admin/commitment-marks/${id}`, { method: "PATCH", headers: { cookie }, body: { reviewed: true } }), routeParams({ id })).then(read);
    expect((await review(secondMark.id, carla.cookie)).status).toBe(403);
    expect((await review(firstMark.id)).body).toEqual({ ok: true, mark: { id: firstMark.id, reviewedAt: expect.any(String), republished: false } });
    expect((await review(secondMark.id)).body.mark.republished).toBe(true);
    expect((await database.db.sitter.findUniqueOrThrow({ where: { id: carla.id } })).published).toBe(true);
    expect(await database.db.auditEvent.count({ where: { action: "commitment.review" } })).toBe(2);
    expect((await review("no-existe")).status).toBe(404);
  });

  it("the dashboard's attention counts the marks awaiting review, without writing, and its inbox filter lists their bookings", async () => {
    const counts = async () => (await read(await attention(apiRequest("/api/admin/bookings/attention", { headers: { cookie: admin } }), routeParams({})))).body;
    expect(await counts()).toEqual(expect.objectContaining({ ok: true, marksToReview: 0 }));
    const sitterLate = await booking("CONFIRMED", 3);
    await sitterCancelAs(sitterLate.id, { reason: "Me enfermé" });
    const familyLate = await booking("CONFIRMED", 2);
    await ownerCancelAs(familyLate.token, {}, {});
    await booking("CONFIRMED", 6);
    const written = async () => ({ marks: await database.db.commitmentMark.findMany({ orderBy: { id: "asc" } }), audit: await database.db.auditEvent.count(), outbox: await database.db.outboxMessage.count() });
    const before = await written();
    expect(await counts()).toEqual(expect.objectContaining({ ok: true, marksToReview: 2 }));
    expect(await written()).toEqual(before);

    // «Revisarlas en Reservas»: the inbox filtered to the bookings whose marks wait for the team.
    const listed = async () =>
      (await read(await inbox(apiRequest("/api/admin/bookings?pagina=1&marcas=sin-revisar", { headers: { cookie: admin } }), routeParams({})))).body.items.map((item: { id: string }) => item.id).sort();
    expect(await listed()).toEqual([sitterLate.id, familyLate.id].sort());
    const bad = await read(await inbox(apiRequest("/api/admin/bookings?pagina=1&marcas=todas", { headers: { cookie: admin } }), routeParams({})));
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ ok: false, error: "Elige «sin-revisar» en el filtro de marcas." }) });

    const sitterMark = before.marks.find((mark) => mark.bookingId === sitterLate.id)!;
    const reviewed = await reviewMarkRoute(apiRequest(`/api/admin/commitment-marks/${sitterMark.id}`, { method: "PATCH", headers: { cookie: admin }, body: { reviewed: true } }), routeParams({ id: sitterMark.id }));
    expect(reviewed.status).toBe(200);
    expect(await counts()).toEqual(expect.objectContaining({ marksToReview: 1 }));
    expect(await listed()).toEqual([familyLate.id]);
    expect((await attention(apiRequest("/api/admin/bookings/attention", { headers: { cookie: carla.cookie } }), routeParams({}))).status).toBe(403);
  });
});
