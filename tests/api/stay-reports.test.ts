/** @jest-environment node */
import sharp from "sharp";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { GET as ownerPhoto } from "@/app/api/bookings/[token]/reports/photos/[photoId]/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { POST as postReport } from "@/app/api/portal/bookings/[id]/reports/route";
import { GET as viewerPhoto } from "@/app/api/portal/bookings/[id]/reports/photos/[photoId]/route";
import { GET as teamReports } from "@/app/api/admin/bookings/[id]/reports/route";
import { GET as cronReports } from "@/app/api/cron/reports/route";
import { GET as attention } from "@/app/api/admin/bookings/attention/route";
import { POST as catchUpTimers } from "@/app/api/admin/bookings/timers/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { alertMissingReports } from "@/lib/bookings/stay/stay-parts";
import { elSalvadorDay, elSalvadorTime } from "@/lib/bookings/core/stay";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { adminCookie } from "../helpers/auth";
import { bookingWorld } from "../helpers/booking-world";
import { withTestEnv } from "../helpers/env";
import { validBooking } from "../helpers/fixtures";
import { exifHasGps, phonePhoto } from "../helpers/images";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";

// The daily report: only the booking's sitter, only during the stay; photos processed and private; the owner
// follows it through the link, told by e-mail at most every 2 hours; the team hears of a missing one once a day.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
const DAY = 24 * 3600 * 1000;
let carlos: string; // linked to sitter 2
let karla: string; // linked to sitter 7
const SECRET = "secreto-de-las-tareas-programadas-0123456789";
withTestEnv({ CRON_SECRET: SECRET });
beforeEach(async () => {
  ({ carlos, karla } = await bookingWorld(database.db));
});

/** A confirmed day-care stay with sitter 2 from `startIn` days to `endIn` days from today (El Salvador). */
async function stay(startIn = 0, endIn = 1, service = "DAYCARE") {
  const start = addDays(todayInElSalvador(), Math.max(startIn, 3));
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service, startDate: start, endDate: addDays(start, 1) }) }), routeParams({})),
  );
  const id = body.id as string;
  const token = (body.trackingUrl as string).split("/").pop()!;
  await meetWentWell(database.db, id);
  expect((await accept(apiRequest(`/api/portal/bookings/${id}/accept`, { method: "POST", headers: { cookie: carlos } }), routeParams({ id }))).status).toBe(200);
  // Requests cannot start in the past: the stay is moved to its test days once confirmed.
  const day = (offset: number) => new Date(`${addDays(todayInElSalvador(), offset)}T00:00:00Z`);
  await database.db.booking.update({ where: { id }, data: { startDate: day(startIn), endDate: day(endIn) } });
  return { id, token };
}

function reportForm(fields: Record<string, string>, photos: Buffer[] = []) {
  const form = new FormData();
  const all = { kind: "CHECK_IN", checklist: JSON.stringify({ ate: true, water: true, pee: true, poo: false, medications: [] }), ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  for (const [index, photo] of photos.entries()) form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `foto-${index}.jpg`);
  return form;
}
const send = (cookie: string, id: string, form: FormData) =>
  postReport(new Request(`http://localhost:3000/api/portal/bookings/${id}/reports`, { method: "POST", body: form, headers: { cookie, "x-test-client": `${Math.random()}` } }), routeParams({ id })).then(read);
const tracked = async (token: string) => (await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).body.booking;

