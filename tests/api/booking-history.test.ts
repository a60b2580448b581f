/** @jest-environment node */
import { GET as track } from "@/app/api/bookings/[token]/route";
import { POST as cancel } from "@/app/api/bookings/[token]/cancel/route";
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { runTimedMoves } from "@/lib/bookings/loop";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { meetWentWell } from "../helpers/meet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// Each step of a booking's history names the sheet's move that made it and who made it: the owner's
// page says which move and which side, the team's store the account, written by the mover from the caller's
// guard (the session, the tracking link, the timer), never worked out from e-mails.

const database = withTestDatabase({ resetBeforeEach: true });
const none = routeParams({});

async function book() {
  const { body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "WALK", petSize: "SMALL" }) }), none));
  const { id, trackingUrl } = body as { id: string; trackingUrl: string };
  return { id, token: trackingUrl.split("/").pop()! };
}
const history = async (token: string) => (await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).body.booking.history;
const stored = (bookingId: string) =>
  database.db.bookingStatusChange.findMany({ where: { bookingId }, orderBy: { changedAt: "asc" }, select: { move: true, actor: true, actorUserId: true } });

beforeEach(() => seedSitters(database.db));

it("an owner's cancel: owner.cancel by the owner, after the request the owner made", async () => {
  const { id, token } = await book();
  const { status } = await read(await cancel(apiRequest(`/api/bookings/${token}/cancel`, { method: "POST", body: {} }), routeParams({ token })));
  expect(status).toBe(200);
  expect(await history(token)).toEqual([
    { status: "RECEIVED", at: expect.any(String), move: "owner.request", by: "owner" },
    { status: "CANCELLED", at: expect.any(String), move: "owner.cancel", by: "owner" },
  ]);
  expect(await stored(id)).toEqual([{ move: "owner.cancel", actor: "owner", actorUserId: null }]);
});

it("a sitter's accept: sitter.accept by the sitter, with their account", async () => {
  const { user, cookie } = await linkedCaregiver(database.db, 2, "carlos@example.com");
  const { id, token } = await book();
  await meetWentWell(database.db, id);
  const answered = await read(await accept(apiRequest(`/api/portal/bookings/${id}/accept`, { method: "POST", headers: { cookie } }), routeParams({ id })));
  expect(answered.status).toBe(200);
  expect((await history(token)).at(-1)).toEqual({ status: "CONFIRMED", at: expect.any(String), move: "sitter.accept", by: "sitter" });
  expect(await stored(id)).toEqual([{ move: "sitter.accept", actor: "sitter", actorUserId: user.id }]);
});

it("a team's confirm: team.confirm by the team, with the admin's account; the team's history says the person", async () => {
  const cookie = await adminCookie(database.db, "equipo@huellitas.sv");
  const admin = await database.db.user.findUniqueOrThrow({ where: { email: "equipo@huellitas.sv" } });
  const { id, token } = await book();
  await meetWentWell(database.db, id);
  const { status, body } = await read(await patchBooking(apiRequest(`/api/admin/bookings/${id}`, { method: "PATCH", headers: { cookie }, body: { status: "CONFIRMED" } }), routeParams({ id })));
  expect(status).toBe(200);
  expect(body.booking.history.at(-1)).toEqual(expect.objectContaining({ status: "CONFIRMED", move: "team.confirm", by: "team", changedBy: "equipo@huellitas.sv" }));
  expect((await history(token)).at(-1)).toEqual({ status: "CONFIRMED", at: expect.any(String), move: "team.confirm", by: "team" });
  expect(await stored(id)).toEqual([{ move: "team.confirm", actor: "team", actorUserId: admin.id }]);
});

it("a timer's expiry: system.expire by the system", async () => {
  const { id, token } = await book();
  await database.db.booking.update({ where: { id }, data: { createdAt: new Date(Date.now() - 73 * 3_600_000) } });
  expect((await runTimedMoves()).expired).toBe(1);
  expect((await history(token)).at(-1)).toEqual({ status: "EXPIRED", at: expect.any(String), move: "system.expire", by: "system" });
  expect(await stored(id)).toEqual([{ move: "system.expire", actor: "system", actorUserId: null }]);
});
