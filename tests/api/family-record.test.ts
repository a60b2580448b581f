/** @jest-environment node */
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { GET as adminReviews } from "@/app/api/admin/reviews/route";
import { POST as review } from "@/app/api/bookings/[token]/review/route";
import { POST as feedback } from "@/app/api/portal/bookings/[id]/feedback/route";
import { GET as oneRequest } from "@/app/api/portal/bookings/[id]/route";
import { GET as requests } from "@/app/api/portal/bookings/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as publicSitter } from "@/app/api/sitters/[id]/route";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { mailboxOf } from "@/lib/forms/field-rules";
import { bookingWorld } from "../helpers/booking-world";
import { openEmailedLink } from "../helpers/emailed-link";
import { withTestEnv } from "../helpers/env";
import { validBooking } from "../helpers/fixtures";
import { meetWentWell } from "../helpers/meet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// After a completed stay the sitter rates the family and writes notes about its pets (and a note for the team only);
// when that family (its mailbox) asks another sitter, the request carries the family's record and those notes.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3000" });
const DAY = 24 * 3_600_000;
let carlos: string; // linked to sitter 2
let karla: string; // linked to sitter 7
let admin: string;
beforeEach(async () => {
  ({ carlos, karla, admin } = await bookingWorld(database.db, { admin: true }));
});

const PRIVATE = "La familia llegó dos horas tarde y no avisó.";
const NOTES = "Le teme a las motos; come mejor si se le habla.";

/** A request from `email` to `sitterId` (day care in 3 days). */
async function request(sitterId: number, email: string) {
  const start = addDays(todayInElSalvador(), 3);
  const { body } = await read(
    await postReservation(
      apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId, sitterName: "", service: "DAYCARE", ownerEmail: email, startDate: start, endDate: addDays(start, 1) }) }),
      routeParams({}),
    ),
  );
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}

/** A stay of `email`'s family with sitter 2, completed by the team yesterday, its pet's file naming the pet. */
async function completedWithCarlos(email: string, petName: string | null) {
  const booking = await request(2, email);
  await meetWentWell(database.db, booking.id);
  const move = (status: string) => patchBooking(apiRequest(`/api/admin/bookings/${booking.id}`, { method: "PATCH", body: { status }, headers: { cookie: admin } }), routeParams({ id: booking.id }));
  expect((await move("CONFIRMED")).status).toBe(200);
  const today = todayInElSalvador();
  await database.db.booking.update({ where: { id: booking.id }, data: { startDate: isoDateToUtc(addDays(today, -3)), endDate: isoDateToUtc(addDays(today, -1)) } });
  expect((await move("COMPLETED")).status).toBe(200);
  if (petName) {
    await database.db.petFile.create({
      data: { bookingId: booking.id, name: petName, species: "DOG", medications: [], vetClinic: "Clínica San Benito", vetPhone: "2222-3333", emergencyContacts: [{ name: "Jorge", phone: "7000-1111" }], vetSpendCapUSD: 0 },
    });
  }
  return booking;
}

const giveFeedback = (id: string, body: unknown, headers: Record<string, string> = { cookie: carlos }) =>
  feedback(apiRequest(`/api/portal/bookings/${id}/feedback`, { method: "POST", body, headers }), routeParams({ id })).then(read);
const listed = async (cookie: string) => (await read(await requests(apiRequest("/api/portal/bookings", { headers: { cookie } }), routeParams({})))).body.bookings;
const one = (cookie: string, id: string) => oneRequest(apiRequest(`/api/portal/bookings/${id}`, { headers: { cookie } }), routeParams({ id })).then(read);

