/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as authMe } from "@/app/api/auth/me/route";
import { GET as openFile } from "@/app/api/files/[folder]/[file]/route";
import { DELETE as deleteDocument } from "@/app/api/portal/documents/[id]/route";
import { GET as listDocuments, POST as uploadDocument } from "@/app/api/portal/documents/route";
import { GET as portalMe } from "@/app/api/portal/me/route";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";
import { createUser, signIn } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestEnv } from "../helpers/env";

const database = withTestDatabase({ resetBeforeEach: true });
const uploads = withTempUploadDir();
withTestEnv({ UPLOAD_MAX_BYTES: undefined }, { each: true });

const ctx = { params: Promise.resolve({}) };
const upload = (cookie: string | undefined, file: Parameters<typeof uploadRequest>[1], fields: Record<string, string> = {}) =>
  uploadDocument(uploadRequest("/api/portal/documents", file, cookie ? { cookie } : {}, fields), ctx).then(read);
const list = (cookie?: string) => listDocuments(apiRequest("/api/portal/documents", { headers: cookie ? { cookie } : {} }), ctx).then(read);
const remove = (cookie: string, id: string) =>
  deleteDocument(apiRequest(`/api/portal/documents/${id}`, { method: "DELETE", headers: { cookie } }), routeParams({ id })).then(read);
const open = (cookie: string | undefined, url: string) => {
  const [, , , folder, file] = url.split("/");
  return openFile(apiRequest(url, { headers: cookie ? { cookie } : {} }), routeParams({ folder, file }));
};

async function caregiver(email: string) {
  const user = await createUser(database.db, { email });
  return { user, cookie: await signIn(email) };
}

