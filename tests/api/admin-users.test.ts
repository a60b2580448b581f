/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { PATCH as verifyDocument } from "@/app/api/admin/documents/[docId]/verify/route";
import { GET as userDocuments } from "@/app/api/admin/users/[id]/documents/route";
import { PATCH as setInterview } from "@/app/api/admin/users/[id]/interview/route";
import { POST as resetPassword } from "@/app/api/admin/users/[id]/reset-password/route";
import { POST as accessMail } from "@/app/api/admin/users/[id]/access-mail/route";
import { DELETE as deleteUser, PATCH as patchUser } from "@/app/api/admin/users/[id]/route";
import { GET as listUsers, POST as createUserRoute } from "@/app/api/admin/users/route";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as uploadDocument } from "@/app/api/portal/documents/route";
import { verifyPassword } from "@/lib/auth/password";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { generateTempPassword } from "@/lib/auth/temp-password";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";
import { createUser, signIn } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { apiRequest, read, routeParams } from "../helpers/request";

const database = withTestDatabase({ resetBeforeEach: true });
const uploads = withTempUploadDir();
let admin: string;
beforeEach(async () => {
  await createUser(database.db, { email: "admin@example.com", role: "admin" });
  admin = await signIn("admin@example.com");
});

const none = { params: Promise.resolve({}) };
const as = (cookie: string, method: string, urlPath: string, body?: unknown) =>
  apiRequest(urlPath, { method, headers: { cookie }, body });

async function create(body: Record<string, unknown>) {
  return read(await createUserRoute(as(admin, "POST", "/api/admin/users", body), none));
}
async function newCaregiver(email = "ana@example.com") {
  const { body } = await create({ name: "Ana López", email, password: "temporal-ana-1" });
  return body.user.id as string;
}
/** Signs a new caregiver in with the temporary password and changes it, as the portal makes them do first. */
async function signInFirstTime(email: string) {
  const cookie = await signIn(email, "temporal-ana-1");
  const changed = await changePassword(as(cookie, "POST", "/api/auth/change-password", { newPassword: "mi-perro-luna-2026" }), none);
  expect(changed.status).toBe(200);
  return cookie;
}

describe("POST /api/admin/users", () => {
  it("creates a caregiver who must change the temporary password", async () => {
    const { status, body } = await create({ name: " Ana López ", email: "ANA@example.com", password: "temporal-ana-1" });
    expect(status).toBe(201);
    expect(body.user).toEqual(
      expect.objectContaining({ name: "Ana López", email: "ana@example.com", status: "pending", completionPercent: 0, documentCount: 0, interviewStatus: "pending", interviewDate: null }),
    );
    const user = await database.db.user.findUniqueOrThrow({ where: { email: "ana@example.com" } });
    expect(user).toMatchObject({ role: "caregiver", requirePasswordChange: true });
    expect(await verifyPassword(user.password, "temporal-ana-1")).toBe(true);
  });

  it.each<[Record<string, unknown>, number, string]>([
    [{ name: "", email: "a@example.com", password: "temporal-ana-1" }, 400, "Escribe el nombre."],
    [{ name: "A", email: "", password: "temporal-ana-1" }, 400, "Escribe el correo electrónico."],
    [{ name: "A", email: "a@", password: "temporal-ana-1" }, 400, "Correo electrónico inválido"],
    [{ name: "A", email: "a@example.com" }, 400, "Escribe una contraseña temporal."],
    [{ name: "A", email: "a@example.com", password: "12345" }, 400, "La contraseña temporal debe tener al menos 6 caracteres."],
    ...["abcdef", "aaaaaa", "654321", "qwerty", "Huellitas2026", "huellitas.2025!", "princesa", "chocolate1"].map(
      (password): [Record<string, unknown>, number, string] => [{ name: "A", email: "a@example.com", password }, 400, "Esa contraseña temporal es fácil de adivinar. Usa «Generar contraseña»."],
    ),
    ...[
      { name: "A", email: "rosa.campos@example.com", password: "rosa.campos@example.com" },
      { name: "A", email: "rosa.campos@example.com", password: "RosaCampos2026" },
      { name: "A", email: "cg1@rt.test", password: "cg1rt2026" },
      { name: "Rosa Elena Campos", email: "rc@example.com", password: "RosaElena2026" },
      { name: "Rosa Elena Campos", email: "rc@example.com", password: "Campos.1990!" },
    ].map((body): [Record<string, unknown>, number, string] => [body, 400, "La contraseña temporal no puede ser el nombre ni el correo electrónico de la persona. Usa «Generar contraseña»."]),
  ])("refuses %j", async (body, status, error) => {
    expect(await create(body)).toEqual({ status, body: expect.objectContaining({ ok: false, error }) });
    expect(await database.db.user.count({ where: { role: "caregiver" } })).toBe(0);
  });

  it("accepts the generated temporary passwords and SPEC's 6 characters when they are not obvious", async () => {
    for (const [i, password] of [generateTempPassword(), generateTempPassword(), "gato7x", "Temporal-Huellitas-26"].entries()) {
      expect((await create({ name: "A", email: `ok${i}@example.com`, password })).status).toBe(201);
    }
  });

  it("answers 409 for a taken e-mail, whatever its case", async () => {
    await newCaregiver();
    expect(await create({ name: "Otra", email: "Ana@Example.com", password: "temporal-ana-1" })).toEqual({
      status: 409,
      body: { ok: false, error: "Ya existe una cuenta con ese correo electrónico.", field: "email" },
    });
  });
});

