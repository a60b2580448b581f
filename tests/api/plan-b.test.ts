/** @jest-environment node */
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { POST as acceptBackup } from "@/app/api/bookings/[token]/accept-backup/route";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { POST as sitterCancel } from "@/app/api/portal/bookings/[id]/cancel/route";
import { GET as listRequests } from "@/app/api/portal/bookings/route";
import { GET as backupChoices } from "@/app/api/admin/bookings/[id]/backups/route";
import { planBForOwner } from "@/lib/bookings/plan-b/plan-b";
import { POST as postReservation } from "@/app/api/reservations/route";
import { rebookDraft } from "@/lib/bookings/intake/rebook";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import type { Service } from "@/lib/generated/prisma/enums";
import { readSitterRecord } from "@/lib/sitters/record";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";

// Plan B on the real database: the team names a backup free on the stay's days, the sitter cancels
// from the portal, and the owner moves the booking to the backup in one tap — or, without one, is offered up to
// three free sitters who take that service and pet.

const database = withTestDatabase({ resetBeforeEach: true });
const TEAM = "equipo@huellitas.sv";

let admin: string;
let carla: string; // the booking's sitter
let beto: string; // the backup
const ids: Record<string, number> = {};

async function sitter(
  slug: string,
  name: string,
  data: { services?: Service[]; acceptsCats?: boolean; rating?: number | null; published?: boolean; department?: string; municipality?: string } = {},
) {
  const row = await database.db.sitter.create({
    data: {
      slug, name, department: data.department ?? "La Libertad", municipality: data.municipality ?? "Santa Tecla", services: data.services ?? ["BOARDING", "WALK"], priceFromUSD: 15, bio: "Cuido mascotas con cariño.",
      acceptsCats: data.acceptsCats ?? true, rating: data.rating ?? null, published: data.published ?? true,
    },
  });
  ids[slug] = row.id;
  return row.id;
}

beforeEach(async () => {
  await sitter("carla", "Carla Méndez", { rating: 4.9 });
  await sitter("beto", "Beto Ramos", { rating: 4.1 });
  await sitter("cami", "Cami Flores", { rating: 5 });
  await sitter("gabi", "Gabi Ortiz", { rating: 4.8 });
  await sitter("hugo", "Hugo Lara", { rating: 4.5 });
  await sitter("ines", "Inés Rivas"); // free and fit, but a fourth: no rating, last
  await sitter("dani", "Dani Paz", { rating: 5 }); // busy: a block over the stay
  await sitter("eli", "Eli Soto", { services: ["WALK"], rating: 5 }); // no boarding
  await sitter("fer", "Fer Cruz", { acceptsCats: false, rating: 5 }); // no cats
  await sitter("juan", "Juan Oculto", { rating: 5, published: false });
  admin = await adminCookie(database.db);
  carla = (await linkedCaregiver(database.db, ids.carla, "carla@example.com")).cookie;
  beto = (await linkedCaregiver(database.db, ids.beto, "beto@example.com")).cookie;
});

const none = routeParams({});
/** A cat's boarding with Carla starting in `inDays` (1: less than 48 h ahead), as the owner sends it. */
async function requestCarla(inDays = 5) {
  const { status, body } = await read(
    await postReservation(
      apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: ids.carla, sitterName: "", service: "BOARDING", petType: "CAT", petSize: undefined }, inDays) }),
      none,
    ),
  );
  expect(status).toBe(201);
  // The owner and Carla already met (the sheet's meet & greet rule for a first booking of the pair).
  await meetWentWell(database.db, body.id as string);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
const patch = (id: string, body: unknown) => patchBooking(apiRequest(`/api/admin/bookings/${id}`, { method: "PATCH", headers: { cookie: admin }, body }), routeParams({ id })).then(read);
const cancel = (cookie: string, id: string, body: unknown) =>
  sitterCancel(apiRequest(`/api/portal/bookings/${id}/cancel`, { method: "POST", headers: { cookie }, body }), routeParams({ id })).then(read);
const accept = (token: string) => acceptBackup(apiRequest(`/api/bookings/${token}/accept-backup`, { method: "POST" }), routeParams({ token })).then(read);
const tracked = async (token: string) => (await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).body.booking;
async function blockDays(slug: string, booking: string) {
  const { startDate, endDate } = await database.db.booking.findUniqueOrThrow({ where: { id: booking } });
  await database.db.sitterBlock.create({ data: { sitterId: ids[slug], start: endDate!, end: endDate! } });
  return startDate;
}
const mails = (bookingId: string) => database.db.outboxMessage.findMany({ where: { bookingId }, orderBy: [{ createdAt: "asc" }, { kind: "asc" }] });