describe("POST /api/portal/documents", () => {
  it("stores a PDF of the kind it names under a generated name, keeps the original name; unverified, it adds no progress", async () => {
    const { user, cookie } = await caregiver("ana@example.com");
    const { status, body } = await upload(cookie, { bytes: SAMPLE_FILES.pdf(), name: "DUI frente.pdf", type: "application/pdf" }, { kind: "DUI" });
    expect(status).toBe(201);
    expect(body.document).toEqual({
      id: expect.any(String),
      fileName: "DUI frente.pdf",
      fileSize: SAMPLE_FILES.pdf().length,
      fileType: "application/pdf",
      kind: "DUI",
      uploadedAt: expect.any(String),
      verified: false,
      verifiedAt: null,
      expiresAt: null,
      url: expect.stringMatching(new RegExp(`^/api/files/${user.id}/[0-9a-f-]{36}\\.pdf$`)),
    });
    const stored = readdirSync(path.join(uploads.dir(), user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain("DUI");
    const me = await read(await portalMe(apiRequest("/api/portal/me", { headers: { cookie } }), ctx));
    expect(me.body).toMatchObject({
      documentCount: 1,
      completionPercent: 0,
      status: "pending",
      documentProgress: { required: 4, uploaded: 1, verified: 0, inReview: 1, expired: 0 },
    });
  });

  it("takes OTHER when no kind is named, and refuses a kind that does not exist", async () => {
    const { cookie } = await caregiver("ana@example.com");
    expect((await upload(cookie, { bytes: SAMPLE_FILES.pdf(), name: "otro.pdf" })).body.document.kind).toBe("OTHER");
    expect(await upload(cookie, { bytes: SAMPLE_FILES.pdf(), name: "x.pdf" }, { kind: "PASAPORTE" })).toEqual({
      status: 400,
      body: { ok: false, error: "Elige qué documento es.", field: "kind" },
    });
    expect((await list(cookie)).body).toHaveLength(1);
  });

  it("decides the type by the bytes: a PNG named .pdf is a PNG, a disguised executable is refused", async () => {
    const { cookie } = await caregiver("ana@example.com");
    const png = await upload(cookie, { bytes: SAMPLE_FILES.png(), name: "foto.pdf", type: "application/pdf" });
    expect(png.body.document.fileType).toBe("image/png");
    expect(png.body.document.url).toMatch(/\.png$/);
    const jpg = await upload(cookie, { bytes: SAMPLE_FILES.jpg(), name: "recibo.jpeg", type: "image/jpeg" });
    expect(jpg.body.document.fileType).toBe("image/jpeg");
    for (const impostor of [
      { bytes: SAMPLE_FILES.exe(), name: "DUI.pdf", type: "application/pdf" },
      { bytes: SAMPLE_FILES.html(), name: "foto.png", type: "image/png" },
    ]) {
      expect(await upload(cookie, impostor)).toEqual({ status: 415, body: { ok: false, error: "Solo aceptamos archivos PDF, JPG o PNG." } });
    }
    expect(await database.db.document.count()).toBe(2);
  });

  it("refuses files over the limit with 413 and stores nothing", async () => {
    const { cookie } = await caregiver("ana@example.com");
    process.env.UPLOAD_MAX_BYTES = String(1024);
    const { status, body } = await upload(cookie, { bytes: SAMPLE_FILES.pdf(), name: "grande.pdf" });
    expect(status).toBe(413);
    expect(body.error).toMatch(/^El archivo supera el máximo de/);
    expect(await database.db.document.count()).toBe(0);
  });

  it("refuses 10 MB + 1 byte by default", async () => {
    const { cookie } = await caregiver("ana@example.com");
    const big = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - SAMPLE_FILES.pdf().length, 32)]);
    const { status, body } = await upload(cookie, { bytes: big, name: "grande.pdf" });
    expect(status).toBe(413);
    expect(body.error).toContain("10 MB");
  });

  it("answers 400 without a file or with an empty one, 415 for a JSON body, 401 anonymous", async () => {
    const { cookie } = await caregiver("ana@example.com");
    expect((await upload(cookie, null)).body.error).toBe("Elige un archivo para subir.");
    expect((await upload(cookie, { bytes: Buffer.alloc(0), name: "vacio.pdf" })).body.error).toBe("El archivo está vacío.");
    const json = await uploadDocument(apiRequest("/api/portal/documents", { method: "POST", body: {}, headers: { cookie } }), ctx);
    expect(json.status).toBe(415);
    expect((await upload(undefined, { bytes: SAMPLE_FILES.pdf(), name: "a.pdf" })).status).toBe(401);
  });

  it("keeps a safe display name", async () => {
    const { cookie } = await caregiver("ana@example.com");
    const { body } = await upload(cookie, { bytes: SAMPLE_FILES.pdf(), name: "../../etc/pass\u202ewd\".pdf" });
    expect(body.document.fileName).toBe("pass" + "wd.pdf");
    expect((await upload(cookie, { bytes: SAMPLE_FILES.pdf(), name: "Límite ñandú.pdf" })).body.document.fileName).toBe("Límite ñandú.pdf");
    // A raw control character cannot stand in a part header (browsers send it as it is): refused, with the reason.
    expect(await upload(cookie, { bytes: SAMPLE_FILES.pdf(), name: "pass\u0007wd.pdf" })).toEqual({
      status: 400,
      body: { ok: false, error: "El nombre del archivo tiene caracteres que no podemos leer. Cámbiale el nombre e intenta de nuevo." },
    });
    expect(await database.db.document.count()).toBe(2);
  });
});