it("the second sitter sees the family's record and the pet's notes before answering; never the private note", async () => {
  const first = await completedWithCarlos("ana@example.com", "Toby");
  const given = await giveFeedback(first.id, { rating: 4, petNotes: NOTES, privateNote: PRIVATE });
  expect(given).toEqual({ status: 201, body: { ok: true, feedback: { id: expect.any(String), rating: 4, createdAt: expect.any(String) } } });
  // The family's marks: one late cancellation and one no-show on its side; a mark on the sitter's side is not the family's.
  const family = mailboxOf("ana@example.com");
  await database.db.commitmentMark.createMany({
    data: [
      { bookingId: first.id, party: "FAMILY", kind: "LATE_CANCELLATION", familyKey: family, move: "owner.cancel" },
      { bookingId: first.id, party: "FAMILY", kind: "NO_SHOW", familyKey: family, move: "sitter.reportNoShow" },
      { bookingId: first.id, party: "SITTER", kind: "NO_SHOW", sitterId: 2, move: "owner.reportNoShow" },
    ],
  });

  // The same family, its address written another way, asks Karla.
  const next = await request(7, "Ana+perros@Example.com");
  const record = { stays: 1, lateCancellations: 1, noShows: 1, rating: 4, ratingCount: 1 };
  const [shown] = (await listed(karla)).filter((booking: { id: string }) => booking.id === next.id);
  expect(shown.family).toEqual(record);
  expect(shown.petNotes).toEqual([{ petName: "Toby", note: NOTES, at: expect.any(String) }]);
  const alone = await one(karla, next.id);
  expect(alone.status).toBe(200);
  expect(alone.body.booking).toEqual(expect.objectContaining({ id: next.id, family: record, petNotes: shown.petNotes, status: "RECEIVED" }));
  expect(JSON.stringify(await listed(karla))).not.toContain(PRIVATE);
  expect(JSON.stringify(alone.body)).not.toContain(PRIVATE);
  expect(JSON.stringify(await listed(carlos))).not.toContain(PRIVATE);
  // The team reads the private note on the booking's card.
  const teamList = await read(await adminBookings(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), routeParams({})));
  expect(teamList.body.find((booking: { id: string }) => booking.id === first.id).sitterFeedback).toEqual(expect.objectContaining({ rating: 4, petNotes: NOTES, privateNote: PRIVATE }));
  // Another sitter's request is not Carlos's to read.
  expect(await one(carlos, next.id)).toEqual({ status: 404, body: { ok: false, error: expect.any(String) } });

  // A family with no history reads as new.
  const stranger = await request(7, "nueva.familia@example.com");
  expect((await one(karla, stranger.id)).body.booking).toEqual(expect.objectContaining({ family: { stays: 0, lateCancellations: 0, noShows: 0, rating: null, ratingCount: 0 }, petNotes: [] }));
});

it("feedback: once, only on a completed stay, within 14 days, by its own sitter", async () => {
  const done = await completedWithCarlos("ana@example.com", null);
  const waiting = await request(2, "beto@example.com");
  const NOT_NOW = "Puedes valorar a la familia de un servicio completado hasta 14 días después de terminar.";
  expect(await giveFeedback(waiting.id, { rating: 5 })).toEqual({ status: 409, body: { ok: false, error: NOT_NOW } });
  expect((await giveFeedback(done.id, { rating: 5 }, { cookie: karla })).status).toBe(404);
  expect(await giveFeedback(done.id, { rating: 6 })).toEqual({ status: 400, body: { ok: false, field: "rating", error: "Elige de 1 a 5 estrellas para la familia." } });
  expect(await giveFeedback(done.id, { rating: 5 }, { cookie: carlos, [TEST_CLOCK_HEADER]: String(15 * DAY) })).toEqual({ status: 409, body: { ok: false, error: NOT_NOW } });
  const before = (await listed(carlos)).find((booking: { id: string }) => booking.id === done.id);
  expect(before.canGiveFeedback).toBe(true);
  expect((await giveFeedback(done.id, { rating: 5, petNotes: "" })).status).toBe(201);
  expect(await giveFeedback(done.id, { rating: 3 })).toEqual({ status: 409, body: { ok: false, error: "Ya valoraste esta reserva. ¡Gracias!" } });
  expect((await listed(carlos)).find((booking: { id: string }) => booking.id === done.id).canGiveFeedback).toBe(false);
  expect(await database.db.sitterFeedback.findUniqueOrThrow({ where: { bookingId: done.id } })).toEqual(expect.objectContaining({ rating: 5, petNotes: null, privateNote: null }));
});

it("the owner's review takes a private note for the team: in the team's list, never on the profile", async () => {
  const stay = await completedWithCarlos("ana@example.com", null);
  const token = await openEmailedLink(database.db, stay.id);
  const sent = await read(
    await review(
      apiRequest(`/api/bookings/${token}/review`, { method: "POST", body: { rating: 5, communication: 5, text: "La cuidó como si fuera suya, ¡gracias!", privateNote: "Llegó sin la correa que le dejé." } }),
      routeParams({ token }),
    ),
  );
  expect(sent.status).toBe(201);
  expect(JSON.stringify(sent.body)).not.toContain("sin la correa");
  const team = await read(await adminReviews(apiRequest("/api/admin/reviews", { headers: { cookie: admin } }), routeParams({})));
  expect(team.body[0]).toEqual(expect.objectContaining({ privateNote: "Llegó sin la correa que le dejé." }));
  const profile = await read(await publicSitter(apiRequest("/api/sitters/2"), routeParams({ id: "2" })));
  expect(JSON.stringify(profile.body)).not.toContain("sin la correa");
});