/** Confirmed with Beto as Plan B, in one PATCH (as the team does at confirmation). */
async function confirmedWithBeto(inDays = 5) {
  const booking = await requestCarla(inDays);
  const { status, body } = await patch(booking.id, { status: "CONFIRMED", backupSitterId: ids.beto });
  expect(status).toBe(200);
  expect(body.booking).toEqual(expect.objectContaining({ status: "CONFIRMED", backupSitterId: ids.beto, backupSitter: { name: "Beto Ramos" } }));
  return booking;
}

describe("PATCH /api/admin/bookings/{id} { backupSitterId }", () => {
  it("names a free backup who takes the service and pet (audited), clears it with null, and keeps the old body working", async () => {
    const booking = await requestCarla();
    expect((await patch(booking.id, { backupSitterId: ids.beto })).body.booking.backupSitterId).toBe(ids.beto);
    const audit = await database.db.auditEvent.findMany({ where: { action: "booking.backup", targetId: booking.id } });
    expect(audit.map((entry) => [entry.actor, entry.summary])).toEqual([["admin@huellitas.sv", `Reserva ${booking.id.slice(-6).toUpperCase()}: Plan B Beto Ramos`]]);
    expect((await patch(booking.id, { status: "CONTACTED" })).body.booking).toEqual(expect.objectContaining({ status: "CONTACTED", backupSitterId: ids.beto }));
    expect((await patch(booking.id, { backupSitterId: null })).body.booking.backupSitterId).toBeNull();
  });

  it("refuses the wrong sitter with 400 on backupSitterId, a missing booking with 404", async () => {
    const booking = await requestCarla();
    const refused = (backupSitterId: unknown) => patch(booking.id, { backupSitterId });
    expect(await refused(ids.carla)).toEqual({ status: 400, body: { ok: false, error: "El Plan B tiene que ser otro cuidador, no el de la reserva.", field: "backupSitterId" } });
    expect(await refused(ids.eli)).toEqual({ status: 400, body: { ok: false, error: "Este cuidador no ofrece ese servicio. Elige uno de sus servicios u otro cuidador en la búsqueda.", field: "backupSitterId" } });
    expect((await refused(ids.fer)).body).toEqual({ ok: false, error: "Este cuidador no recibe gatos. Elige otro cuidador en la búsqueda.", field: "backupSitterId" });
    expect((await refused(ids.juan)).body).toEqual({ ok: false, error: "Elige un cuidador publicado como Plan B.", field: "backupSitterId" });
    expect((await refused(999_999)).status).toBe(400);
    expect((await refused(99_999_999_999)).body.error).toBe("Elige un cuidador válido como Plan B.");
    expect(await refused("beto")).toEqual({ status: 400, body: { ok: false, error: "Elige un cuidador válido como Plan B.", field: "backupSitterId" } });
    expect(await patch("no-existe", { backupSitterId: ids.beto })).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa reserva." } });
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).backupSitterId).toBeNull();
  });

  it("refuses with 409 a backup busy on any day of the stay, and a booking no longer alive", async () => {
    const booking = await requestCarla();
    await blockDays("beto", booking.id); // the stay's last day only
    expect(await patch(booking.id, { status: "CONFIRMED", backupSitterId: ids.beto })).toEqual({
      status: 409,
      body: { ok: false, error: "Beto Ramos no está libre en todas las fechas de esta reserva. Elige otro Plan B.", field: "backupSitterId" },
    });
    // The whole PATCH is one change: the confirmation did not happen either.
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { status: true, backupSitterId: true } })).toEqual({ status: "RECEIVED", backupSitterId: null });
    await patch(booking.id, { status: "CANCELLED", reason: "El dueño llamó" });
    expect((await patch(booking.id, { backupSitterId: ids.cami })).status).toBe(409);
  });
});

