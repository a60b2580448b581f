/** @jest-environment node */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { POST as uploadAdminImage } from "@/app/api/admin/images/route";
import { POST as approve } from "@/app/api/admin/profile-changes/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/profile-changes/[id]/reject/route";
import { GET as listChanges } from "@/app/api/admin/profile-changes/route";
import { PATCH as patchSitter } from "@/app/api/admin/sitters/[id]/route";
import { GET as cronBookings } from "@/app/api/cron/bookings/route";
import { POST as uploadPortalImage } from "@/app/api/portal/images/route";
import { PUT as putProfile } from "@/app/api/portal/profile/route";
import { GET as media } from "@/app/media/[file]/route";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { reprocessStoredWholePictures } from "@/lib/sitters/reprocess-pictures";
import { PICTURE_GRACE_HOURS, sweepReplacedPictures } from "@/lib/sitters/sweep-pictures";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { uploadRequest } from "../helpers/files";
import { phonePhoto, plainPng } from "../helpers/images";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTempUploadDir } from "../helpers/upload-dir";
import { withTestDatabase } from "../helpers/test-db";
import { withEnv } from "../helpers/env";

// The daily run deletes the sitters' pictures no row names any more (a profile picture replaced, the
// private copies of changes rejected, superseded or approved, the full-size original left by `images:reprocess`), and
// only once they are older than the grace period (an upload whose form is not saved yet is never taken).

const database = withTestDatabase({ resetBeforeEach: true });
const uploads = withTempUploadDir();
let carlos: string; // linked to sitter 2
let admin: string;
beforeEach(async () => {
  await seedSitters(database.db);
  carlos = (await linkedCaregiver(database.db, 2, "carlos@example.com", "Carlos Martínez")).cookie;
  admin = await adminCookie(database.db);
});

const none = routeParams({});
const CHANGE = {
  bio: "Paseo perros grandes cada mañana y ahora también cuido gatos en casa, con mucha paciencia.",
  home: "Casa con patio cercado.",
  services: ["WALK", "DAYCARE"],
  walkPriceUSD: 12,
  daycarePriceUSD: 10,
  acceptsCats: true,
  acceptsLargeDogs: true,
};
/** A new picture, as the team's profile dialog uploads it: its URL. */
async function teamUpload(): Promise<string> {
  const bytes = await plainPng(600, 450);
  const { status, body } = await read(await uploadAdminImage(uploadRequest("/api/admin/images", { bytes, name: "foto.png", type: "image/png" }, { cookie: admin }), none));
  expect(status).toBe(201);
  return body.url;
}
/** The same from the caregiver's "Mi perfil": a private pending copy. */
async function caregiverUpload(): Promise<string> {
  const bytes = await plainPng(600, 450);
  const { status, body } = await read(await uploadPortalImage(uploadRequest("/api/portal/images", { bytes, name: "yo.png", type: "image/png" }, { cookie: carlos }), none));
  expect(status).toBe(201);
  return body.url;
}
const patch = async (id: number, body: unknown) =>
  expect((await patchSitter(apiRequest(`/api/admin/sitters/${id}`, { method: "PATCH", headers: { cookie: admin }, body }), routeParams({ id: String(id) }))).status).toBe(200);
const propose = async (changes: unknown) =>
  expect((await putProfile(apiRequest("/api/portal/profile", { method: "PUT", headers: { cookie: carlos }, body: changes }), none)).status).toBe(200);
async function decidePending(handler: typeof approve, body?: unknown) {
  const list = (await read(await listChanges(apiRequest("/api/admin/profile-changes", { headers: { cookie: admin } }), none))).body;
  const pending = list.find((row: { status: string }) => row.status === "PENDING");
  expect((await handler(apiRequest(`/api/admin/profile-changes/${pending.id}/x`, { method: "POST", headers: { cookie: admin }, body }), routeParams({ id: pending.id }))).status).toBe(200);
}

/** Every stored picture file, as "public/<name>" or "pending/<name>". */
const storedPictures = () =>
  ["public", "pending"].flatMap((folder) => (existsSync(path.join(uploads.dir(), folder)) ? readdirSync(path.join(uploads.dir(), folder)).map((name) => `${folder}/${name}`) : [])).sort();
/** The stored files of the picture a URL names (every size), as storedPictures() lists them. */
const filesOf = (url: string) => {
  const name = url.slice(url.lastIndexOf("/") + 1);
  const base = name.replace(/-\d+\.webp$/, "");
  return storedPictures().filter((file) => file.split("/")[1].startsWith(name === base ? name : `${base}-`));
};
/** Makes stored files look `hours` old (all of them, or those given). */
function age(hours: number, files = storedPictures()) {
  const when = new Date(Date.now() - hours * 3_600_000);
  for (const file of files) utimesSync(path.join(uploads.dir(), file), when, when);
}
const open = async (url: string, cookie?: string) =>
  (await media(new Request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ file: url.slice("/media/".length) }) })).status;
