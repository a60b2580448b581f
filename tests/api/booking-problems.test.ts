/** @jest-environment node */
import { GET as teamProblem, PATCH as patchProblem } from "@/app/api/admin/problems/[id]/route";
import { GET as teamProblems } from "@/app/api/admin/problems/route";
import { GET as ownerProblemPhoto } from "@/app/api/bookings/[token]/problems/photos/[photoId]/route";
import { GET as ownerProblems, POST as ownerReport } from "@/app/api/bookings/[token]/problems/route";
import { GET as viewerProblemPhoto } from "@/app/api/portal/bookings/[id]/problems/photos/[photoId]/route";
import { GET as sitterProblems, POST as sitterReport } from "@/app/api/portal/bookings/[id]/problems/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { GET as portalBookings } from "@/app/api/portal/bookings/route";
import { GET as portalBooking } from "@/app/api/portal/bookings/[id]/route";
import { POST as ownerCancel } from "@/app/api/bookings/[token]/cancel/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { stayEndsAt } from "@/lib/bookings/core/stay";
import { bookingReference } from "@/lib/bookings/core/reference";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { bookingWorld } from "../helpers/booking-world";
import { withTestEnv } from "../helpers/env";
import { validBooking } from "../helpers/fixtures";
import { phonePhoto } from "../helpers/images";
import { meetWentWell } from "../helpers/meet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";

// «Reportar un problema»: the owner (link) and the sitter (portal) report one from the confirmation until 48 h after
// the stay's last day; the team works it in the «Problemas» tab and both sides read its answer, on their pages and
// by e-mail; a health problem during the stay e-mails the team at once.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
// The test clock (lib/dates/clock.ts): a request may run ahead of the real clock, as on the e2e server.
withTestEnv({ TEAM_EMAIL: "equipo@huellitas.sv", TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3000" });
const HOUR = 3_600_000;
let carlos: string; // linked to sitter 2
let karla: string; // linked to sitter 7
let admin: string;
beforeEach(async () => {
  ({ carlos, karla, admin } = await bookingWorld(database.db, { admin: true }));
});

const day = (offset: number) => new Date(`${addDays(todayInElSalvador(), offset)}T00:00:00Z`);

/** A booking with sitter 2 confirmed by the sitter, its stay moved to `startIn`…`endIn` days from today. */
async function confirmed(startIn: number, endIn: number) {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", startDate: addDays(todayInElSalvador(), 3), endDate: addDays(todayInElSalvador(), 4) }) }), routeParams({})),
  );
  const id = body.id as string;
  const token = (body.trackingUrl as string).split("/").pop()!;
  await meetWentWell(database.db, id);
  expect((await accept(apiRequest(`/api/portal/bookings/${id}/accept`, { method: "POST", headers: { cookie: carlos } }), routeParams({ id }))).status).toBe(200);
  // Requests cannot start in the past: the stay is moved to its test days once confirmed.
  await database.db.booking.update({ where: { id }, data: { startDate: day(startIn), endDate: day(endIn) } });
  return { id, token };
}

function problemForm(fields: Record<string, string>, photos: Buffer[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ category: "BEHAVIOUR", description: "Mordió la correa y se escapó un momento.", ...fields })) form.append(name, value);
  for (const [index, photo] of photos.entries()) form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `foto-${index}.jpg`);
  return form;
}
const multipart = (path: string, form: FormData, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { method: "POST", body: form, headers: { "x-test-client": `${Math.random()}`, ...headers } });
const asOwner = (token: string, form: FormData, headers: Record<string, string> = {}) =>
  ownerReport(multipart(`/api/bookings/${token}/problems`, form, headers), routeParams({ token })).then(read);
const asSitter = (cookie: string, id: string, form: FormData, headers: Record<string, string> = {}) =>
  sitterReport(multipart(`/api/portal/bookings/${id}/problems`, form, { cookie, ...headers }), routeParams({ id })).then(read);
const ownerView = async (token: string) => (await read(await ownerProblems(apiRequest(`/api/bookings/${token}/problems`), routeParams({ token })))).body;
const sitterView = async (id: string) => (await read(await sitterProblems(apiRequest(`/api/portal/bookings/${id}/problems`, { headers: { cookie: carlos } }), routeParams({ id })))).body;
const mails = (bookingId: string) => database.db.outboxMessage.findMany({ where: { bookingId, kind: { startsWith: "problem" } }, orderBy: { kind: "asc" }, select: { kind: true, to: true, subject: true, text: true } });
const NOT_NOW = "Puedes reportar un problema desde que la reserva está confirmada hasta 48 horas después de su último día.";

