/** @jest-environment node */
import { GET as activity } from "@/app/api/admin/activity/route";
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { PATCH as patchReview } from "@/app/api/admin/reviews/[id]/route";
import { POST as cancel } from "@/app/api/bookings/[token]/cancel/route";
import { POST as review } from "@/app/api/bookings/[token]/review/route";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { GET as cronBookings } from "@/app/api/cron/bookings/route";
import { GET as cronOutbox } from "@/app/api/cron/outbox/route";
import { POST as resend } from "@/app/api/admin/outbox/[id]/resend/route";
import { GET as attention } from "@/app/api/admin/bookings/attention/route";
import { POST as catchUpTimers } from "@/app/api/admin/bookings/timers/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as publicSitter } from "@/app/api/sitters/[id]/route";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { createUser, signIn } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { openEmailedLink } from "../helpers/emailed-link";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
const CRON_SECRET = "secreto-de-las-tareas-programadas-0123456789";
withTestEnv({ CRON_SECRET, SMTP_URL: undefined });
beforeEach(async () => {
  await seedSitters(database.db);
  await createUser(database.db, { email: "admin@huellitas.sv", role: "admin" });
  admin = await signIn("admin@huellitas.sv");
});

const none = routeParams({});
async function book(overrides: Record<string, unknown> = {}, inDays = 3) {
  const { status, body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking(overrides, inDays) }), none));
  expect(status).toBe(201);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()!, trackingUrl: body.trackingUrl as string };
}
const tracking = (token: string) => track(apiRequest(`/api/bookings/${token}`), routeParams({ token })).then(read);
const cancelAs = (token: string, body: unknown = {}) =>
  cancel(apiRequest(`/api/bookings/${token}/cancel`, { method: "POST", body }), routeParams({ token })).then(read);
const reviewAs = (token: string, body: unknown) => review(apiRequest(`/api/bookings/${token}/review`, { method: "POST", body }), routeParams({ token })).then(read);
// A first booking between the owner and the sitter is confirmed after a meet & greet (tests/api/meet-greet.test.ts).
async function move(id: string, body: { status?: string; reason?: string; internalNote?: string | null }) {
  if (body.status === "CONFIRMED") await meetWentWell(database.db, id);
  return patchBooking(apiRequest(`/api/admin/bookings/${id}`, { method: "PATCH", body, headers: { cookie: admin } }), routeParams({ id })).then(read);
}
const cron = (handler: typeof cronBookings, authorization?: string) =>
  handler(apiRequest("/api/cron/x", { headers: authorization ? { authorization } : {} }), none).then(read);
const outbox = (bookingId: string) => database.db.outboxMessage.findMany({ where: { bookingId }, orderBy: [{ createdAt: "asc" }, { kind: "asc" }] });
const GOOD_REVIEW = { rating: 5, communication: 4, text: "Luna volvió feliz y con su rutina intacta. ¡Gracias!" };