it("the booking's sitter sends a report during the stay; the owner reads it through the link, newest first", async () => {
  const { id, token } = await stay(0, 1);
  const before = Date.now();
  const first = await send(carlos, id, reportForm({ note: "Llegó feliz, ya comió.", latitude: "13.69", longitude: "-89.19", accuracyMeters: "12" }));
  expect(first.status).toBe(201);
  expect(first.body).toEqual({ ok: true, report: { id: expect.any(String), kind: "CHECK_IN", at: expect.any(String) } });
  expect(new Date(first.body.report.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  await send(carlos, id, reportForm({ kind: "UPDATE", note: "Paseo por la tarde." }));
  const { reports } = await tracked(token);
  expect(reports.map((report: { note: string }) => report.note)).toEqual(["Paseo por la tarde.", "Llegó feliz, ya comió."]);
  expect(reports[1]).toEqual(
    expect.objectContaining({ kind: "CHECK_IN", checklist: { ate: true, water: true, pee: true, poo: false, medications: [] }, photos: [], located: true }),
  );
  // Where it was sent from: the team only.
  expect(JSON.stringify(reports)).not.toContain("13.69");
  const admin = await adminCookie(database.db);
  const team = await read(await teamReports(apiRequest(`/api/admin/bookings/${id}/reports`, { headers: { cookie: admin } }), routeParams({ id })));
  const unknown = await read(await teamReports(apiRequest("/api/admin/bookings/no-existe/reports", { headers: { cookie: admin } }), routeParams({ id: "no-existe" })));
  expect(unknown).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa reserva." } });
  expect(team.body.reports[1].location).toEqual({ latitude: 13.69, longitude: -89.19, accuracyMeters: 12 });
});

it("404 for another sitter's booking; 409 before the stay, after the day following it, and before confirmation", async () => {
  const { id } = await stay(0, 1);
  expect((await send(karla, id, reportForm({ note: "Hola" }))).status).toBe(404);
  await database.db.booking.update({ where: { id }, data: { startDate: new Date(`${addDays(todayInElSalvador(), 1)}T00:00:00Z`), endDate: new Date(`${addDays(todayInElSalvador(), 2)}T00:00:00Z`) } });
  const early = await send(carlos, id, reportForm({ note: "Hola" }));
  expect(early).toEqual({ status: 409, body: { ok: false, error: "Solo puedes enviar partes de una reserva confirmada, desde su primer día hasta el día siguiente al último." } });
  // The day after the last day still counts; two days after, no longer.
  await database.db.booking.update({ where: { id }, data: { startDate: new Date(`${addDays(todayInElSalvador(), -3)}T00:00:00Z`), endDate: new Date(`${addDays(todayInElSalvador(), -1)}T00:00:00Z`) } });
  expect((await send(carlos, id, reportForm({ kind: "CHECK_OUT", note: "Entregado." }))).status).toBe(201);
  await database.db.booking.update({ where: { id }, data: { endDate: new Date(`${addDays(todayInElSalvador(), -2)}T00:00:00Z`) } });
  expect((await send(carlos, id, reportForm({ note: "Tarde" }))).status).toBe(409);
  const received = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "WALK", ownerEmail: "otra@example.com" }) }), routeParams({})),
  );
  expect((await send(carlos, received.body.id, reportForm({ note: "Hola" }))).status).toBe(409);
});

it.each([
  ["no note and no photo", {}, "note", "Escribe una nota o agrega al menos una foto."],
  ["a medicine not given without a reason", { note: "Todo bien", checklist: JSON.stringify({ ate: true, water: true, pee: true, poo: true, medications: [{ name: "Apoquel", given: false }] }) }, "checklist", "Si una medicina no se dio, escribe por qué."],
  ["a checklist that is not JSON", { note: "Todo bien", checklist: "{comió" }, "checklist", "La lista del día no es válida."],
  ["an unknown kind", { note: "Todo bien", kind: "LUNCH" }, "kind", "Elige qué parte es: llegada, durante el día o salida."],
  ["a note over 1000 characters", { note: "a".repeat(1001) }, "note", "La nota puede tener como máximo 1000 caracteres."],
  ["a latitude without its longitude", { note: "Todo bien", latitude: "13.7" }, "longitude", "La ubicación no es válida."],
  ["a coordinate written in hexadecimal", { note: "Todo bien", latitude: "0x10", longitude: "-89.19" }, "latitude", "La ubicación no es válida."],
])("refuses %s with 400 and the field", async (_, fields, field, error) => {
  const { id } = await stay(0, 1);
  expect(await send(carlos, id, reportForm(fields as Record<string, string>))).toEqual({ status: 400, body: { ok: false, field, error } });
  expect(await database.db.stayReport.count()).toBe(0);
});

it("a medicine not given with its reason is kept", async () => {
  const { id, token } = await stay(0, 1);
  const checklist = { ate: true, water: true, pee: true, poo: true, medications: [{ name: "Apoquel", given: false, reason: "La vomitó; avisé al dueño." }] };
  expect((await send(carlos, id, reportForm({ note: "Todo bien", checklist: JSON.stringify(checklist) }))).status).toBe(201);
  expect((await tracked(token)).reports[0].checklist).toEqual(checklist);
});

it("a phone photo with GPS comes back small and without it, only through the link, the sitter or the team", async () => {
  const { id, token } = await stay(0, 1);
  const created = await send(carlos, id, reportForm({}, [await phonePhoto({ width: 2000, height: 1500, orientation: 6 })]));
  expect(created.status).toBe(201);
  const [url] = (await tracked(token)).reports[0].photos as string[];
  const photoId = url.split("/").pop()!;
  expect(url).toBe(`/api/bookings/${token}/reports/photos/${photoId}`);
  const response = await ownerPhoto(apiRequest(url), routeParams({ token, photoId }));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const bytes = Buffer.from(await response.arrayBuffer());
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe("webp");
  expect(exifHasGps(metadata.exif)).toBe(false);
  expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(800);
  expect(metadata.height).toBeGreaterThan(metadata.width!); // turned upright (orientation 6)
  // Another booking's link, the other sitter: nothing.
  const other = await stay(0, 1, "WALK");
  expect((await ownerPhoto(apiRequest("/x"), routeParams({ token: other.token, photoId }))).status).toBe(404);
  const viewer = (cookie: string) => viewerPhoto(apiRequest("/x", { headers: { cookie } }), routeParams({ id, photoId }));
  expect((await viewer(karla)).status).toBe(404);
  expect((await viewer(carlos)).status).toBe(200);
  expect((await viewer(await adminCookie(database.db))).status).toBe(200);
});

