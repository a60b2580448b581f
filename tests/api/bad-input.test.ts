/** @jest-environment node */
import { PATCH as verifyDocument } from "@/app/api/admin/documents/[docId]/verify/route";
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { GET as listBookings } from "@/app/api/admin/bookings/route";
import { PATCH as patchSitter } from "@/app/api/admin/sitters/[id]/route";
import { GET as userDocuments } from "@/app/api/admin/users/[id]/documents/route";
import { PATCH as setInterview } from "@/app/api/admin/users/[id]/interview/route";
import { POST as resetPassword } from "@/app/api/admin/users/[id]/reset-password/route";
import { DELETE as deleteUser, PATCH as patchUser } from "@/app/api/admin/users/[id]/route";
import { POST as createCaregiver } from "@/app/api/admin/users/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as postProvider } from "@/app/api/provider-leads/route";
import { DELETE as deleteDocument } from "@/app/api/portal/documents/[id]/route";
import { POST as uploadDocument } from "@/app/api/portal/documents/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { db } from "@/lib/db";
import { handler, json } from "@/lib/http/handler";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";
import { createUser, signIn } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { validBooking, validProviderLead } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";

// Input that once reached the database and came back as a 500 or a 503 ("service down"): every one of
// these must be the client's 400 or 404, in Spanish.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
let admin: string;
beforeEach(async () => {
  await seedSitters(database.db);
  await createUser(database.db, { email: "equipo@huellitas.sv", role: "admin" });
  admin = await signIn("equipo@huellitas.sv");
});

const none = { params: Promise.resolve({}) };
const asAdmin = (method: string, body?: unknown) => apiRequest("/api/admin/x", { method, headers: { cookie: admin }, body });
const spanish = expect.stringMatching(/[a-záéíóúñ]/i);
const NUL = "\u0000";
const quiet = () => jest.spyOn(console, "error").mockImplementation(() => {});

/** The same year, `yearsAhead` from now: Feb 30 never exists, whatever today is. */
const futureYear = (yearsAhead = 1) => new Date().getUTCFullYear() + yearsAhead;
/** A datetime-local value (El Salvador time) `days` from now. */
function localInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000 - 6 * 3_600_000);
  return date.toISOString().slice(0, 16);
}

describe("a NUL byte in a text field", () => {
  it("is refused with 400 in Spanish on the public forms, naming the field, and nothing is stored", async () => {
    const lead = await read(await postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead({ name: `Carlos${NUL}` }) }), none));
    expect(lead).toEqual({ status: 400, body: { ok: false, error: "El texto contiene caracteres no permitidos.", field: "name" } });
    const booking = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ notes: `Luna${NUL}es tímida` }) }), none));
    expect(booking).toEqual({ status: 400, body: { ok: false, error: "El texto contiene caracteres no permitidos.", field: "notes" } });
    expect(await database.db.providerLead.count()).toBe(0);
    expect(await database.db.booking.count()).toBe(0);
  });

  it("is refused with 400 in the admin's forms too, even inside arrays", async () => {
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking() }), none);
    const [booking] = (await read(await listBookings(asAdmin("GET"), none))).body;
    const note = await read(await patchBooking(asAdmin("PATCH", { internalNote: `llamar${NUL}` }), routeParams({ id: booking.id })));
    expect(note).toEqual({ status: 400, body: { ok: false, error: "El texto contiene caracteres no permitidos.", field: "internalNote" } });
    const bio = await read(await patchSitter(asAdmin("PATCH", { bio: `Cuido perros desde hace años ${NUL}` }), routeParams({ id: "1" })));
    expect(bio.status).toBe(400);
    expect(bio.body.field).toBe("bio");
    const badges = await read(await patchSitter(asAdmin("PATCH", { badges: ["ok", `x${NUL}`] }), routeParams({ id: "1" })));
    expect(badges.status).toBe(400);
    const created = await read(await createCaregiver(asAdmin("POST", { name: `Ana${NUL}`, email: "ana@example.com", password: "temporal-ana-1" }), none));
    expect(created).toEqual({ status: 400, body: { ok: false, error: "El texto contiene caracteres no permitidos.", field: "name" } });
  });
});