const publicCopy = (pendingUrl: string) => `/media/${pendingUrl.split("-").slice(2).join("-")}`;

it("deletes what no profile or pending change names once it is a day old, and keeps every picture a page or the team can still ask for", async () => {
  // The team sets a profile picture and a gallery photo, then replaces the profile picture.
  const [first, gallery] = [await teamUpload(), await teamUpload()];
  await patch(2, { avatar: first, gallery: [gallery] });
  const second = await teamUpload();
  await patch(2, { avatar: second });
  // The caregiver proposes a photo, then replaces that change with another one, which the team rejects.
  const superseded = await caregiverUpload();
  await propose({ ...CHANGE, gallery: [gallery, superseded] });
  const rejected = await caregiverUpload();
  await propose({ ...CHANGE, avatar: rejected, gallery: [gallery] });
  await decidePending(reject, { reason: "La foto está borrosa." });
  // A change approved: its picture is copied to public storage, the private copy is no longer needed.
  const approved = await caregiverUpload();
  await propose({ ...CHANGE, gallery: [gallery, approved] });
  await decidePending(approve);
  // A change still waiting for the team keeps its private copy.
  const waiting = await caregiverUpload();
  await propose({ ...CHANGE, avatar: waiting, gallery: [gallery, publicCopy(approved)] });
  // A phone photo stored whole before pictures were resized, then stored in sizes by `npm run images:reprocess`.
  const OLD = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
  writeFileSync(path.join(uploads.dir(), "public", `${OLD}.jpg`), await phonePhoto({ width: 2000, height: 1500 }));
  await patch(3, { avatar: `/media/${OLD}.jpg` });
  expect((await reprocessStoredWholePictures()).pictures).toBe(1);
  const sitter3 = await database.db.sitter.findUniqueOrThrow({ where: { id: 3 } });
  expect(sitter3.avatar).toBe(`/media/${OLD}-1600.webp`);

  age(PICTURE_GRACE_HOURS + 1);
  // Uploaded a minute ago for a form not saved yet: named by nothing, but within the grace period.
  const unsaved = await teamUpload();

  const gone = [...filesOf(first), ...filesOf(superseded), ...filesOf(rejected), ...filesOf(approved), `public/${OLD}.jpg`].sort();
  const kept = [...filesOf(second), ...filesOf(gallery), ...filesOf(publicCopy(approved)), ...filesOf(waiting), ...filesOf(sitter3.avatar!), ...filesOf(unsaved)].sort();
  expect(gone).toHaveLength(4 * 2 + 1); // each 600 px picture is stored in two sizes (96, 320)
  expect(filesOf(sitter3.avatar!)).toHaveLength(4);
  expect([...gone, ...kept].sort()).toEqual(storedPictures());

  expect((await sweepReplacedPictures()).sort()).toEqual(gone);
  expect(storedPictures()).toEqual(kept);
  // Every picture a page shows, and the pending one to its uploader, still loads; the replaced one is gone.
  for (const url of [second, gallery, publicCopy(approved), sitter3.avatar!]) expect(await open(url)).toBe(200);
  expect(await open(waiting, carlos)).toBe(200);
  expect(await open(first)).toBe(404);
  // Nothing left to do on a second run.
  expect(await sweepReplacedPictures()).toEqual([]);

  // The daily cron run sweeps them too, once the unsaved upload is past the grace period.
  const unsavedFiles = filesOf(unsaved);
  expect(unsavedFiles).toHaveLength(2);
  age(PICTURE_GRACE_HOURS + 1, filesOf(unsaved));
  await withEnv({ CRON_SECRET: "secreto-del-barrido-de-fotos-0123456789abcdef" }, async () => {
    const run = await cronBookings(apiRequest("/api/cron/bookings", { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } }), none);
    expect(run.status).toBe(200);
    expect((await run.json()).replacedPicturesRemoved).toBe(2);
  });
  expect(filesOf(unsaved)).toEqual([]);
  expect(storedPictures()).toEqual(kept.filter((file) => !unsavedFiles.includes(file)));
});

it("keeps the pictures of a pending change and of any profile, however old, and leaves files that are not pictures alone", async () => {
  const mine = await caregiverUpload();
  await propose({ ...CHANGE, avatar: mine });
  const unpublished = await teamUpload();
  await patch(4, { published: false, gallery: [unpublished] });
  mkdirSync(path.join(uploads.dir(), "public"), { recursive: true });
  writeFileSync(path.join(uploads.dir(), "public", "LEEME.txt"), "no es una foto");
  age(24 * 365);
  expect(await sweepReplacedPictures()).toEqual([]);
  expect(storedPictures()).toEqual([...filesOf(mine), ...filesOf(unpublished), "public/LEEME.txt"].sort());
});
