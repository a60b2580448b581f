/** @jest-environment node */
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { GET as getAvailability, PUT as putAvailability } from "@/app/api/portal/availability/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as publicSitter } from "@/app/api/sitters/[id]/route";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";

const database = withTestDatabase({ resetBeforeEach: true });
let carlos: string;
let unlinked: string;
let admin: string;
beforeEach(async () => {
  await seedSitters(database.db);
  carlos = (await linkedCaregiver(database.db, 1, "carlos@example.com")).cookie;
  unlinked = (await linkedCaregiver(database.db, null, "nueva@example.com")).cookie;
  admin = await adminCookie(database.db);
});

const none = routeParams({});
const day = (n: number) => addDays(todayInElSalvador(), n);
const get = (cookie: string) => getAvailability(apiRequest("/api/portal/availability", { headers: { cookie } }), none).then(read);
const put = (cookie: string, blocked: unknown) => putAvailability(apiRequest("/api/portal/availability", { method: "PUT", headers: { cookie }, body: { blocked } }), none).then(read);
const book = (sitterId: number, start: number, end: number, extra: Record<string, unknown> = {}) =>
  postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId, startDate: day(start), endDate: day(end), ...extra }) }), none).then(read);
const profileBlocked = async () => (await read(await publicSitter(apiRequest("/api/sitters/1"), routeParams({ id: "1" })))).body.blocked;

it("stores the caregiver's blocked days merged, shows them on the profile and refuses bookings on them with 409", async () => {
  expect(await get(carlos)).toEqual({ status: 200, body: { blocked: [] } });
  const saved = await put(carlos, [
    { start: day(10), end: day(12) },
    { start: day(13), end: day(14) },
    { start: day(30), end: day(30) },
  ]);
  expect(saved).toEqual({ status: 200, body: { ok: true, blocked: [{ start: day(10), end: day(14) }, { start: day(30), end: day(30) }] } });
  expect((await get(carlos)).body.blocked).toEqual(saved.body.blocked);
  expect(await profileBlocked()).toEqual(saved.body.blocked);

  const refused = await book(1, 8, 10, { service: "BOARDING", petSize: "MEDIUM" });
  expect(refused).toEqual({
    status: 409,
    body: { ok: false, error: "María José Hernández no está disponible en esas fechas. Elige otras o escoge otro cuidador.", field: "startDate" },
  });
  expect((await book(1, 15, 16, { service: "BOARDING", petSize: "MEDIUM" })).status).toBe(201);
  expect(await database.db.booking.count()).toBe(1);
});

it("a confirmed boarding stay blocks its days for other requests", async () => {
  const first = await book(1, 40, 42, { service: "BOARDING", petSize: "MEDIUM" });
  expect((await book(1, 41, 41, { service: "BOARDING", petSize: "MEDIUM", ownerEmail: "beto@example.com" })).status).toBe(201);
  await meetWentWell(database.db, first.body.id);
  const confirm = await patchBooking(
    apiRequest(`/api/admin/bookings/${first.body.id}`, { method: "PATCH", headers: { cookie: admin }, body: { status: "CONFIRMED" } }),
    routeParams({ id: first.body.id }),
  );
  expect(confirm.status).toBe(200);
  expect((await book(1, 42, 44, { service: "BOARDING", petSize: "MEDIUM", ownerEmail: "carla@example.com" })).status).toBe(409);
  expect(await profileBlocked()).toEqual([{ start: day(40), end: day(42) }]);
});

it("refuses past days, reversed ranges, bad dates and more than a year ahead, in Spanish; a caregiver without a profile is told why", async () => {
  expect((await put(carlos, [{ start: day(-1), end: day(2) }])).body).toEqual({ ok: false, error: "No puedes bloquear días que ya pasaron.", field: "blocked" });
  expect((await put(carlos, [{ start: day(5), end: day(4) }])).status).toBe(400);
  expect((await put(carlos, [{ start: "2026-02-30", end: day(4) }])).status).toBe(400);
  expect((await put(carlos, [{ start: day(2), end: day(366) }])).status).toBe(400);
  expect((await put(carlos, "todos")).status).toBe(400);
  expect((await get(carlos)).body.blocked).toEqual([]);
  expect(await get(unlinked)).toEqual({ status: 404, body: { ok: false, error: "Tu cuenta todavía no tiene un perfil público: el equipo lo crea y lo vincula." } });
});