it("the owner reports a problem with a photo; both sides see it on their pages and are told by e-mail", async () => {
  const { id, token } = await confirmed(-1, 1);
  const before = Date.now();
  const created = await asOwner(token, problemForm({}, [await phonePhoto({ width: 1200, height: 900 })]));
  expect(created).toEqual({ status: 201, body: { ok: true, problem: { id: expect.any(String), category: "BEHAVIOUR", status: "OPEN", createdAt: expect.any(String) } } });
  expect(new Date(created.body.problem.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

  const owner = await ownerView(token);
  expect(owner).toEqual(expect.objectContaining({ ok: true, canReport: true }));
  expect(owner.problems).toEqual([
    expect.objectContaining({ id: created.body.problem.id, categoryLabel: "Comportamiento", reportedBy: "owner", description: "Mordió la correa y se escapó un momento.", statusLabel: "Abierto", resolution: null }),
  ]);
  const [ownerUrl] = owner.problems[0].photos as string[];
  const photoId = ownerUrl.split("/").pop()!;
  expect(ownerUrl).toBe(`/api/bookings/${token}/problems/photos/${photoId}`);
  expect((await ownerProblemPhoto(apiRequest(ownerUrl), routeParams({ token, photoId }))).status).toBe(200);

  const sitter = await sitterView(id);
  expect(sitter.problems.map((problem: { description: string }) => problem.description)).toEqual(["Mordió la correa y se escapó un momento."]);
  const viewerPhoto = (cookie: string) => viewerProblemPhoto(apiRequest(sitter.problems[0].photos[0], { headers: { cookie } }), routeParams({ id, photoId })).then((response) => response.status);
  expect(await viewerPhoto(carlos)).toBe(200);
  expect(await viewerPhoto(karla)).toBe(404);

  const told = await mails(id);
  expect(told.map(({ kind, to }) => ({ kind, to }))).toEqual([
    { kind: "problem-reported-owner", to: "ana@example.com" },
    { kind: "problem-reported-sitter", to: "carlos@example.com" },
  ]);
  expect(told[0].text).toContain("Problema: Comportamiento (reportado por la familia)");
  // What one side typed is read on the pages, not carried by e-mail.
  expect(told.map((mail) => mail.text).join()).not.toContain("Mordió la correa");
  // Not a health problem: the team reads it in its tab, no urgent e-mail.
  expect(await database.db.outboxMessage.count({ where: { bookingId: id, to: "equipo@huellitas.sv", kind: "team-problem-health" } })).toBe(0);
});

it("the portal's requests carry their problems: GET /api/portal/bookings and GET /api/portal/bookings/{id}, same shape", async () => {
  const { id, token } = await confirmed(-1, 1);
  const other = await confirmed(-1, 1);
  const first = await asOwner(token, problemForm({}, [await phonePhoto({ width: 800, height: 600 })]));
  const second = await asSitter(carlos, id, problemForm({ category: "HEALTH", description: "Amaneció sin querer comer." }));
  expect([first.status, second.status]).toEqual([201, 201]);

  const list = (await read(await portalBookings(apiRequest("/api/portal/bookings", { headers: { cookie: carlos } }), routeParams({})))).body;
  const item = list.bookings.find((booking: { id: string }) => booking.id === id);
  // Newest first, with their status and the photo's portal address, as GET …/problems answers them.
  expect(item.problems).toEqual((await sitterView(id)).problems);
  expect(item.problems.map((problem: { description: string; reportedBy: string; statusLabel: string }) => [problem.description, problem.reportedBy, problem.statusLabel])).toEqual([
    ["Amaneció sin querer comer.", "sitter", "Abierto"],
    ["Mordió la correa y se escapó un momento.", "owner", "Abierto"],
  ]);
  expect(item.problems[1].photos).toEqual([expect.stringMatching(new RegExp(`^/api/portal/bookings/${id}/problems/photos/`))]);
  expect(list.bookings.find((booking: { id: string }) => booking.id === other.id).problems).toEqual([]);

  const one = (await read(await portalBooking(apiRequest(`/api/portal/bookings/${id}`, { headers: { cookie: carlos } }), routeParams({ id })))).body;
  expect(one.booking.problems).toEqual(item.problems);
});

it("open until 48 h after the stay's last day ends (El Salvador), for the owner and the sitter, with the clock moved", async () => {
  const { id, token } = await confirmed(-2, 0);
  const closes = stayEndsAt(day(0)).getTime() + 48 * HOUR;
  const at = (moment: number) => ({ [TEST_CLOCK_HEADER]: String(moment - Date.now()) });
  // A minute before it closes the problem still goes in, also once the sheet completed the stay (24 h after it ended).
  const inside = await asOwner(token, problemForm({}), at(closes - 60_000));
  expect(inside.status).toBe(201);
  await database.db.booking.update({ where: { id }, data: { status: "COMPLETED" } });
  expect((await asSitter(carlos, id, problemForm({ category: "COMMUNICATION", description: "La familia no contestó al recoger." }), at(closes - 60_000))).status).toBe(201);
  // A minute after: closed for both.
  expect(await asOwner(token, problemForm({}), at(closes + 60_000))).toEqual({ status: 409, body: { ok: false, error: NOT_NOW } });
  expect(await asSitter(carlos, id, problemForm({}), at(closes + 60_000))).toEqual({ status: 409, body: { ok: false, error: NOT_NOW } });
  expect(await database.db.bookingProblem.count({ where: { bookingId: id } })).toBe(2);
});

it("409 before the confirmation and after a cancellation; 404 for another sitter's booking or an unknown link; 400 for bad input", async () => {
  const { body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", startDate: addDays(todayInElSalvador(), 3), endDate: addDays(todayInElSalvador(), 4) }) }), routeParams({})));
  const waitingToken = (body.trackingUrl as string).split("/").pop()!;
  expect(await asOwner(waitingToken, problemForm({}))).toEqual({ status: 409, body: { ok: false, error: NOT_NOW } });
  expect((await asSitter(carlos, body.id, problemForm({}))).status).toBe(409);

  const { id, token } = await confirmed(1, 2);
  expect((await asSitter(karla, id, problemForm({}))).status).toBe(404);
  expect((await asOwner("x".repeat(43), problemForm({}))).status).toBe(404);
  for (const [fields, field, error] of [
    [{ description: "Muy corto" }, "description", "Cuéntanos un poco más: al menos 10 caracteres."],
    [{ description: "a".repeat(2001) }, "description", "La descripción puede tener como máximo 2000 caracteres."],
    [{ category: "LATE" }, "category", "Elige qué tipo de problema es."],
  ] as const) {
    expect(await asOwner(token, problemForm(fields))).toEqual({ status: 400, body: { ok: false, field, error } });
  }
  const photo = await phonePhoto({ width: 400, height: 300 });
  expect(await asSitter(carlos, id, problemForm({}, [photo, photo, photo, photo, photo]))).toEqual({ status: 400, body: { ok: false, field: "photos", error: "Puedes enviar hasta 4 fotos." } });
  expect(await database.db.bookingProblem.count()).toBe(0);

  await ownerCancel(apiRequest(`/api/bookings/${token}/cancel`, { method: "POST", body: {} }), routeParams({ token }));
  expect((await database.db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("CANCELLED");
  expect((await asOwner(token, problemForm({}))).status).toBe(409);
});

it("a health problem during the stay e-mails the team at once; after the stay it waits in the tab", async () => {
  const during = await confirmed(-1, 1);
  expect((await asSitter(carlos, during.id, problemForm({ category: "HEALTH", description: "Cojea de la pata trasera desde la mañana." }))).status).toBe(201);
  const [urgent] = await database.db.outboxMessage.findMany({ where: { bookingId: during.id, kind: "team-problem-health" } });
  expect(urgent).toEqual(expect.objectContaining({ to: "equipo@huellitas.sv", subject: `URGENTE: problema de salud en la reserva ${bookingReference(during.id)}` }));

  const after = await confirmed(-3, -1);
  expect((await asOwner(after.token, problemForm({ category: "HEALTH", description: "Volvió con una herida en la oreja." }))).status).toBe(201);
  expect(await database.db.outboxMessage.count({ where: { bookingId: after.id, kind: "team-problem-health" } })).toBe(0);
});

it("the team lists, reviews and resolves a problem (audited); both sides read the answer on their pages and by e-mail", async () => {
  const { id, token } = await confirmed(-1, 1);
  const other = await confirmed(-1, 1);
  const { body: reported } = await asOwner(token, problemForm({ category: "DAMAGE", description: "Rompió el cojín del sofá de la sala." }));
  await asSitter(carlos, other.id, problemForm({}));
  const list = async (query = "") => read(await teamProblems(apiRequest(`/api/admin/problems${query}`, { headers: { cookie: admin } }), routeParams({})));

  const everything = await list();
  expect(everything.status).toBe(200);
  expect(everything.body).toHaveLength(2);
  const page = await list(`?pagina=1&categoria=DAMAGE`);
  expect(page.body).toEqual(expect.objectContaining({ total: 1, page: 1, pageCount: 1, pageSize: 50, counts: { OPEN: 1, IN_REVIEW: 0, RESOLVED: 0 } }));
  expect(page.body.items[0]).toEqual(
    expect.objectContaining({
      id: reported.problem.id,
      reference: bookingReference(id),
      owner: expect.objectContaining({ name: "Ana Gómez", email: "ana@example.com" }),
      sitter: expect.objectContaining({ id: 2 }),
      category: "DAMAGE",
      categoryLabel: "Daños",
      status: "OPEN",
      reportedBy: "owner",
      ageHours: 0,
    }),
  );
  expect((await list(`?q=${bookingReference(id)}`)).body.items.map((item: { id: string }) => item.id)).toEqual([reported.problem.id]);
  expect((await list("?estado=CERRADO")).status).toBe(400);
  // Only the team.
  expect((await teamProblems(apiRequest("/api/admin/problems", { headers: { cookie: carlos } }), routeParams({}))).status).toBe(403);

  const patch = (body: unknown, cookie = admin, problemId = reported.problem.id) =>
    patchProblem(apiRequest(`/api/admin/problems/${problemId}`, { method: "PATCH", body, headers: { cookie } }), routeParams({ id: problemId })).then(read);
  expect(await patch({ status: "RESOLVED" })).toEqual({ status: 400, body: { ok: false, field: "resolution", error: "Escribe la respuesta del equipo para resolver el problema." } });
  expect((await patch({ status: "OPEN" })).status).toBe(400);
  expect((await patch({ status: "IN_REVIEW" }, admin, "no-existe")).status).toBe(404);
  expect((await patch({ status: "IN_REVIEW" }, carlos)).status).toBe(403);
  expect((await patch({ status: "IN_REVIEW" })).body.problem).toEqual(expect.objectContaining({ status: "IN_REVIEW", resolution: null }));
  const resolved = await patch({ status: "RESOLVED", resolution: "Hablamos con Carlos: repone el cojín esta semana." });
  expect(resolved.body.problem).toEqual(expect.objectContaining({ status: "RESOLVED", resolution: "Hablamos con Carlos: repone el cojín esta semana.", resolvedAt: expect.any(String) }));

  const audit = await database.db.auditEvent.findMany({ where: { targetType: "problem", targetId: reported.problem.id }, orderBy: { createdAt: "asc" }, select: { action: true, actor: true, summary: true } });
  expect(audit.map((entry) => entry.action)).toEqual(["problem.review", "problem.resolve"]);
  expect(audit[1]).toEqual(expect.objectContaining({ actor: "admin@huellitas.sv", summary: expect.stringContaining("En revisión → Resuelto") }));

  for (const shown of [(await ownerView(token)).problems[0], (await sitterView(id)).problems[0]]) {
    expect(shown).toEqual(expect.objectContaining({ status: "RESOLVED", statusLabel: "Resuelto", resolution: "Hablamos con Carlos: repone el cojín esta semana." }));
  }
  const answered = (await mails(id)).filter((mail) => mail.kind.startsWith("problem-updated"));
  expect(answered.map(({ kind, to }) => ({ kind, to }))).toEqual([
    { kind: "problem-updated-owner", to: "ana@example.com" },
    { kind: "problem-updated-owner", to: "ana@example.com" },
    { kind: "problem-updated-sitter", to: "carlos@example.com" },
    { kind: "problem-updated-sitter", to: "carlos@example.com" },
  ]);
  expect(answered.filter((mail) => mail.text.includes("Respuesta del equipo: Hablamos con Carlos: repone el cojín esta semana."))).toHaveLength(2);
});

it("the team's problem page shows the evidence: the stay's reports, when the pet changed hands, the pet's file", async () => {
  const { id, token } = await confirmed(-1, 1);
  const { body } = await asOwner(token, problemForm({}));
  await database.db.stayReport.create({ data: { bookingId: id, kind: "CHECK_IN", note: "Llegó tranquilo.", checklist: { ate: true, water: true, pee: true, poo: true, medications: [] }, photoIds: [] } });
  const handOverAt = new Date(Date.now() - 20 * HOUR);
  // The hand-over is a move of the sheet: its row in the history is what the evidence reads.
  await database.db.bookingStatusChange.create({ data: { bookingId: id, status: "CONFIRMED", move: "sitter.handOver", actor: "sitter", changedAt: handOverAt } });
  const shown = await read(await teamProblem(apiRequest(`/api/admin/problems/${body.problem.id}`, { headers: { cookie: admin } }), routeParams({ id: body.problem.id })));
  expect(shown.status).toBe(200);
  expect(shown.body.problem).toEqual(expect.objectContaining({ id: body.problem.id, description: "Mordió la correa y se escapó un momento.", reference: bookingReference(id) }));
  expect(shown.body.evidence).toEqual(
    expect.objectContaining({ handOverAt: handOverAt.toISOString(), handBackAt: null, handBackBy: null, pet: null, reports: [expect.objectContaining({ note: "Llegó tranquilo." })] }),
  );
  expect((await teamProblem(apiRequest("/api/admin/problems/no-existe", { headers: { cookie: admin } }), routeParams({ id: "no-existe" }))).status).toBe(404);
});