describe("GET /api/admin/users", () => {
  it("lists caregivers (not admins) with their document counts, newest first", async () => {
    const first = await newCaregiver("uno@example.com");
    await newCaregiver("dos@example.com");
    const cookie = await signInFirstTime("uno@example.com");
    await uploadDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie }, { kind: "CRIMINAL_RECORD" }), none);
    const { status, body } = await read(await listUsers(as(admin, "GET", "/api/admin/users"), none));
    expect(status).toBe(200);
    expect(body.map((u: { email: string }) => u.email)).toEqual(["dos@example.com", "uno@example.com"]);
    expect(body[1]).toEqual(
      expect.objectContaining({ id: first, name: "Ana López", status: "pending", completionPercent: 0, documentCount: 1, interviewStatus: "pending" }),
    );
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  it("sets any status of SPEC §4 and recomputes the progress", async () => {
    const id = await newCaregiver();
    for (const status of ["under_review", "active", "inactive", "rejected", "pending"]) {
      const { body } = await read(await patchUser(as(admin, "PATCH", `/api/admin/users/${id}`, { status }), routeParams({ id })));
      expect(body.user.status).toBe(status);
    }
    const { body } = await read(await patchUser(as(admin, "PATCH", `/api/admin/users/${id}`, { status: "active" }), routeParams({ id })));
    // Approval does not fill the bar: it shows the checks that are valid (none here).
    expect(body.user.completionPercent).toBe(0);
  });

  it("refuses an unknown status (400) and an unknown id (404)", async () => {
    const id = await newCaregiver();
    expect((await read(await patchUser(as(admin, "PATCH", "/", { status: "aprobado" }), routeParams({ id })))).body.error).toBe("Elige un estado válido.");
    expect(await read(await patchUser(as(admin, "PATCH", "/", { status: "active" }), routeParams({ id: "no-existe" })))).toEqual({
      status: 404,
      body: { ok: false, error: "No encontramos a ese cuidador." },
    });
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("removes the caregiver with their documents (rows and files) and sessions", async () => {
    const id = await newCaregiver();
    const cookie = await signInFirstTime("ana@example.com");
    await uploadDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie }, { kind: "CRIMINAL_RECORD" }), none);
    expect(existsSync(path.join(uploads.dir(), id))).toBe(true);
    expect(await read(await deleteUser(as(admin, "DELETE", "/"), routeParams({ id })))).toEqual({ status: 200, body: { ok: true } });
    expect(await database.db.user.count({ where: { id } })).toBe(0);
    expect(await database.db.document.count()).toBe(0);
    expect(await database.db.session.count({ where: { userId: id } })).toBe(0);
    expect(existsSync(path.join(uploads.dir(), id, "x"))).toBe(false);
    expect((await read(await me(apiRequest("/api/auth/me", { headers: { cookie } }), none))).status).toBe(401);
    expect((await deleteUser(as(admin, "DELETE", "/"), routeParams({ id }))).status).toBe(404);
  });

  it("deletes nothing when a step fails", async () => {
    const id = await newCaregiver();
    const cookie = await signInFirstTime("ana@example.com");
    await uploadDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie }, { kind: "CRIMINAL_RECORD" }), none);
    // Make the last step of the transaction fail: a row that still points at the user blocks its delete.
    await database.db.$executeRawUnsafe(`CREATE TABLE "blocker" ("userId" TEXT REFERENCES "users"("id"))`);
    await database.db.$executeRawUnsafe(`INSERT INTO "blocker" VALUES ('${id}')`);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await deleteUser(as(admin, "DELETE", "/"), routeParams({ id }))).status).toBeGreaterThanOrEqual(500);
    } finally {
      errors.mockRestore();
      await database.db.$executeRawUnsafe(`DROP TABLE "blocker"`);
    }
    expect(await database.db.user.count({ where: { id } })).toBe(1);
    expect(await database.db.document.count({ where: { userId: id } })).toBe(1);
    expect(await database.db.session.count({ where: { userId: id } })).toBe(1);
  });

  it("does not delete admins or the acting admin", async () => {
    const adminId = (await database.db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).id;
    expect((await read(await deleteUser(as(admin, "DELETE", "/"), routeParams({ id: adminId })))).body.error).toBe("No puedes eliminar tu propia cuenta.");
    const other = await createUser(database.db, { email: "otro-admin@example.com", role: "admin" });
    expect((await deleteUser(as(admin, "DELETE", "/"), routeParams({ id: other.id }))).status).toBe(404);
  });
});