describe("POST /api/portal/bookings/{id}/cancel", () => {
  it("needs a reason (400), is the sitter's own booking only (404), and only a confirmed one (409)", async () => {
    const booking = await requestCarla();
    expect(await cancel(carla, booking.id, {})).toEqual({ status: 400, body: { ok: false, error: "Escribe el motivo: el dueño de la mascota lo recibe por correo.", field: "reason" } });
    expect((await cancel(carla, booking.id, { reason: "Me enfermé" })).status).toBe(409);
    await patch(booking.id, { status: "CONFIRMED" });
    expect(await cancel(beto, booking.id, { reason: "Me enfermé" })).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa solicitud entre las tuyas." } });
    expect((await cancel("", booking.id, { reason: "Me enfermé" })).status).toBe(401);
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("CONFIRMED");
  });

  it("cancels with the sitter's e-mail in the history, and tells the owner (with the one-tap Plan B) and the team at once", async () => {
    const booking = await confirmedWithBeto();
    const offered = async () => (await read(await listRequests(apiRequest("/api/portal/bookings", { headers: { cookie: carla } }), none))).body.bookings[0];
    expect(await offered()).toEqual(expect.objectContaining({ status: "CONFIRMED", canCancel: true, canAnswer: false }));
    expect(await cancel(carla, booking.id, { reason: "Me enfermé" })).toEqual({ status: 200, body: { ok: true, status: "CANCELLED" } });
    expect(await offered()).toEqual(expect.objectContaining({ status: "CANCELLED", canCancel: false, canAnswer: false }));
    const history = await database.db.bookingStatusChange.findMany({ where: { bookingId: booking.id }, orderBy: { changedAt: "asc" } });
    expect(history.map((change) => [change.status, change.changedBy, change.reason])).toEqual([
      ["CONFIRMED", "admin@huellitas.sv", null],
      ["CANCELLED", "carla@example.com", "Me enfermé"],
    ]);
    const sent = (await mails(booking.id)).filter((mail) => mail.kind.includes("sitter-cancelled") || mail.kind === "booking-cancelled-by-sitter");
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([
      ["booking-cancelled-by-sitter", "ana@example.com"],
      ["team-sitter-cancelled", TEAM],
    ]);
    expect(sent[0].subject).toBe(`Carla Méndez canceló tu reserva ${booking.id.slice(-6).toUpperCase()}`);
    expect(sent[0].text).toContain("Motivo: Me enfermé");
    expect(sent[0].text).toContain("Pasar la reserva a Beto Ramos es un toque, en tu enlace:");
    expect(sent[0].text).toMatch(/\/reserva\/[A-Za-z0-9_-]{32}/);
    expect(sent[1].text).toContain("Plan B: Beto Ramos.");
    expect((await tracked(booking.token)).status).toBe("CANCELLED");
  });

  it("keeps the cancellation on the sitter's record (last-minute) even after the booking passed to the backup", async () => {
    const booking = await confirmedWithBeto(1);
    await cancel(carla, booking.id, { reason: "Me enfermé" });
    await accept(booking.token);
    expect((await readSitterRecord(ids.carla, new Date())).reliability.lastMinuteCancellations).toBe(1);
    expect((await readSitterRecord(ids.beto, new Date())).reliability.lastMinuteCancellations).toBe(0);
  });
});

