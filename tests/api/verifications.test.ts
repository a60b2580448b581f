/** @jest-environment node */
import { PATCH as verify } from "@/app/api/admin/documents/[docId]/verify/route";
import { PATCH as setInterview } from "@/app/api/admin/users/[id]/interview/route";
import { POST as upload } from "@/app/api/portal/documents/route";
import { GET as publicSitter } from "@/app/api/sitters/[id]/route";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTempUploadDir } from "../helpers/upload-dir";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";

// The public profile says which checks of its linked caregiver are valid, with dates — never the documents.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
let admin: string;
let caregiver: { id: string; cookie: string };
beforeEach(async () => {
  await seedSitters(database.db);
  admin = await adminCookie(database.db);
  const { user, cookie } = await linkedCaregiver(database.db, 3, "gabriela@example.com");
  caregiver = { id: user.id, cookie };
});

const none = routeParams({});
async function uploadKind(kind: string, name = `${kind}.pdf`) {
  const { body } = await read(await upload(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name }, { cookie: caregiver.cookie }, { kind }), none));
  return body.document.id as string;
}
const verifyAs = (docId: string, body: unknown) =>
  verify(apiRequest("/", { method: "PATCH", body, headers: { cookie: admin } }), routeParams({ docId })).then(read);
const profile = async () => (await read(await publicSitter(apiRequest("/api/sitters/gabriela-alejandra-rivas"), routeParams({ id: "gabriela-alejandra-rivas" })))).body;

it("lists only verified, unexpired required checks and a completed interview; nothing of the files", async () => {
  expect((await profile()).verifications).toEqual([]);
  const dui = await uploadKind("DUI", "mi-dui-04512345-6.pdf");
  const record = await uploadKind("CRIMINAL_RECORD");
  const clearance = await uploadKind("POLICE_CLEARANCE");
  await uploadKind("PROOF_OF_ADDRESS"); // uploaded, never verified
  const certificate = await uploadKind("CERTIFICATE");
  expect((await verifyAs(dui, { verified: true })).status).toBe(200);
  expect((await verifyAs(record, { verified: true })).status).toBe(200);
  expect((await verifyAs(clearance, { verified: true, expiresAt: addDays(todayInElSalvador(), -1) })).status).toBe(200);
  expect((await verifyAs(certificate, { verified: true })).status).toBe(200);
  const interview = await setInterview(
    apiRequest("/", { method: "PATCH", body: { interviewStatus: "completed" }, headers: { cookie: admin } }),
    routeParams({ id: caregiver.id }),
  );
  expect(interview.status).toBe(200);

  const sitter = await profile();
  expect(sitter.verifications).toEqual([
    { kind: "DUI", verifiedAt: expect.any(String), expiresAt: null },
    { kind: "CRIMINAL_RECORD", verifiedAt: expect.any(String), expiresAt: expect.any(String) },
    { kind: "INTERVIEW", verifiedAt: null, expiresAt: null },
  ]);
  const text = JSON.stringify(sitter);
  for (const secret of ["mi-dui", "04512345", ".pdf", "/api/files", caregiver.id, "gabriela@example.com"]) expect(text).not.toContain(secret);
  // The caregiver's progress: DUI and the record (2 × 20) and the interview (20).
  expect((await database.db.user.findUniqueOrThrow({ where: { id: caregiver.id } })).completionPercent).toBe(60);
});

it("a sitter without a linked account shows no checks", async () => {
  const other = (await read(await publicSitter(apiRequest("/api/sitters/1"), routeParams({ id: "1" })))).body;
  expect(other.verifications).toEqual([]);
});

describe("GET /api/cron/documents", () => {
  const SECRET = "secreto-de-las-tareas-programadas-0123456789";
  withTestEnv({ CRON_SECRET: SECRET });
  const run = async (authorization = `Bearer ${SECRET}`) =>
    read(await (await import("@/app/api/cron/documents/route")).GET(apiRequest("/api/cron/documents", { headers: { authorization } }), none));

  it("tells the caregiver and the team once, 7 days before a check lapses; a lapsed check leaves the progress", async () => {
    const soon = await uploadKind("CRIMINAL_RECORD");
    const later = await uploadKind("POLICE_CLEARANCE");
    await verifyAs(soon, { verified: true, expiresAt: addDays(todayInElSalvador(), 5) });
    await verifyAs(later, { verified: true, expiresAt: addDays(todayInElSalvador(), 60) });
    expect((await run("Bearer no")).status).toBe(401);
    expect((await run()).body).toEqual(expect.objectContaining({ ok: true, notices: 1 }));
    const mails = await database.db.outboxMessage.findMany({ orderBy: { to: "asc" } });
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ["team-check-expiring", "equipo@huellitas.sv"],
      ["check-expiring", "gabriela@example.com"],
    ]);
    expect(mails[1].subject).toMatch(/^Tu constancia de antecedentes penales vence el \d{1,2} de \w+ de \d{4}$/);
    expect((await run()).body).toEqual(expect.objectContaining({ notices: 0 }));

    expect((await database.db.user.findUniqueOrThrow({ where: { id: caregiver.id } })).completionPercent).toBe(40);
    await database.db.document.update({ where: { id: soon }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    expect((await run()).body).toEqual(expect.objectContaining({ lapsed: 1 }));
    expect((await database.db.user.findUniqueOrThrow({ where: { id: caregiver.id } })).completionPercent).toBe(20);
  });
});