describe("POST /api/admin/users/{id}/reset-password", () => {
  it("answers a strong temporary password once, forces a change and ends the user's sessions", async () => {
    const id = await newCaregiver();
    await database.db.user.update({ where: { id }, data: { requirePasswordChange: false } });
    const cookie = await signIn("ana@example.com", "temporal-ana-1");
    const { status, body } = await read(await resetPassword(as(admin, "POST", "/"), routeParams({ id })));
    expect(status).toBe(200);
    expect(body.tempPassword).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{2}$/);
    const user = await database.db.user.findUniqueOrThrow({ where: { id } });
    expect(user.requirePasswordChange).toBe(true);
    expect(await verifyPassword(user.password, body.tempPassword)).toBe(true);
    expect(user.password).not.toContain(body.tempPassword);
    expect((await read(await me(apiRequest("/api/auth/me", { headers: { cookie } }), none))).status).toBe(401);
    expect((await resetPassword(as(admin, "POST", "/"), routeParams({ id: "nadie" }))).status).toBe(404);
  });
});

describe("POST /api/admin/users/{id}/access-mail", () => {
  it("e-mails the caregiver the portal's address and their user, never the password; audited; 404 for no caregiver; team only", async () => {
    const id = await newCaregiver();
    const { status, body } = await read(await accessMail(as(admin, "POST", "/"), routeParams({ id })));
    expect({ status, body }).toEqual({ status: 200, body: { ok: true, sentTo: "ana@example.com" } });
    const [mail] = await database.db.outboxMessage.findMany({ where: { kind: "caregiver-access" } });
    expect(mail.to).toBe("ana@example.com");
    expect(mail.text).toContain("/portal");
    expect(mail.text).toContain("ana@example.com");
    expect(mail.text).not.toContain("temporal-ana-1");
    expect(mail.html).not.toContain("temporal-ana-1");
    expect(await database.db.auditEvent.count({ where: { action: "caregiver.access-mail", targetId: id } })).toBe(1);
    expect((await accessMail(as(admin, "POST", "/"), routeParams({ id: "nadie" }))).status).toBe(404);
    const adminId = (await database.db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).id;
    expect((await accessMail(as(admin, "POST", "/"), routeParams({ id: adminId }))).status).toBe(404);
    expect((await accessMail(apiRequest("/", { method: "POST" }), routeParams({ id }))).status).toBe(401);
    const caregiver = await signInFirstTime("ana@example.com");
    expect((await accessMail(as(caregiver, "POST", "/"), routeParams({ id }))).status).toBe(403);
  });
});