describe("POST /api/bookings/{token}/accept-backup", () => {
  it("moves the booking to the backup: the sitter changes, the history says so, the owner, the team and the new sitter are told", async () => {
    const booking = await confirmedWithBeto();
    await cancel(carla, booking.id, { reason: "Me enfermé" });
    const before = (await mails(booking.id)).length;
    expect(await accept(booking.token)).toEqual({ status: 200, body: { ok: true, status: "CONFIRMED", sitter: { name: "Beto Ramos", slug: "beto" } } });
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { status: true, sitterId: true, sitterName: true, backupSitterId: true } })).toEqual({
      status: "CONFIRMED", sitterId: ids.beto, sitterName: "Beto Ramos", backupSitterId: null,
    });
    const last = await database.db.bookingStatusChange.findFirstOrThrow({ where: { bookingId: booking.id }, orderBy: { changedAt: "desc" } });
    expect([last.status, last.changedBy, last.reason]).toEqual(["CONFIRMED", "owner", "Pasó a Beto Ramos (Plan B)"]);
    // Written in one transaction: same time, in no particular order.
    const told = new Map((await mails(booking.id)).slice(before).map((mail) => [mail.kind, mail]));
    expect([...told.values()].map((mail) => [mail.kind, mail.to])).toEqual(
      expect.arrayContaining([
        ["booking-moved-to-backup", "ana@example.com"],
        ["team-booking-moved-to-backup", TEAM],
        ["sitter-backup-booking", "beto@example.com"],
      ]),
    );
    expect(told.size).toBe(3);
    expect(told.get("booking-moved-to-backup")!.subject).toBe(`Tu reserva ${booking.id.slice(-6).toUpperCase()} pasó a Beto Ramos`);
    expect(told.get("sitter-backup-booking")!.text).toContain("Eras el Plan B de la reserva de Ana");
    const page = await tracked(booking.token);
    expect([page.status, page.sitter]).toEqual(["CONFIRMED", { name: "Beto Ramos", slug: "beto" }]);
    // Once moved, there is no Plan B left to take: a second tap says the booking is confirmed.
    expect(await accept(booking.token)).toEqual({ status: 409, body: { ok: false, error: "Tu reserva ya está confirmada: no hay nada que cambiar.", field: "status" } });
  });

  // A meet & greet belongs to the pair; the one with Carla says nothing of Beto.
  it("shows no meeting with the new sitter: the one held with the first sitter goes, and the owner's tap is the new pair's waiver", async () => {
    const booking = await confirmedWithBeto();
    expect((await tracked(booking.token)).meet.proposal).not.toBeNull();
    await cancel(carla, booking.id, { reason: "Me enfermé" });
    expect((await accept(booking.token)).status).toBe(200);
    const page = await tracked(booking.token);
    expect(page.meet).toEqual(expect.objectContaining({ proposal: null, needed: false, waived: true, noMatch: false }));
    expect(page.meet.waiver).toEqual({ at: expect.any(String), reason: "Pasó su reserva a Beto Ramos (Plan B) sin encuentro previo." });
    expect(await database.db.meetGreet.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("is 409 when the backup is no longer free on the stay's days, and nothing changes", async () => {
    const booking = await confirmedWithBeto();
    await cancel(carla, booking.id, { reason: "Me enfermé" });
    await blockDays("beto", booking.id);
    expect(await accept(booking.token)).toEqual({
      status: 409,
      body: { ok: false, error: "Beto Ramos ya no está libre en tus fechas. Escríbenos y te ayudamos a encontrar otro cuidador.", field: "backupSitterId" },
    });
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { status: true, sitterId: true } })).toEqual({ status: "CANCELLED", sitterId: ids.carla });
  });

  it("is 409 without the sitter's cancellation: still confirmed, cancelled by the team or the owner, or no backup", async () => {
    const planBMessage = "Esta reserva no tiene un Plan B disponible: solo pasa al cuidador de respaldo cuando tu cuidador la cancela.";
    const confirmed = await confirmedWithBeto();
    expect(await accept(confirmed.token)).toEqual({ status: 409, body: { ok: false, error: "Tu reserva ya está confirmada: no hay nada que cambiar.", field: "status" } });
    await patch(confirmed.id, { status: "CANCELLED", reason: "El dueño llamó" });
    expect(await accept(confirmed.token)).toEqual({ status: 409, body: { ok: false, error: planBMessage, field: "status" } });

    const withoutBackup = await requestCarla();
    await patch(withoutBackup.id, { status: "CONFIRMED" });
    await cancel(carla, withoutBackup.id, { reason: "Me enfermé" });
    expect((await accept(withoutBackup.token)).body.error).toBe(planBMessage);
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: withoutBackup.id } })).sitterId).toBe(ids.carla);
    expect((await accept("x".repeat(32))).status).toBe(404);
  });
});

describe("without a Plan B", () => {
  it("the owner's e-mail offers at most three free sitters who take that service and pet, each a prefilled request", async () => {
    const booking = await requestCarla();
    await patch(booking.id, { status: "CONFIRMED" });
    const start = await blockDays("dani", booking.id);
    await cancel(carla, booking.id, { reason: "Me enfermé" });
    const mail = (await mails(booking.id)).find((message) => message.kind === "booking-cancelled-by-sitter")!;
    const found = [...mail.text.matchAll(/\/reservar\?sitter=([a-z]+)&fecha=(\d{4}-\d{2}-\d{2})&repetir=([A-Za-z0-9_-]{32})/g)];
    const links = found.map((match) => [match[1], match[2]]);
    const first = start!.toISOString().slice(0, 10);
    // Best rated first; not Dani (busy), Eli (no boarding), Fer (no cats), Juan (unpublished), nor Carla herself.
    expect(links).toEqual([["cami", first], ["gabi", first], ["hugo", first]]);
    // "Cada enlace abre una solicitud nueva con tus datos": each link fills the form from this booking.
    const owner = await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect((await rebookDraft(found[0][3]))?.values).toMatchObject({ name: owner.name, email: owner.email, whatsapp: owner.whatsapp, service: owner.service, petType: owner.petType });
    expect(mail.text).toContain("Estos cuidadores están libres en tus fechas");
    expect(mail.text).not.toMatch(/Dani|Eli Soto|Fer Cruz|Juan/);
    expect((await mails(booking.id)).find((message) => message.kind === "team-sitter-cancelled")!.text).toContain("Sin Plan B: le ofrecimos Cami Flores, Gabi Ortiz, Hugo Lara.");
  });

  it("a backup busy by the time the sitter cancels is let go: the owner gets the alternatives instead", async () => {
    const booking = await confirmedWithBeto();
    await blockDays("beto", booking.id);
    await cancel(carla, booking.id, { reason: "Me enfermé" });
    const mail = (await mails(booking.id)).find((message) => message.kind === "booking-cancelled-by-sitter")!;
    expect(mail.text).not.toContain("Beto");
    expect(mail.text).toContain("/reservar?sitter=cami");
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).backupSitterId).toBeNull();
  });
});