it("the owner gets one e-mail per 2 hours: reports meanwhile join the waiting one", async () => {
  const { id } = await stay(0, 1);
  const mails = () => database.db.outboxMessage.findMany({ where: { bookingId: id, kind: "stay-report" }, orderBy: { createdAt: "asc" } });
  await send(carlos, id, reportForm({ note: "Uno" }));
  await send(carlos, id, reportForm({ kind: "UPDATE", note: "Dos" }));
  expect((await mails()).map((mail) => mail.status)).toEqual(["PENDING"]);
  expect((await mails())[0].to).toBe("ana@example.com");
  expect((await mails())[0].text).toMatch(/\/reserva\/[A-Za-z0-9_-]{32}/);
  // Sent a moment ago: the next report waits until 2 hours after it.
  const sentAt = new Date();
  await database.db.outboxMessage.updateMany({ where: { bookingId: id, kind: "stay-report" }, data: { status: "SENT", sentAt } });
  await send(carlos, id, reportForm({ kind: "UPDATE", note: "Tres" }));
  const after = await mails();
  expect(after).toHaveLength(2);
  expect(after[1].nextAttemptAt.getTime()).toBe(sentAt.getTime() + 2 * 3600 * 1000);
});

it("a stay without its report tells the team once per day; the cron and the dashboard run the same check", async () => {
  const { id } = await stay(-1, 1, "DAYCARE");
  const today = elSalvadorDay(new Date());
  const evening = elSalvadorTime(today, 20);
  // Yesterday's report came; today's did not, and it is past 19:00.
  await database.db.stayReport.create({ data: { bookingId: id, kind: "CHECK_IN", note: "Llegó", checklist: {}, photoIds: [], at: new Date(elSalvadorTime(today, 10).getTime() - DAY) } });
  expect(await alertMissingReports(elSalvadorTime(today, 18))).toEqual({ alerted: 0 });
  expect(await alertMissingReports(evening)).toEqual({ alerted: 1 });
  expect(await alertMissingReports(evening)).toEqual({ alerted: 0 });
  const alerts = await database.db.outboxMessage.findMany({ where: { bookingId: id, kind: "team-missing-report" } });
  expect(alerts).toHaveLength(1);
  expect(alerts[0].to).toBe("equipo@huellitas.sv");
  // The route: the secret, and idempotent.
  expect((await cronReports(apiRequest("/api/cron/reports"), routeParams({}))).status).toBe(401);
  const run = await read(await cronReports(apiRequest("/api/cron/reports", { headers: { authorization: `Bearer ${SECRET}` } }), routeParams({})));
  expect(run.status).toBe(200);
  expect(await database.db.outboxMessage.count({ where: { bookingId: id, kind: "team-missing-report" } })).toBe(1);
});

it("the dashboard's count alerts nobody; the POST it sends when it opens runs the missing-report check", async () => {
  const { id } = await stay(-1, 1, "DAYCARE");
  const admin = await adminCookie(database.db);
  const alerts = () => database.db.outboxMessage.count({ where: { bookingId: id, kind: "team-missing-report" } });
  expect((await attention(apiRequest("/api/admin/bookings/attention", { headers: { cookie: admin } }), routeParams({}))).status).toBe(200);
  expect(await alerts()).toBe(0);
  // Past 19:00 of today's stay day, on the test server's clock: yesterday's report and today's never came.
  const saved = { TEST_CLOCK: process.env.TEST_CLOCK, SITE_URL: process.env.SITE_URL };
  Object.assign(process.env, { TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3000" });
  try {
    const offset = elSalvadorTime(elSalvadorDay(new Date()), 20).getTime() - Date.now();
    const run = await read(await catchUpTimers(apiRequest("/api/admin/bookings/timers", { method: "POST", headers: { cookie: admin, [TEST_CLOCK_HEADER]: String(offset) } }), routeParams({})));
    expect(run.status).toBe(200);
    expect(run.body.alerted).toBeGreaterThan(0);
    expect(await alerts()).toBe(run.body.alerted);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});