describe("documents", () => {
  it("lists a caregiver's documents with their paths, and toggles verification (progress follows)", async () => {
    const id = await newCaregiver();
    const cookie = await signInFirstTime("ana@example.com");
    await uploadDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie }, { kind: "CRIMINAL_RECORD" }), none);
    const { body: documents } = await read(await userDocuments(as(admin, "GET", "/"), routeParams({ id })));
    expect(documents).toEqual([
      expect.objectContaining({ fileName: "dui.pdf", verified: false, filePath: expect.stringMatching(new RegExp(`^${id}/.+\\.pdf$`)), url: expect.stringMatching(/^\/api\/files\//) }),
    ]);
    const docId = documents[0].id;
    const verified = await read(await verifyDocument(as(admin, "PATCH", "/", { verified: true }), routeParams({ docId })));
    expect(verified.body.document.verified).toBe(true);
    // A criminal record is valid 6 months from its upload unless the team gives another day: a calendar day.
    const [year, month, date] = todayInElSalvador(new Date(documents[0].uploadedAt)).split("-").map(Number);
    const sixMonths = new Date(Date.UTC(year, month - 1 + 6, date));
    expect(verified.body.document).toEqual(expect.objectContaining({ kind: "CRIMINAL_RECORD", verifiedAt: expect.any(String), expiresAt: sixMonths.toISOString() }));
    expect((await database.db.user.findUniqueOrThrow({ where: { id } })).completionPercent).toBe(20);
    const day = addDays(todayInElSalvador(), 90);
    const dated = await read(await verifyDocument(as(admin, "PATCH", "/", { verified: true, expiresAt: day }), routeParams({ docId })));
    expect(dated.body.document.expiresAt).toBe(`${day}T00:00:00.000Z`);
    expect((await read(await verifyDocument(as(admin, "PATCH", "/", { verified: true, expiresAt: "2026-02-30" }), routeParams({ docId })))).body).toEqual({
      ok: false,
      error: "Escribe la fecha de vencimiento como AAAA-MM-DD.",
      field: "expiresAt",
    });
    const unverified = await read(await verifyDocument(as(admin, "PATCH", "/", { verified: false }), routeParams({ docId })));
    expect(unverified.body.document).toEqual(expect.objectContaining({ verified: false, verifiedAt: null, expiresAt: null }));
    expect((await database.db.user.findUniqueOrThrow({ where: { id } })).completionPercent).toBe(0);
    expect((await read(await verifyDocument(as(admin, "PATCH", "/", { verified: "yes" }), routeParams({ docId })))).status).toBe(400);
    expect((await read(await verifyDocument(as(admin, "PATCH", "/", { verified: true }), routeParams({ docId: "nada" })))).status).toBe(404);
    expect((await userDocuments(as(admin, "GET", "/"), routeParams({ id: "nadie" }))).status).toBe(404);
  });
});