describe("POST /api/reservations and the tracking link", () => {
  it("answers 201 with the id and the tracking page's path; only the tokens' hashes are stored", async () => {
    const { id, token, trackingUrl } = await book();
    expect(trackingUrl).toBe(`/preview/reserva/${token}`);
    expect(token).not.toContain(id);
    // The answer's link, and the e-mail's own (the one whose opening shows the address reads our mail).
    const links = await database.db.bookingLink.findMany({ where: { bookingId: id }, orderBy: { sentTo: "asc" } });
    expect(links.map((link) => link.sentTo)).toEqual(["ana@example.com", null]);
    expect(links.every((link) => /^[0-9a-f]{64}$/.test(link.hash))).toBe(true);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it("GET /api/bookings/{token} answers exactly the owner's view: no contact data", async () => {
    const { token } = await book();
    const start = addDays(todayInElSalvador(), 3);
    expect(await tracking(token)).toEqual({
      status: 200,
      body: {
        ok: true,
        booking: {
          status: "RECEIVED",
          service: "BOARDING",
          petType: "DOG",
          petSize: "MEDIUM",
          startDate: start,
          endDate: addDays(start, 2),
          sitter: { name: "María José Hernández", slug: "maria-jose-hernandez" },
          // When the pet changed hands: nothing yet.
          handOver: null,
          handBack: null,
          history: [{ status: "RECEIVED", at: expect.any(String), move: "owner.request", by: "owner" }],
          meet: { needed: true, stillPossible: true, waived: false, noMatch: false, proposal: null, proposalLapsed: false, canPropose: true, canAnswer: false, canJudge: false, canWaive: true, waiver: null },
          reports: [],
        },
      },
    });
  });

  it("is 404, never 500, for an unknown or malformed token", async () => {
    for (const token of ["A".repeat(32), "corto", "x".repeat(200), "%00", "../../etc/passwd", "A".repeat(31) + "é"]) {
      expect((await tracking(token)).status).toBe(404);
      expect((await cancelAs(token)).status).toBe(404);
      expect((await reviewAs(token, GOOD_REVIEW)).status).toBe(404);
    }
  });

  it("counts what needs the team for the Reservas tab: new requests, and those unanswered for over 24 h (not the expired)", async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    // Four requests: one just in, one waiting 30 h, one past its 72 h, one the team already contacted.
    const [, waiting, stale, answered] = [await book(), await book(), await book(), await book()];
    await database.db.booking.update({ where: { id: waiting.id }, data: { createdAt: hoursAgo(30) } });
    await database.db.booking.update({ where: { id: stale.id }, data: { createdAt: hoursAgo(80) } });
    await move(answered.id, { status: "CONTACTED" });
    const counts = () => attention(apiRequest("/api/admin/bookings/attention", { headers: { cookie: admin } }), none).then(read);
    expect(await counts()).toEqual({ status: 200, body: { ok: true, received: 2, unanswered: 1, marksToReview: 0 } });
    expect((await attention(apiRequest("/api/admin/bookings/attention"), none)).status).toBe(401);
  });

  it("the count is a read: a due timer waits for the dashboard's POST, which runs it on the movable clock", async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const [due, notYet] = [await book(), await book()];
    await database.db.booking.update({ where: { id: due.id }, data: { createdAt: hoursAgo(80) } });
    await database.db.booking.update({ where: { id: notYet.id }, data: { createdAt: hoursAgo(50) } });
    const written = async () => ({
      statuses: (await database.db.booking.findMany({ orderBy: { createdAt: "asc" }, select: { id: true, status: true } })).map((row) => row.status),
      history: await database.db.bookingStatusChange.count(),
      outbox: await database.db.outboxMessage.count(),
    });
    const before = await written();
    expect(before.statuses).toEqual(["RECEIVED", "RECEIVED"]);
    const counts = await read(await attention(apiRequest("/api/admin/bookings/attention", { headers: { cookie: admin } }), none));
    expect(counts).toEqual({ status: 200, body: { ok: true, received: 1, unanswered: 1, marksToReview: 0 } });
    expect(await written()).toEqual(before);

    const post = (headers: Record<string, string>) => catchUpTimers(apiRequest("/api/admin/bookings/timers", { method: "POST", headers }), none).then(read);
    expect((await post({})).status).toBe(401);
    expect((await post({ cookie: admin, origin: "https://evil.example" })).status).toBe(403);
    expect(await written()).toEqual(before);
    const run = await post({ cookie: admin });
    expect(run).toEqual({ status: 200, body: expect.objectContaining({ ok: true, expired: 1, completed: 0 }) });
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: due.id } })).status).toBe("EXPIRED");
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: notYet.id } })).status).toBe("RECEIVED");
    // Idempotent; and on a test server's clock a day ahead, the other request's 72 h are up too.
    expect((await post({ cookie: admin })).body).toEqual(expect.objectContaining({ expired: 0 }));
    const saved = { TEST_CLOCK: process.env.TEST_CLOCK, SITE_URL: process.env.SITE_URL };
    Object.assign(process.env, { TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3000" });
    try {
      expect((await post({ cookie: admin, [TEST_CLOCK_HEADER]: String(24 * 3_600_000) })).body).toEqual(expect.objectContaining({ expired: 1 }));
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: notYet.id } })).status).toBe("EXPIRED");
  });

  it("'Reenviar' puts a message back in the outbox and says when e-mail is off (no SMTP server), 404 for an unknown one", async () => {
    const { id } = await book();
    const [mail] = await outbox(id);
    const again = (mailId: string) => resend(apiRequest(`/api/admin/outbox/${mailId}/resend`, { method: "POST", headers: { cookie: admin } }), routeParams({ id: mailId })).then(read);
    expect(await again(mail.id)).toEqual({ status: 200, body: { ok: true, mailOn: false } });
    expect((await database.db.outboxMessage.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe("PENDING");
    expect(await again("no-existe")).toEqual({ status: 404, body: { ok: false, error: "No encontramos ese correo." } });
  });

  it("writes the owner's and the team's e-mails in the outbox, the owner's with a working tracking link", async () => {
    const { id, token } = await book();
    const mails = await outbox(id);
    expect(mails.map((m) => [m.kind, m.to, m.status])).toEqual([
      ["booking-received", "ana@example.com", "PENDING"],
      ["team-new-booking", "equipo@huellitas.sv", "PENDING"],
    ]);
    expect(mails[0].subject).toMatch(/^Recibimos tu solicitud [A-Z0-9]{6}$/);
    // The e-mail carries its own link, not the one the answer gave: both open the request.
    const mailed = /\/preview\/reserva\/([A-Za-z0-9_-]{32})/.exec(mails[0].text)![1];
    expect(mailed).not.toBe(token);
    expect(mails[0].html).toContain(`/preview/reserva/${mailed}`);
    for (const link of [token, mailed]) expect((await tracking(link)).body.booking.status).toBe("RECEIVED");
    expect(mails[1].text).toContain("ana@example.com");
  });
});