describe("nearest first", () => {
  /** Cami (rated 5) lives in San Miguel, Gabi in Antiguo Cuscatlán; Hugo and Inés stay in Santa Tecla, as the booking. */
  async function spreadOut() {
    await database.db.sitter.update({ where: { id: ids.cami }, data: { department: "San Miguel", municipality: "San Miguel" } });
    await database.db.sitter.update({ where: { id: ids.gabi }, data: { department: "La Libertad", municipality: "Antiguo Cuscatlán" } });
  }

  it("the owner's e-mail and tracking page offer the sitters of Santa Tecla first, then La Libertad, each labelled, not the best rated 140 km away", async () => {
    await spreadOut();
    const booking = await requestCarla();
    await patch(booking.id, { status: "CONFIRMED" });
    await blockDays("dani", booking.id);
    await blockDays("beto", booking.id);
    await cancel(carla, booking.id, { reason: "Me enfermé" });
    const mail = (await mails(booking.id)).find((message) => message.kind === "booking-cancelled-by-sitter")!;
    expect([...mail.text.matchAll(/\/reservar\?sitter=([a-z]+)&/g)].map((match) => match[1])).toEqual(["hugo", "ines", "gabi"]);
    const lines = mail.text.split("\n");
    expect(lines).toEqual(expect.arrayContaining(["Hugo Lara · En Santa Tecla", "Inés Rivas · En Santa Tecla", "Gabi Ortiz · En La Libertad"]));
    expect(mail.text).not.toContain("Cami");

    const page = await planBForOwner(booking.id, booking.token);
    expect(page.alternatives.map((sitter) => [sitter.name, sitter.nearby])).toEqual([
      ["Hugo Lara", "En Santa Tecla"],
      ["Inés Rivas", "En Santa Tecla"],
      ["Gabi Ortiz", "En La Libertad"],
    ]);
  });

  it("the team's Plan B choice lists them nearest first too, the farthest last, each with where it is", async () => {
    await spreadOut();
    const booking = await requestCarla();
    const { status, body } = await read(await backupChoices(apiRequest(`/api/admin/bookings/${booking.id}/backups`, { headers: { cookie: admin } }), routeParams({ id: booking.id })));
    expect(status).toBe(200);
    expect((body.sitters as { name: string; nearby: string }[]).map((sitter) => [sitter.name, sitter.nearby])).toEqual([
      ["Dani Paz", "En Santa Tecla"],
      ["Hugo Lara", "En Santa Tecla"],
      ["Beto Ramos", "En Santa Tecla"],
      ["Inés Rivas", "En Santa Tecla"],
      ["Gabi Ortiz", "En La Libertad"],
      ["Cami Flores", "Más lejos"],
    ]);
  });
});

it("a day's boarding elsewhere makes the backup busy too (the search's rule: confirmed boarding stays)", async () => {
  const booking = await requestCarla();
  const stay = await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  await database.db.booking.create({
    data: {
      sitterId: ids.beto, sitterName: "Beto Ramos", service: "BOARDING", petType: "DOG", petSize: "SMALL", status: "CONFIRMED",
      startDate: stay.startDate, endDate: isoDateToUtc(addDays(todayInElSalvador(), 5)), name: "Otra", email: "otra@example.com", whatsapp: "+50370000000", municipality: "Santa Tecla",
    },
  });
  expect((await patch(booking.id, { backupSitterId: ids.beto })).status).toBe(409);
});