describe("PATCH /api/admin/users/{id}/interview", () => {
  const patch = async (id: string, body: unknown) => read(await setInterview(as(admin, "PATCH", "/", body), routeParams({ id })));

  // Interviews must fall within 12 months either side of today: days relative to it, never a fixed date.
  const day = (days: number) => addDays(todayInElSalvador(), days);

  it("setting a date schedules it (El Salvador time); clearing it sets pending; the status can be chosen", async () => {
    const id = await newCaregiver();
    const scheduled = await patch(id, { interviewDate: `${day(20)}T10:30` });
    expect(scheduled.body.user).toMatchObject({ interviewStatus: "scheduled", interviewDate: `${day(20)}T16:30:00.000Z` });
    const completed = await patch(id, { interviewStatus: "completed" });
    expect(completed.body.user).toMatchObject({ interviewStatus: "completed", interviewDate: `${day(20)}T16:30:00.000Z` });
    const cleared = await patch(id, { interviewDate: null });
    expect(cleared.body.user).toMatchObject({ interviewStatus: "pending", interviewDate: null });
    const both = await patch(id, { interviewDate: `${day(25)}T09:00:00-06:00`, interviewStatus: "completed" });
    expect(both.body.user.interviewStatus).toBe("completed");
  });

  // "Programamos tu entrevista" announces an interview still to come, never one recorded as done or past.
  it("sends no 'Programamos tu entrevista' for an interview recorded as completed, or on a day already past", async () => {
    const done = await newCaregiver();
    await patch(done, { interviewDate: `${day(-3)}T10:00`, interviewStatus: "completed" });
    const past = await newCaregiver("beto@example.com");
    await patch(past, { interviewDate: `${day(-1)}T10:00` });
    const ahead = await newCaregiver("carla@example.com");
    await patch(ahead, { interviewDate: `${day(5)}T10:00`, interviewStatus: "completed" });
    const kinds = await database.db.outboxMessage.findMany({ where: { kind: "interview-scheduled" }, select: { to: true } });
    expect(kinds).toEqual([]);
  });

  it("e-mails the caregiver when the interview is set, moved or cleared — not when only its status changes", async () => {
    const id = await newCaregiver();
    const { email } = await database.db.user.findUniqueOrThrow({ where: { id }, select: { email: true } });
    const mails = async () => (await database.db.outboxMessage.findMany({ where: { to: email }, orderBy: { createdAt: "asc" }, select: { kind: true, subject: true, text: true } }));
    await patch(id, { interviewDate: `${day(20)}T10:30` });
    await patch(id, { interviewStatus: "completed" });
    await patch(id, { interviewDate: `${day(21)}T15:00` });
    await patch(id, { interviewDate: null });
    const sent = await mails();
    expect(sent.map((mail) => mail.kind)).toEqual(["interview-scheduled", "interview-moved", "interview-cleared"]);
    expect(sent[0].text).toContain("10:30");
    expect(sent[1].text).toMatch(/ya no es el .*10:30.*ahora es el .*15:00/s);
    expect(sent[2].text).toContain("15:00");
    expect(sent[0].text).toMatch(/\/portal/);
  });

  it("refuses a scheduled interview without a date, bad dates and statuses", async () => {
    const id = await newCaregiver();
    expect((await patch(id, { interviewStatus: "scheduled" })).body.error).toBe("Para programar la entrevista, indica la fecha y la hora.");
    expect((await patch(id, { interviewDate: "mañana" })).body.error).toBe("La fecha de la entrevista no es válida.");
    expect((await patch(id, { interviewDate: "2026-13-45T10:00" })).body.error).toBe("La fecha de la entrevista no es válida.");
    expect((await patch(id, { interviewDate: `${day(400)}T10:00` })).body.error).toBe("La entrevista debe ser dentro de los próximos 12 meses.");
    expect((await patch(id, { interviewDate: `${day(-400)}T10:00` })).body.error).toBe("La fecha de la entrevista no puede ser de hace más de 12 meses.");
    expect((await patch(id, { interviewStatus: "done" })).body.error).toBe("Elige un estado de entrevista válido.");
    expect((await patch(id, {})).body.error).toBe("Indica la fecha o el estado de la entrevista.");
    expect((await patch("nadie", { interviewStatus: "completed" })).status).toBe(404);
  });
});
