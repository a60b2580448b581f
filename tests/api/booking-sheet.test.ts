/** @jest-environment node */
import { GET as track } from "@/app/api/bookings/[token]/route";
import { moveBookingTo, runTimedMoves, type Mover } from "@/lib/bookings/loop";
import { newTrackingToken } from "@/lib/bookings/core/tracking";
import { movesNow, type Actor } from "@/lib/bookings/core/process";
import { BOOKING_STATUSES } from "@/lib/bookings/core/status";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/handler";
import { createUser } from "../helpers/auth";
import { ALLOWED, toldOf } from "../helpers/booking-sheet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";

// The whole sheet walked on the real database through the one generic mover: every allowed move is written
// with its history and exactly the e-mails the product promises, to the right people; every refusal is a
// 409 that changes nothing and sends nothing.

const database = withTestDatabase();
const TEAM = "equipo@huellitas.sv";
const SITTER_EMAIL = "cuidadora@example.com";
const OWNER_EMAIL = "ana@example.com";
let sitterId: number;
const ACTORS: Actor[] = ["team", "sitter", "owner", "system"];
// Who moves: the team and the sitter as their accounts (filled in once they exist).
const movers: Record<Actor, Mover> = { team: { actor: "system" }, sitter: { actor: "system" }, owner: { actor: "owner" }, system: { actor: "system" } };

beforeAll(async () => {
  const admin = await createUser(database.db, { email: "admin@huellitas.sv", role: "admin" });
  const user = await createUser(database.db, { email: SITTER_EMAIL, name: "Carla Méndez" });
  movers.team = { actor: "team", userId: admin.id, email: admin.email };
  movers.sitter = { actor: "sitter", userId: user.id, email: user.email };
  const sitter = await database.db.sitter.create({
    data: { slug: "carla-mendez", name: "Carla Méndez", department: "San Salvador", municipality: "San Salvador", services: ["BOARDING"], priceFromUSD: 15, bio: "Cuido perros y gatos.", userId: user.id },
  });
  sitterId = sitter.id;
});

const moverName = (actor: Actor) => {
  const mover = movers[actor];
  return mover.actor === "team" || mover.actor === "sitter" ? mover.email : actor;
};
const address: Record<string, string> = { owner: OWNER_EMAIL, team: TEAM, sitter: SITTER_EMAIL };

/** A booking already in `status`, for a stay that starts in 10 days (or `startsIn` days: negative is past). */
async function bookingIn(status: BookingStatus, startsIn = 10) {
  const start = addDays(todayInElSalvador(), startsIn);
  return database.db.booking.create({
    data: {
      sitterId, sitterName: "Carla Méndez", service: "BOARDING", petType: "DOG", petSize: "SMALL",
      startDate: isoDateToUtc(start), endDate: isoDateToUtc(addDays(start, 2)),
      name: "Ana López", email: OWNER_EMAIL, whatsapp: "+50370001234", municipality: "San Salvador", status,
    },
    select: { id: true },
  });
}

/**
 * A CANCELLED booking of another sitter, who cancelled it from the portal, with Carla named as its Plan B; its
 * stay moved far ahead, where none of Carla's confirmed boarding stays of the other cases falls.
 */
async function handedToCarla(id: string) {
  const start = addDays(todayInElSalvador(), 300);
  const other = await createUser(database.db, { name: "Otro Cuidador" });
  const sitter = await database.db.sitter.create({
    data: { slug: `otro-${other.id}`, name: "Otro Cuidador", department: "San Salvador", municipality: "San Salvador", services: ["BOARDING"], priceFromUSD: 15, bio: "Cuido perros.", userId: other.id },
  });
  await database.db.booking.update({
    where: { id },
    data: {
      sitterId: sitter.id, sitterName: sitter.name, backupSitterId: sitterId, startDate: isoDateToUtc(start), endDate: isoDateToUtc(addDays(start, 2)),
      statusChanges: { create: { status: "CANCELLED", move: "sitter.cancel", actor: "sitter", actorUserId: other.id, changedBy: other.email, reason: "Me enfermé" } },
    },
  });
}

const every = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.filter((to) => to !== from).flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));
const allowed = every.filter(([from, to, actor]) => ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor));