describe("PATCH /api/admin/bookings/{id} and the lifecycle", () => {
  it("refuses a move the lifecycle forbids with 409 and changes nothing", async () => {
    const { id } = await book();
    expect(await move(id, { status: "COMPLETED" })).toEqual({
      status: 409,
      body: { ok: false, error: "Una reserva recibida no puede pasar a completada.", field: "status" },
    });
    const stored = await database.db.booking.findUniqueOrThrow({ where: { id }, include: { statusChanges: true } });
    expect(stored.status).toBe("RECEIVED");
    expect(stored.statusChanges).toEqual([]);
  });

  it("declines with a reason (required), records who did it and e-mails the owner a fresh link", async () => {
    const { id } = await book();
    expect((await move(id, { status: "DECLINED" })).body).toEqual({ ok: false, error: "Escribe el motivo: el dueño de la mascota lo recibe por correo.", field: "reason" });
    const declined = await move(id, { status: "DECLINED", reason: "No tiene espacio esas fechas." });
    expect(declined.status).toBe(200);
    expect(declined.body.booking.history.at(-1)).toEqual({ status: "DECLINED", changedAt: expect.any(String), changedBy: "admin@huellitas.sv", reason: "No tiene espacio esas fechas.", move: "team.decline", by: "team" });
    expect(declined.body.booking.moves).toEqual([]);
    const mail = (await outbox(id)).find((m) => m.kind === "booking-declined")!;
    expect(mail.text).toContain("No tiene espacio esas fechas.");
    const link = mail.text.match(/\/preview\/reserva\/([A-Za-z0-9_-]{32})/)![1];
    expect((await tracking(link)).body.booking.status).toBe("DECLINED");
    expect(await move(id, { status: "CONFIRMED" })).toEqual(expect.objectContaining({ status: 409 }));
  });

  it("confirms with the sitter's WhatsApp in the owner's e-mail: now the owner can reach them", async () => {
    const { id } = await book();
    await move(id, { status: "CONFIRMED" });
    const confirmed = (await outbox(id)).find((m) => m.kind === "booking-confirmed")!;
    // Seeded sitter 1's own number, as people read it and as a chat link naming the booking.
    expect(confirmed.text).toContain("escríbele a María por WhatsApp: +503 7000-1101 (https://wa.me/50370001101?text=");
    expect(confirmed.text).toContain(encodeURIComponent(`de la reserva ${id.slice(-6).toUpperCase()} en Huellitas.`));
  });

  it("links the confirmation e-mail to the commitments page, Compromisos Huellitas", async () => {
    const { id } = await book();
    await move(id, { status: "CONFIRMED" });
    const confirmed = (await outbox(id)).find((m) => m.kind === "booking-confirmed")!;
    expect(confirmed.text).toMatch(/Lo que tú y María se prometen \(cancelar con tiempo, la entrega y la recogida, los problemas\) está en Compromisos Huellitas: http:\/\/[^\s]+\/preview\/compromisos/);
  });

  it("records every admin action in the activity trail, newest first", async () => {
    const { id } = await book();
    await move(id, { status: "CONTACTED" });
    await move(id, { status: "CONFIRMED" });
    const { body } = await read(await activity(apiRequest("/api/admin/activity?page=1", { headers: { cookie: admin } }), none));
    expect(body.events.map((e: { summary: string }) => e.summary)).toEqual([
      expect.stringMatching(/Contactada → Confirmada$/),
      expect.stringMatching(/Recibida → Contactada$/),
    ]);
    expect(body.events[0]).toEqual(expect.objectContaining({ actor: "admin@huellitas.sv", action: "booking.move", targetId: id }));
    expect(body).toEqual(expect.objectContaining({ page: 1, pageCount: 1, total: 2 }));
  });
});

