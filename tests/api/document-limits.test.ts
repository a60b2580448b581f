/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DELETE as deleteUser } from "@/app/api/admin/users/[id]/route";
import { GET as openFile } from "@/app/api/files/[folder]/[file]/route";
import { POST as uploadDocument } from "@/app/api/portal/documents/route";
import { sweepOrphanDocuments } from "@/lib/caregivers/portal";
import { GET as cronBookings } from "@/app/api/cron/bookings/route";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";
import { createUser, signIn } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withEnv } from "../helpers/env";

// The 20-document cap and the stored files must hold when uploads race each other and when the server
// is killed between writing a file and its row.

const database = withTestDatabase({ resetBeforeEach: true });
const uploads = withTempUploadDir();

const none = { params: Promise.resolve({}) };
const upload = (cookie: string, name = "DUI.pdf") =>
  uploadDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name }, { cookie }), none).then(read);
/** As the portal does after a 429 (an account reads two uploads at a time): sends again until it gets an answer. */
async function uploadRetrying(cookie: string, name: string) {
  for (;;) {
    const answer = await upload(cookie, name);
    if (answer.status !== 429) return answer;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const storedFiles = (folder: string) => (existsSync(path.join(uploads.dir(), folder)) ? readdirSync(path.join(uploads.dir(), folder)) : []);

async function caregiver(email = "ana@example.com") {
  const user = await createUser(database.db, { email });
  return { user, cookie: await signIn(email) };
}

/** A file as a crash leaves it: written to storage, its row never inserted; `minutesAgo` old. */
function strayFile(folder: string, minutesAgo: number, extension = "pdf"): string {
  mkdirSync(path.join(uploads.dir(), folder), { recursive: true });
  const file = path.join(uploads.dir(), folder, `${randomUUID()}.${extension}`);
  writeFileSync(file, SAMPLE_FILES.pdf());
  const when = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(file, when, when);
  return path.basename(file);
}

describe("the 20-document cap under concurrency", () => {
  it("30 uploads at once (two read at a time, the others sent again after 429) store exactly 20; the rest answer 409 in Spanish and leave no file", async () => {
    const ana = await caregiver();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => uploadRetrying(ana.cookie, `doc-${i}.pdf`)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ ok: false, error: "Puedes tener hasta 20 documentos. Elimina alguno para subir otro." });
    }
    expect(await database.db.document.count({ where: { userId: ana.user.id } })).toBe(20);
    expect(storedFiles(ana.user.id)).toHaveLength(20);
    expect((await upload(ana.cookie)).status).toBe(409);
  });

  it("one caregiver's full folder does not block another's uploads running at the same time", async () => {
    const ana = await caregiver("ana@example.com");
    const beto = await caregiver("beto@example.com");
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => uploadRetrying(i % 2 ? beto.cookie : ana.cookie, `doc-${i}.pdf`)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(storedFiles(ana.user.id)).toHaveLength(12);
    expect(storedFiles(beto.user.id)).toHaveLength(12);
  });
});

describe("files left behind by a crash", () => {
  it("sweepOrphanDocuments removes stored files without a row once they are older than the grace period", async () => {
    const ana = await caregiver();
    const { body } = await upload(ana.cookie);
    const old = strayFile(ana.user.id, 120);
    const young = strayFile(ana.user.id, 1);
    const ghostFolder = "cm0000000000000000000gone";
    const ghost = strayFile(ghostFolder, 120);
    const media = strayFile("public", 120, "jpg"); // public sitter pictures share the upload root
    const waiting = strayFile("pending", 120, "jpg"); // and so do pictures waiting for the team's approval

    const removed = await sweepOrphanDocuments({ olderThanMinutes: 60 });

    expect(removed.sort()).toEqual([`${ana.user.id}/${old}`, `${ghostFolder}/${ghost}`].sort());
    expect(storedFiles(ana.user.id).sort()).toEqual([body.document.url.split("/").pop(), young].sort());
    expect(existsSync(path.join(uploads.dir(), ghostFolder))).toBe(false);
    expect(storedFiles("public")).toEqual([media]);
    expect(storedFiles("pending")).toEqual([waiting]);
    const [, , , folder, file] = body.document.url.split("/");
    const served = await openFile(apiRequest(body.document.url, { headers: { cookie: ana.cookie } }), routeParams({ folder, file }));
    expect(served.status).toBe(200);
  });

  it("the daily cron run sweeps them too", async () => {
    const ana = await caregiver();
    const old = strayFile(ana.user.id, 120);
    await withEnv({ CRON_SECRET: "secreto-del-barrido-diario-0123456789abcdef" }, async () => {
      const run = await cronBookings(apiRequest("/api/cron/bookings", { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } }), routeParams({}));
      expect(run.status).toBe(200);
      expect((await run.json()).orphanFilesRemoved).toBe(1);
    });
    expect(storedFiles(ana.user.id)).not.toContain(old);
  });

  it("deleting a caregiver removes their whole folder, files without a row included", async () => {
    await createUser(database.db, { email: "admin@example.com", role: "admin" });
    const admin = await signIn("admin@example.com");
    const ana = await caregiver();
    await upload(ana.cookie);
    strayFile(ana.user.id, 0);
    const response = await deleteUser(apiRequest(`/api/admin/users/${ana.user.id}`, { method: "DELETE", headers: { cookie: admin } }), routeParams({ id: ana.user.id }));
    expect(await read(response)).toEqual({ status: 200, body: { ok: true } });
    expect(existsSync(path.join(uploads.dir(), ana.user.id))).toBe(false);
  });
});