describe("a caregiver's documents are theirs only", () => {
  it("lists only your own documents, 401 anonymous", async () => {
    const ana = await caregiver("ana@example.com");
    const beto = await caregiver("beto@example.com");
    await upload(ana.cookie, { bytes: SAMPLE_FILES.pdf(), name: "ana.pdf" });
    await upload(beto.cookie, { bytes: SAMPLE_FILES.pdf(), name: "beto.pdf" });
    const anaList = await list(ana.cookie);
    expect(anaList.body.map((d: { fileName: string }) => d.fileName)).toEqual(["ana.pdf"]);
    expect(anaList.body[0]).not.toHaveProperty("filePath");
    expect((await list()).status).toBe(401);
  });

  it("another caregiver cannot open or delete your document; you and an admin can open it", async () => {
    const ana = await caregiver("ana@example.com");
    const beto = await caregiver("beto@example.com");
    await createUser(database.db, { email: "admin@example.com", role: "admin" });
    const admin = await signIn("admin@example.com");
    const { body } = await upload(ana.cookie, { bytes: SAMPLE_FILES.pdf(), name: "DUI Ana ñ.pdf" });
    const { id, url } = body.document;

    expect((await open(beto.cookie, url)).status).toBe(404);
    expect((await open(undefined, url)).status).toBe(401);
    expect(await remove(beto.cookie, id)).toEqual({ status: 404, body: { ok: false, error: "No encontramos ese documento." } });

    for (const viewer of [ana.cookie, admin]) {
      const response = await open(viewer, url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toBe(
        `inline; filename="DUI Ana _.pdf"; filename*=UTF-8''${encodeURIComponent("DUI Ana ñ.pdf")}`,
      );
      expect(Buffer.from(await response.arrayBuffer())).toEqual(SAMPLE_FILES.pdf());
    }

    expect(await remove(ana.cookie, id)).toEqual({ status: 200, body: { ok: true } });
    expect(await database.db.document.count()).toBe(0);
    expect(readdirSync(path.join(uploads.dir(), ana.user.id))).toHaveLength(0);
    expect((await open(ana.cookie, url)).status).toBe(404);
  });

  it("never leaves the storage folder", async () => {
    const ana = await caregiver("ana@example.com");
    for (const [folder, file] of [["..", "..%2Fpackage.json"], ["..", "package.json"], [ana.user.id, "..%2F..%2Fsecret.pdf"], ["%2e%2e", "x.pdf"], ["a", "b.exe"]]) {
      const response = await openFile(apiRequest(`/api/files/${folder}/${file}`, { headers: { cookie: ana.cookie } }), routeParams({ folder: decodeURIComponent(folder), file: decodeURIComponent(file) }));
      expect(response.status).toBe(404);
    }
  });
});

describe("while a temporary password must still be changed", () => {
  const FORCED = { ok: false, error: "Cambia tu contraseña temporal antes de continuar." };

  it("answers only me, change-password and logout; everything else is 403 in Spanish", async () => {
    const ana = await caregiver("ana@example.com");
    const { body: uploaded } = await upload(ana.cookie, { bytes: SAMPLE_FILES.pdf(), name: "DUI.pdf" });
    await database.db.user.update({ where: { id: ana.user.id }, data: { requirePasswordChange: true } });

    expect(await upload(ana.cookie, { bytes: SAMPLE_FILES.pdf(), name: "otro.pdf" })).toEqual({ status: 403, body: FORCED });
    expect(await list(ana.cookie)).toEqual({ status: 403, body: FORCED });
    expect(await remove(ana.cookie, uploaded.document.id)).toEqual({ status: 403, body: FORCED });
    expect(await read(await open(ana.cookie, uploaded.document.url))).toEqual({ status: 403, body: FORCED });
    expect(await database.db.document.count()).toBe(1);

    const me = await read(await authMe(apiRequest("/api/auth/me", { headers: { cookie: ana.cookie } }), ctx));
    expect(me.body.user.requirePasswordChange).toBe(true);
    expect((await portalMe(apiRequest("/api/portal/me", { headers: { cookie: ana.cookie } }), ctx)).status).toBe(200);
    const changed = await changePassword(apiRequest("/api/auth/change-password", { method: "POST", body: { newPassword: "mi-perro-luna-2026" }, headers: { cookie: ana.cookie } }), ctx);
    expect(await read(changed)).toEqual({ status: 200, body: { ok: true } });

    expect((await list(ana.cookie)).status).toBe(200);
    expect((await logout(apiRequest("/api/auth/logout", { method: "POST", headers: { cookie: ana.cookie } }), ctx)).status).toBe(200);
  });

  it("logout still answers", async () => {
    await createUser(database.db, { email: "luis@example.com", requirePasswordChange: true });
    const cookie = await signIn("luis@example.com");
    expect((await logout(apiRequest("/api/auth/logout", { method: "POST", headers: { cookie } }), ctx)).status).toBe(200);
    expect((await list(cookie)).status).toBe(401);
  });

  it("holds for an admin too", async () => {
    await createUser(database.db, { email: "admin@example.com", role: "admin", requirePasswordChange: true });
    const cookie = await signIn("admin@example.com");
    expect(await read(await adminUsers(apiRequest("/api/admin/users", { headers: { cookie } }), ctx))).toEqual({ status: 403, body: FORCED });
    expect((await authMe(apiRequest("/api/auth/me", { headers: { cookie } }), ctx)).status).toBe(200);
  });
});