describe("POST /api/bookings/{token}/cancel", () => {
  it("cancels before the stay starts: 200 with the new status, the owner and the team are told", async () => {
    const { id, token } = await book();
    expect(await cancelAs(token, { reason: "Cambiamos de planes." })).toEqual({ status: 200, body: { ok: true, status: "CANCELLED" } });
    const stored = await database.db.booking.findUniqueOrThrow({ where: { id }, include: { statusChanges: true } });
    expect(stored.statusChanges).toEqual([expect.objectContaining({ status: "CANCELLED", changedBy: "owner", reason: "Cambiamos de planes." })]);
    // Each pair is written in one transaction (same time, in no particular order).
    expect((await outbox(id)).map((m) => m.kind).sort()).toEqual(["booking-cancelled", "booking-received", "team-booking-cancelled", "team-new-booking"]);
    // A second tab or an old link: the request says it is cancelled already, not that its first day began.
    expect(await cancelAs(token)).toEqual({ status: 409, body: { ok: false, error: "Esta solicitud ya está cancelada." } });
  });

  it("is 409 for a confirmed booking once its stay started, and changes nothing", async () => {
    const { id, token } = await book({}, 0);
    await database.db.booking.update({ where: { id }, data: { status: "CONFIRMED", startDate: isoDateToUtc(addDays(todayInElSalvador(), -1)) } });
    expect(await cancelAs(token)).toEqual({ status: 409, body: { ok: false, error: expect.stringMatching(/ya no se puede cancelar/) } });
    expect((await database.db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("CONFIRMED");
  });

  // A request nobody confirmed binds no one; on its first day too the owner may withdraw it.
  it("cancels a request not yet confirmed on its stay's first day (200), not once its last day has ended", async () => {
    const today = await book({}, 0);
    expect(await cancelAs(today.token)).toEqual({ status: 200, body: { ok: true, status: "CANCELLED" } });
    const contacted = await book({ ownerEmail: "beto@example.com" }, 0);
    await database.db.booking.update({ where: { id: contacted.id }, data: { status: "CONTACTED", startDate: isoDateToUtc(addDays(todayInElSalvador(), -2)) } });
    expect(await cancelAs(contacted.token)).toEqual({ status: 200, body: { ok: true, status: "CANCELLED" } });
    const ended = await book({ ownerEmail: "carla@example.com" }, 0);
    await database.db.booking.update({
      where: { id: ended.id },
      data: { status: "CONTACTED", startDate: isoDateToUtc(addDays(todayInElSalvador(), -3)), endDate: isoDateToUtc(addDays(todayInElSalvador(), -1)) },
    });
    expect((await cancelAs(ended.token)).status).toBe(409);
  });
});

describe("GET /api/cron/bookings", () => {
  it("is refused without the secret, and with a wrong one", async () => {
    expect((await cron(cronBookings)).status).toBe(401);
    expect((await cron(cronBookings, `Bearer ${CRON_SECRET}x`)).status).toBe(401);
    expect((await cron(cronOutbox, "Bearer nada")).status).toBe(401);
    expect((await cron(cronOutbox, `Bearer ${CRON_SECRET}`)).status).toBe(200);
  });

  it("expires what waited 72 hours, completes a stay whose last day ended more than 24 h ago, and a second run changes nothing", async () => {
    const old = await book();
    const fresh = await book({ ownerEmail: "beto@example.com" });
    const stay = await book({ ownerEmail: "carla@example.com" });
    await database.db.booking.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 73 * 3600_000) } });
    await move(stay.id, { status: "CONFIRMED" });
    const today = todayInElSalvador();
    await database.db.booking.update({ where: { id: stay.id }, data: { startDate: isoDateToUtc(addDays(today, -6)), endDate: isoDateToUtc(addDays(today, -4)) } });

    const first = await cron(cronBookings, `Bearer ${CRON_SECRET}`);
    expect(first).toEqual({ status: 200, body: expect.objectContaining({ ok: true, expired: 1, completed: 1 }) });
    expect((await tracking(old.token)).body.booking.status).toBe("EXPIRED");
    expect((await tracking(fresh.token)).body.booking.status).toBe("RECEIVED");
    expect((await tracking(stay.token)).body.booking.status).toBe("COMPLETED");
    const history = await database.db.bookingStatusChange.findMany({ where: { bookingId: stay.id }, orderBy: { changedAt: "asc" } });
    expect(history.map((h) => [h.status, h.changedBy])).toEqual([["CONFIRMED", "admin@huellitas.sv"], ["COMPLETED", "system"]]);
    expect((await outbox(stay.id)).map((m) => m.kind)).toContain("booking-completed");

    expect((await cron(cronBookings, `Bearer ${CRON_SECRET}`)).body).toEqual(expect.objectContaining({ expired: 0, completed: 0 }));
    expect(await database.db.bookingStatusChange.count()).toBe(3);
  });

  it("five overlapping runs all answer 200: each due booking moves once, its e-mail queued once", async () => {
    const expiring = [];
    for (let i = 0; i < 5; i++) expiring.push(await book({ ownerEmail: `vence${i}@example.com` }));
    await database.db.booking.updateMany({ where: { id: { in: expiring.map((b) => b.id) } }, data: { createdAt: new Date(Date.now() - 73 * 3600_000) } });
    const ending = await book({ ownerEmail: "termina@example.com" });
    await move(ending.id, { status: "CONFIRMED" });
    const today = todayInElSalvador();
    await database.db.booking.update({ where: { id: ending.id }, data: { startDate: isoDateToUtc(addDays(today, -6)), endDate: isoDateToUtc(addDays(today, -4)) } });

    const runs = await Promise.all(Array.from({ length: 5 }, () => cron(cronBookings, `Bearer ${CRON_SECRET}`)));
    expect(runs.map((run) => run.status)).toEqual([200, 200, 200, 200, 200]);
    expect(runs.reduce((sum, run) => sum + run.body.expired, 0)).toBe(5);
    expect(runs.reduce((sum, run) => sum + run.body.completed, 0)).toBe(1);
    for (const booking of [...expiring, ending]) {
      const moves = await database.db.bookingStatusChange.findMany({ where: { bookingId: booking.id, status: { in: ["EXPIRED", "COMPLETED"] } } });
      expect(moves).toHaveLength(1);
      const kinds = (await outbox(booking.id)).map((m) => m.kind).filter((kind) => kind === "booking-expired" || kind === "booking-completed");
      expect(kinds).toHaveLength(1);
    }
  });
});