describe("a NUL byte (or anything an id never has) in an [id] segment", () => {
  it("answers 404 in Spanish on every route that takes an id, before any query", async () => {
    const errors = quiet();
    const caregiver = await createUser(database.db, { email: "ana@example.com" });
    const ana = await signIn("ana@example.com");
    const calls: [string, () => Promise<Response>][] = [
      ["DELETE /api/portal/documents/{id}", () => deleteDocument(apiRequest("/x", { method: "DELETE", headers: { cookie: ana } }), routeParams({ id: `a${NUL}b` }))],
      ["PATCH /api/admin/users/{id}", () => patchUser(asAdmin("PATCH", { status: "active" }), routeParams({ id: `${caregiver.id}${NUL}` }))],
      ["DELETE /api/admin/users/{id}", () => deleteUser(asAdmin("DELETE"), routeParams({ id: `${NUL}` }))],
      ["GET /api/admin/users/{id}/documents", () => userDocuments(asAdmin("GET"), routeParams({ id: `x${NUL}` }))],
      ["PATCH /api/admin/users/{id}/interview", () => setInterview(asAdmin("PATCH", { interviewStatus: "completed" }), routeParams({ id: `x${NUL}` }))],
      ["POST /api/admin/users/{id}/reset-password", () => resetPassword(asAdmin("POST"), routeParams({ id: `x${NUL}` }))],
      ["PATCH /api/admin/documents/{docId}/verify", () => verifyDocument(asAdmin("PATCH", { verified: true }), routeParams({ docId: `x${NUL}` }))],
      ["PATCH /api/admin/bookings/{id}", () => patchBooking(asAdmin("PATCH", { status: "CONTACTED" }), routeParams({ id: `x${NUL}` }))],
      ["PATCH /api/admin/sitters/{id}", () => patchSitter(asAdmin("PATCH", { published: false }), routeParams({ id: `1${NUL}` }))],
      ["PATCH /api/admin/users/{id} (bidi)", () => patchUser(asAdmin("PATCH", { status: "active" }), routeParams({ id: `\u202e${caregiver.id}` }))],
    ];
    for (const [name, call] of calls) {
      const { status, body } = await read(await call());
      expect({ name, status }).toEqual({ name, status: 404 });
      expect(body).toEqual({ ok: false, error: spanish });
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("a data error from the database is bad input, not an outage", () => {
  it("answers 400 in Spanish, without Retry-After, when Postgres refuses a value (22021, 22008)", async () => {
    const errors = quiet();
    const nul = handler(async () => json(await db().user.findFirst({ where: { name: `x${NUL}` } })));
    const year0 = handler(async () =>
      json(await db().user.updateMany({ where: { email: "nadie@example.com" }, data: { interviewDate: new Date("0000-06-01T00:00:00Z") } })),
    );
    for (const route of [nul, year0]) {
      const response = await route(apiRequest("/api/x"), none);
      expect(response.headers.get("retry-after")).toBeNull();
      expect(await read(response)).toEqual({ status: 400, body: { ok: false, error: "Algún dato enviado no es válido. Revísalo e intenta de nuevo." } });
    }
    errors.mockRestore();
  });
});

describe("a malformed session cookie", () => {
  it("is no session: 401 where one is needed, logout still succeeds", async () => {
    for (const cookie of ["huellitas_session=%", "huellitas_session=%E0%A4%A", "huellitas_session=abc%zz"]) {
      expect(await read(await me(apiRequest("/api/auth/me", { headers: { cookie } }), none))).toEqual({
        status: 401,
        body: { ok: false, error: "Tu sesión no es válida o ha vencido. Inicia sesión de nuevo." },
      });
      expect((await logout(apiRequest("/api/auth/logout", { method: "POST", headers: { cookie } }), none)).status).toBe(200);
    }
  });
});

describe("impossible interview dates", () => {
  async function interview(interviewDate: string) {
    const caregiver = await createUser(database.db, { email: `c${Math.random()}@example.com` });
    return read(await setInterview(asAdmin("PATCH", { interviewDate }), routeParams({ id: caregiver.id })));
  }
  const invalid = { status: 400, body: { ok: false, error: "La fecha de la entrevista no es válida.", field: "interviewDate" } };

  it("refuses a day that does not exist instead of rolling it over", async () => {
    const year = futureYear();
    expect(await interview(`${year}-02-30T10:00`)).toEqual(invalid);
    expect(await interview(`${year}-04-31T10:00`)).toEqual(invalid);
    expect(await interview(`${year}-02-30T10:00:00-06:00`)).toEqual(invalid);
    expect(await interview(`${year}-02-30T16:00:00Z`)).toEqual(invalid);
    expect(await interview(`${localInDays(5).slice(0, 10)}T24:00`)).toEqual(invalid);
    expect(await interview(`${localInDays(5).slice(0, 10)}T10:60`)).toEqual(invalid);
  });

  it("refuses year 0 and absurd years with 400, never 503", async () => {
    const errors = quiet();
    expect(await interview("0000-01-01T10:00")).toEqual(invalid);
    expect(await interview("0000-06-01T10:00:00Z")).toEqual(invalid);
    expect((await interview("0999-01-01T10:00")).status).toBe(400);
    expect((await interview("1900-01-01T10:00")).status).toBe(400);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("still accepts a real time within the year, past or coming", async () => {
    const soon = await interview(localInDays(10));
    expect(soon.status).toBe(200);
    expect(soon.body.user.interviewStatus).toBe("scheduled");
    expect((await interview(localInDays(-30))).status).toBe(200);
  });
});

describe("names made only of invisible characters", () => {
  const invisible = ["\u200b\u200c\u200d", "\u2060\ufeff", "\u202e\u202a", "\u2066\u2069\u200e\u200f", " \u061c \u200b "];

  it("are not filled in: each form answers its own 'required' message", async () => {
    for (const name of invisible) {
      const lead = await read(await postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead({ name }) }), none));
      expect(lead).toEqual({ status: 400, body: { ok: false, error: "El nombre es obligatorio", field: "name" } });
      const booking = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerName: name }) }), none));
      expect(booking).toEqual({ status: 400, body: { ok: false, error: "Por favor completa todos los campos.", field: "ownerName" } });
      const caregiver = await read(await createCaregiver(asAdmin("POST", { name, email: "ana@example.com", password: "temporal-ana-1" }), none));
      expect(caregiver).toEqual({ status: 400, body: { ok: false, error: "Escribe el nombre.", field: "name" } });
      const sitter = await read(await patchSitter(asAdmin("PATCH", { name }), routeParams({ id: "1" })));
      expect(sitter).toEqual({ status: 400, body: { ok: false, error: "Escribe el nombre del cuidador.", field: "name" } });
    }
    expect(await database.db.providerLead.count()).toBe(0);
  });

  it("a name with visible letters and a joiner is still a name", async () => {
    const lead = await read(await postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead({ name: "Ana\u200dMaría" }) }), none));
    expect(lead.status).toBe(201);
  });
});

describe("uploaded file names", () => {
  it("lose bidi controls and other invisible controls, so an admin sees the real extension", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const cookie = await signIn("ana@example.com");
    const upload = (name: string) =>
      uploadDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name }, { cookie }), none).then(read);
    expect((await upload("invoice\u202efdp.exe.pdf")).body.document.fileName).toBe("invoicefdp.exe.pdf");
    expect((await upload("\u2067DUI\u2069 \u200ffrente\u0085\u061c.pdf")).body.document.fileName).toBe("DUI frente.pdf");
    expect((await upload("\u202e\u202d")).body.document.fileName).toBe("documento.pdf");
  });
});