describe("every move the sheet allows", () => {
  it.each(allowed)("%s → %s by %s: written, in its history, and told to exactly who it concerns", async (from, to, actor) => {
    // Completing needs a stay that ended (yesterday: its timer is not due yet); anything else, one still ahead.
    // The hand-over, from the stay's first day: one that starts today.
    const { id } = await bookingIn(from, to === "COMPLETED" ? -3 : to === "IN_PROGRESS" ? 0 : 10);
    // The owner's move to the Plan B needs the sitter's cancellation first: another sitter cancelled, Carla is the backup.
    const planB = from === "CANCELLED" && to === "CONFIRMED" && actor === "owner";
    if (planB) await handedToCarla(id);
    // A first booking of the pair is confirmed after a meet & greet; the owner declines only after one that was not a match.
    else if (to === "CONFIRMED") await meetWentWell(database.db, id);
    if (actor === "owner" && to === "DECLINED") await meetWentWell(database.db, id, "NOT_A_MATCH");
    await database.db.$transaction((tx) => moveBookingTo(tx, id, to, movers[actor], { reason: "Motivo de prueba" }));
    const booking = await database.db.booking.findUniqueOrThrow({
      where: { id },
      select: { status: true, statusChanges: { select: { status: true, changedBy: true }, orderBy: { changedAt: "asc" } }, outbox: { select: { kind: true, to: true, text: true } } },
    });
    expect(booking.status).toBe(to);
    expect(booking.statusChanges.slice(planB ? 1 : 0)).toEqual([{ status: to, changedBy: moverName(actor) }]);
    const told = booking.outbox.map((message) => [message.to, message.kind]).sort();
    expect(told).toEqual(toldOf(from, to, actor).map(([who, kind]) => [address[who], kind]).sort());
    // Every e-mail to the owner carries a tracking link; none to the sitter before confirmation shows the owner's contact.
    for (const message of booking.outbox) {
      if (message.to === OWNER_EMAIL) expect(message.text).toMatch(/\/reserva\/[A-Za-z0-9_-]{32}/);
      if (message.to === SITTER_EMAIL) expect(message.text).not.toContain("+50370001234");
    }
  });
});

