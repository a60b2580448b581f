/** @jest-environment node */
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { POST as decline } from "@/app/api/portal/bookings/[id]/decline/route";
import { GET as listRequests } from "@/app/api/portal/bookings/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { bookingWorld } from "../helpers/booking-world";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";

// A caregiver linked to a public profile answers the requests for it — and only those.

const database = withTestDatabase({ resetBeforeEach: true });
let carlos: string; // linked to sitter 2
let karla: string; // linked to sitter 7
let unlinked: string;
beforeEach(async () => {
  ({ carlos, karla, unlinked } = await bookingWorld(database.db, { unlinked: true }));
});

const none = routeParams({});
async function bookSitter(sitterId: number, overrides: Record<string, unknown> = {}) {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId, sitterName: "", service: "WALK", petSize: "SMALL", ...overrides }) }), none),
  );
  return body as { id: string; trackingUrl: string };
}
const list = (cookie?: string) => listRequests(apiRequest("/api/portal/bookings", { headers: cookie ? { cookie } : {} }), none).then(read);
const answer = (handler: typeof accept, cookie: string, id: string, body?: unknown) =>
  handler(apiRequest(`/api/portal/bookings/${id}/x`, { method: "POST", headers: { cookie }, body }), routeParams({ id })).then(read);
const statusOf = async (id: string) => (await database.db.booking.findUniqueOrThrow({ where: { id } })).status;

it("lists only the requests for the caregiver's own profile, without the owner's contact until confirmed", async () => {
  const mine = await bookSitter(2, { ownerName: "Ana Gómez" });
  await bookSitter(7);
  const { status, body } = await list(carlos);
  expect(status).toBe(200);
  expect(body.linked).toBe(true);
  expect(body.bookings).toEqual([
    expect.objectContaining({ id: mine.id, status: "RECEIVED", service: "WALK", petType: "DOG", petSize: "SMALL", owner: null, canAnswer: true, notes: "Luna es tímida al principio." }),
  ]);
  expect(JSON.stringify(body)).not.toContain("ana@example.com");
  expect(await list(unlinked)).toEqual({ status: 200, body: { linked: false, bookings: [] } });
  expect((await list()).status).toBe(401);
});

it("accepting confirms through the lifecycle: the owner's page says so, the contact shows, the team is told", async () => {
  const mine = await bookSitter(2);
  await meetWentWell(database.db, mine.id);
  expect(await answer(accept, carlos, mine.id)).toEqual({ status: 200, body: { ok: true, status: "CONFIRMED" } });
  const token = mine.trackingUrl.split("/").pop()!;
  expect((await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).body.booking.status).toBe("CONFIRMED");
  expect((await list(carlos)).body.bookings[0]).toEqual(
    expect.objectContaining({ status: "CONFIRMED", canAnswer: false, owner: { name: "Ana Gómez", email: "ana@example.com", whatsapp: "+50371234567" } }),
  );
  const history = await database.db.bookingStatusChange.findMany({ where: { bookingId: mine.id } });
  expect(history.map((h) => [h.status, h.changedBy])).toEqual([["CONFIRMED", "carlos@example.com"]]);
  const kinds = (await database.db.outboxMessage.findMany({ where: { bookingId: mine.id } })).map((m) => m.kind);
  expect(kinds).toEqual(expect.arrayContaining(["booking-confirmed", "team-sitter-answered"]));
  expect((await answer(accept, carlos, mine.id)).status).toBe(409);
});

it("declining needs a reason and moves it to DECLINED", async () => {
  const mine = await bookSitter(2);
  expect((await answer(decline, carlos, mine.id, {})).body).toEqual({ ok: false, error: "Escribe el motivo: el dueño de la mascota lo recibe por correo.", field: "reason" });
  expect(await answer(decline, carlos, mine.id, { reason: "Estoy de viaje esas fechas." })).toEqual({ status: 200, body: { ok: true, status: "DECLINED" } });
  expect(await statusOf(mine.id)).toBe("DECLINED");
});

it("never lets a caregiver see or move another sitter's request: 404, nothing changes", async () => {
  const others = await bookSitter(7);
  expect(await answer(accept, carlos, others.id)).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa solicitud entre las tuyas." } });
  expect((await answer(decline, carlos, others.id, { reason: "No." })).status).toBe(404);
  expect((await answer(accept, unlinked, others.id)).status).toBe(404);
  expect((await answer(accept, carlos, "no-existe")).status).toBe(404);
  expect(await statusOf(others.id)).toBe("RECEIVED");
  await meetWentWell(database.db, others.id);
  expect((await answer(accept, karla, others.id)).status).toBe(200);
});

// The team's "aceptó" e-mail gives no reason ("Motivo: sin motivo" read as if something went wrong).
it("tells the team of an acceptance without a 'Motivo'", async () => {
  const mine = await bookSitter(2);
  await meetWentWell(database.db, mine.id);
  expect((await answer(accept, carlos, mine.id)).status).toBe(200);
  const [told] = await database.db.outboxMessage.findMany({ where: { bookingId: mine.id, kind: "team-sitter-answered" } });
  expect(told.text).toContain("aceptó desde su portal");
  expect(told.text).not.toContain("Motivo");
});