describe("POST /api/bookings/{token}/review", () => {
  async function completedStay() {
    const stay = await book();
    await move(stay.id, { status: "CONFIRMED" });
    // The stay took place: it ended yesterday (a stay is completed only after its last day).
    const today = todayInElSalvador();
    await database.db.booking.update({ where: { id: stay.id }, data: { startDate: isoDateToUtc(addDays(today, -3)), endDate: isoDateToUtc(addDays(today, -1)) } });
    expect((await move(stay.id, { status: "COMPLETED" })).status).toBe(200);
    // The owner reads our e-mail (a proven address: tests/api/review-trust.test.ts holds the rest).
    return { ...stay, token: await openEmailedLink(database.db, stay.id) };
  }
  const sitter = () => publicSitter(apiRequest("/api/sitters/maria-jose-hernandez"), routeParams({ id: "maria-jose-hernandez" })).then(read);

  it("takes one review of a completed stay; the profile shows it verified and the rating follows at once", async () => {
    const before = (await sitter()).body;
    const stay = await completedStay();
    const { status, body } = await reviewAs(stay.token, { rating: 1, communication: 2, text: "No nos mandó noticias en tres días." });
    expect(status).toBe(201);
    expect(body.review).toEqual(expect.objectContaining({ author: "Ana", rating: 1, communication: 2, verified: true }));
    const after = (await sitter()).body;
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBeLessThan(before.rating);
    expect(after.reviews[0]).toEqual(expect.objectContaining({ author: "Ana", text: "No nos mandó noticias en tres días.", verified: true }));
    expect((await reviewAs(stay.token, GOOD_REVIEW)).status).toBe(409);
  });

  it("is 409 for a booking that is not completed, has no sitter, or whose 30 days passed", async () => {
    const open = await book();
    expect(await reviewAs(open.token, GOOD_REVIEW)).toEqual({ status: 409, body: { ok: false, error: expect.stringMatching(/Solo puedes reseñar/) } });
    const late = await completedStay();
    await database.db.bookingStatusChange.updateMany({ where: { bookingId: late.id, status: "COMPLETED" }, data: { changedAt: new Date(Date.now() - 31 * 86400_000) } });
    expect((await reviewAs(late.token, GOOD_REVIEW)).status).toBe(409);
    const orphan = await completedStay();
    await database.db.booking.update({ where: { id: orphan.id }, data: { sitterId: null } });
    expect((await reviewAs(orphan.token, GOOD_REVIEW)).status).toBe(409);
    expect(await database.db.review.count({ where: { bookingId: { not: null } } })).toBe(0);
  });

  it("checks the stars and the text in Spanish", async () => {
    const stay = await completedStay();
    expect((await reviewAs(stay.token, { ...GOOD_REVIEW, rating: 6 })).body).toEqual({ ok: false, error: "Elige de 1 a 5 estrellas.", field: "rating" });
    expect((await reviewAs(stay.token, { ...GOOD_REVIEW, text: "Bien." })).body).toEqual({ ok: false, error: "Cuéntanos un poco más: al menos 10 caracteres.", field: "text" });
  });

  it("a hidden review stops counting; showing it again brings it back", async () => {
    const stay = await completedStay();
    const { body } = await reviewAs(stay.token, GOOD_REVIEW);
    const counted = (await sitter()).body.reviewCount;
    const hide = (change: unknown) =>
      patchReview(apiRequest(`/api/admin/reviews/${body.review.id}`, { method: "PATCH", body: change, headers: { cookie: admin } }), routeParams({ id: body.review.id })).then(read);
    expect((await hide({ hidden: true })).body).toEqual({ ok: false, error: "Escribe por qué la ocultas.", field: "reason" });
    expect((await hide({ hidden: true, reason: "Datos personales en el texto." })).status).toBe(200);
    expect((await sitter()).body.reviewCount).toBe(counted - 1);
    expect((await sitter()).body.reviews.map((r: { text: string }) => r.text)).not.toContain(GOOD_REVIEW.text);
    await hide({ hidden: false });
    expect((await sitter()).body.reviewCount).toBe(counted);
  });
});