// Every (from, to, who) the sheet does not allow is refused by the sheet itself: tests/unit/booking-process.test.ts
// holds the whole table. On the database, one refusal of each kind — no row for this mover, and each guard — shows
// the mover changes nothing and sends nothing when it refuses (the table ran here 294 times).
describe("a move the sheet refuses: 409, nothing changed, nothing sent", () => {
  async function refusedIn(id: string, to: BookingStatus, actor: Actor, now?: Date) {
    const before = await database.db.booking.findUniqueOrThrow({ where: { id }, select: { status: true, _count: { select: { statusChanges: true, outbox: true } } } });
    const refused = await database.db.$transaction((tx) => moveBookingTo(tx, id, to, movers[actor], { reason: "Motivo de prueba", now })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(409);
    expect(await database.db.booking.findUniqueOrThrow({ where: { id }, select: { status: true, _count: { select: { statusChanges: true, outbox: true } } } })).toEqual(before);
    return (refused as HttpError).message;
  }

  it("no row for this mover (a sitter completing a stay, the owner confirming a request, a timer contacting it)", async () => {
    expect(await refusedIn((await bookingIn("CONFIRMED", -3)).id, "COMPLETED", "sitter")).toBe("Una reserva confirmada no puede pasar a completada.");
    expect(await refusedIn((await bookingIn("RECEIVED")).id, "CONFIRMED", "owner")).toBe("Una reserva recibida no puede pasar a confirmada.");
    expect(await refusedIn((await bookingIn("RECEIVED")).id, "CONTACTED", "system")).toBe("Una reserva recibida no puede pasar a contactada.");
  });

  it("ownerMayCancel: a confirmed stay that began", async () => {
    expect(await refusedIn((await bookingIn("CONFIRMED", -1)).id, "CANCELLED", "owner")).toMatch(/ya no se puede cancelar/);
  });

  it("stayEnded: completing a stay still under way", async () => {
    expect(await refusedIn((await bookingIn("CONFIRMED", -1)).id, "COMPLETED", "team")).toMatch(/todavía no termina/);
  });

  it("beforeEnd: the sitter cancelling a stay that ended", async () => {
    // Its last day ended yesterday: the timer completes it only 24 h after that day ends.
    expect(await refusedIn((await bookingIn("CONFIRMED", -3)).id, "CANCELLED", "sitter")).toMatch(/ya terminó/);
  });

  it("planBReady: moving to a Plan B the sitter's cancellation never offered", async () => {
    expect(await refusedIn((await bookingIn("CANCELLED")).id, "CONFIRMED", "owner")).toMatch(/no tiene un Plan B/);
  });

  it("meetSettled: confirming a first booking of the pair before its meet & greet", async () => {
    // An owner this sitter never had (the other cases' owner had confirmed stays with her).
    const { id } = await bookingIn("RECEIVED");
    await database.db.booking.update({ where: { id }, data: { email: "nueva.duena@example.com" } });
    expect(await refusedIn(id, "CONFIRMED", "team")).toMatch(/Primero el encuentro de bienvenida/);
  });

  it("noMatch: the owner declining without a meeting that was not a match", async () => {
    expect(await refusedIn((await bookingIn("RECEIVED")).id, "DECLINED", "owner")).toMatch(/encuentro confirmado/);
  });
});

describe("the sheet's guards and reasons", () => {
  it("refuses the team's and the sitter's decline or cancel without a reason (400), and lets the owner cancel without one", async () => {
    for (const [to, actor] of [["DECLINED", "team"], ["DECLINED", "sitter"], ["CANCELLED", "team"]] as const) {
      const { id } = await bookingIn("RECEIVED");
      const refused = await database.db.$transaction((tx) => moveBookingTo(tx, id, to, movers[actor], { reason: "  " })).catch((error: unknown) => error);
      expect([(refused as HttpError).status, (refused as HttpError).field]).toEqual([400, "reason"]);
      expect((await database.db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("RECEIVED");
    }
    const { id } = await bookingIn("CONFIRMED");
    await database.db.$transaction((tx) => moveBookingTo(tx, id, "CANCELLED", movers.owner));
    expect((await database.db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("CANCELLED");
  });

  it("refuses the owner's cancel once the first day has started in El Salvador (409), not the team's", async () => {
    const { id } = await bookingIn("CONFIRMED");
    const start = await database.db.booking.findUniqueOrThrow({ where: { id }, select: { startDate: true } });
    const firstMorning = new Date(start.startDate!.getTime() + 6 * 3_600_000 + 60_000);
    const refused = await database.db.$transaction((tx) => moveBookingTo(tx, id, "CANCELLED", movers.owner, { now: firstMorning })).catch((error: unknown) => error);
    expect((refused as HttpError).status).toBe(409);
    expect((refused as HttpError).message).toMatch(/ya no se puede cancelar/);
    await database.db.$transaction((tx) => moveBookingTo(tx, id, "CANCELLED", movers.team, { reason: "El dueño llamó", now: firstMorning }));
    expect((await database.db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("CANCELLED");
  });
});

describe("a stay is completed only after it ends", () => {
  it("refuses the team's COMPLETED before the last day has ended in El Salvador (409, nothing changed), and offers it only then", async () => {
    const { id } = await bookingIn("CONFIRMED", -1); // started yesterday, ends tomorrow
    const refused = await database.db.$transaction((tx) => moveBookingTo(tx, id, "COMPLETED", movers.team)).catch((error: unknown) => error);
    expect([(refused as HttpError).status, (refused as HttpError).message]).toEqual([409, "Esta reserva todavía no termina: se puede marcar como completada cuando pase su último día."]);
    expect(await database.db.booking.findUniqueOrThrow({ where: { id }, select: { status: true, _count: { select: { outbox: true } } } })).toEqual({ status: "CONFIRMED", _count: { outbox: 0 } });

    const booking = await database.db.booking.findUniqueOrThrow({ where: { id } });
    const lastDayEnds = new Date(booking.endDate!.getTime() + 30 * 3_600_000); // the next midnight in El Salvador
    const justBefore = new Date(lastDayEnds.getTime() - 60_000);
    expect(movesNow(booking, "team", justBefore)).toEqual(["CANCELLED"]);
    expect(movesNow(booking, "team", lastDayEnds)).toEqual(["COMPLETED", "CANCELLED"]);
    await database.db.$transaction((tx) => moveBookingTo(tx, id, "COMPLETED", movers.team, { now: lastDayEnds }));
    expect((await database.db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("COMPLETED");
  });
});

describe("the sheet's timers", () => {
  it("expire a RECEIVED request after 72 h and complete a CONFIRMED stay 24 h after its last day ended — only those", async () => {
    const now = new Date();
    const late = await bookingIn("RECEIVED");
    await database.db.booking.update({ where: { id: late.id }, data: { createdAt: new Date(now.getTime() - 72 * 3_600_000 - 1000) } });
    const fresh = await bookingIn("RECEIVED");
    await database.db.booking.update({ where: { id: fresh.id }, data: { createdAt: new Date(now.getTime() - 71 * 3_600_000) } });
    const ended = await bookingIn("CONFIRMED");
    await database.db.booking.update({ where: { id: ended.id }, data: { startDate: isoDateToUtc(addDays(todayInElSalvador(), -8)), endDate: isoDateToUtc(addDays(todayInElSalvador(), -4)) } });
    const endedYesterday = await bookingIn("CONFIRMED");
    await database.db.booking.update({ where: { id: endedYesterday.id }, data: { startDate: isoDateToUtc(addDays(todayInElSalvador(), -3)), endDate: isoDateToUtc(addDays(todayInElSalvador(), -1)) } });

    const moved = await runTimedMoves(now);
    expect(moved).toEqual(expect.objectContaining({ expired: expect.any(Number), completed: expect.any(Number) }));
    const status = async (id: string) => (await database.db.booking.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
    expect([await status(late.id), await status(fresh.id), await status(ended.id), await status(endedYesterday.id)]).toEqual(["EXPIRED", "RECEIVED", "COMPLETED", "CONFIRMED"]);
    const changedBy = await database.db.bookingStatusChange.findMany({ where: { bookingId: { in: [late.id, ended.id] } }, select: { changedBy: true } });
    expect(changedBy.map((change) => change.changedBy)).toEqual(["system", "system"]);
    // A second run finds nothing more to do.
    const again = await runTimedMoves(now);
    expect([await status(fresh.id), await status(endedYesterday.id)]).toEqual(["RECEIVED", "CONFIRMED"]);
    expect(again).toEqual({ expired: 0, completed: 0, reminded: 0 });
  });
});

describe("the sheet's reminders", () => {
  it("remind the sitter once of a request unanswered for 24 h: not before, not once answered, never the owner's contact", async () => {
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const waiting = await bookingIn("RECEIVED");
    const young = await bookingIn("RECEIVED");
    const answered = await bookingIn("CONFIRMED");
    await database.db.booking.update({ where: { id: waiting.id }, data: { createdAt: hoursAgo(25) } });
    await database.db.booking.update({ where: { id: young.id }, data: { createdAt: hoursAgo(23) } });
    await database.db.booking.update({ where: { id: answered.id }, data: { createdAt: hoursAgo(25) } });

    for (let run = 0; run < 2; run++) await Promise.all([runTimedMoves(now), runTimedMoves(now)]);
    const reminders = await database.db.outboxMessage.findMany({
      where: { kind: "sitter-request-reminder", bookingId: { in: [waiting.id, young.id, answered.id] } },
    });
    expect(reminders.map((mail) => [mail.bookingId, mail.to])).toEqual([[waiting.id, SITTER_EMAIL]]);
    expect(reminders[0].subject).toBe(`La solicitud ${waiting.id.slice(-6).toUpperCase()} espera tu respuesta`);
    expect(reminders[0].text).toContain("«Mis solicitudes»");
    expect(reminders[0].text).not.toContain(OWNER_EMAIL);
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe("RECEIVED");
  });
});

describe("a timer that ran out before any run wrote it", () => {
  it("reads as moved to the owner at once (with its e-mail), and no one can move the booking from where it was", async () => {
    const stale = await bookingIn("RECEIVED");
    await database.db.booking.update({ where: { id: stale.id }, data: { createdAt: new Date(Date.now() - 73 * 3_600_000) } });
    const refused = await database.db.$transaction((tx) => moveBookingTo(tx, stale.id, "CONFIRMED", movers.team)).catch((error: unknown) => error);
    expect([(refused as HttpError).status, (refused as HttpError).message]).toEqual([409, "Una reserva vencida no puede pasar a confirmada."]);

    const { token, hash } = newTrackingToken();
    await database.db.bookingLink.create({ data: { hash, bookingId: stale.id } });
    const { status, body } = await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })));
    expect([status, body.error]).toEqual([200, undefined]);
    expect(body.booking.status).toBe("EXPIRED");
    expect(body.booking.history.map((step: { status: string }) => step.status)).toEqual(["RECEIVED", "EXPIRED"]);
    const outbox = await database.db.outboxMessage.findMany({ where: { bookingId: stale.id }, select: { kind: true, to: true } });
    expect(outbox).toEqual([{ kind: "booking-expired", to: OWNER_EMAIL }]);
  });
});
