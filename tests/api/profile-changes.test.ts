/** @jest-environment node */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { POST as approve } from "@/app/api/admin/profile-changes/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/profile-changes/[id]/reject/route";
import { GET as listChanges } from "@/app/api/admin/profile-changes/route";
import { POST as uploadImage } from "@/app/api/portal/images/route";
import { GET as getProfile, PUT as putProfile } from "@/app/api/portal/profile/route";
import { GET as publicSitter } from "@/app/api/sitters/[id]/route";
import { GET as media } from "@/app/media/[file]/route";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { imageVariant } from "@/lib/files/image-variants";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { exifHasGps, phonePhoto, plainPng, pngBomb } from "../helpers/images";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTempUploadDir } from "../helpers/upload-dir";
import { withTestDatabase } from "../helpers/test-db";

// A caregiver changes their own profile; nothing moves in public until the team approves.

const database = withTestDatabase({ resetBeforeEach: true });
let carlos: string;
let unlinked: string;
let admin: string;
beforeEach(async () => {
  await seedSitters(database.db);
  carlos = (await linkedCaregiver(database.db, 2, "carlos@example.com", "Carlos Martínez")).cookie;
  unlinked = (await linkedCaregiver(database.db, null, "nueva@example.com")).cookie;
  admin = await adminCookie(database.db);
});

const none = routeParams({});
const CHANGE = {
  bio: "Paseo perros grandes cada mañana y ahora también cuido gatos en casa, con mucha paciencia.",
  home: "Casa con patio cercado.",
  services: ["WALK", "DAYCARE"],
  // The sitter's own prices: a walk dearer than a day of day care is theirs to set.
  walkPriceUSD: 12,
  daycarePriceUSD: 10,
  acceptsCats: true,
  acceptsLargeDogs: true,
};
/** The change as stored: a service not offered has no price. */
const STORED = { ...CHANGE, boardingPriceUSD: null };
const mine = (cookie: string) => getProfile(apiRequest("/api/portal/profile", { headers: { cookie } }), none).then(read);
const propose = (cookie: string, body: unknown) => putProfile(apiRequest("/api/portal/profile", { method: "PUT", headers: { cookie }, body }), none).then(read);
const changes = () => listChanges(apiRequest("/api/admin/profile-changes", { headers: { cookie: admin } }), none).then(read);
const decide = (handler: typeof approve, id: string, body?: unknown, cookie = admin) =>
  handler(apiRequest(`/api/admin/profile-changes/${id}/x`, { method: "POST", headers: { cookie }, body }), routeParams({ id })).then(read);
const publicBio = async () => (await read(await publicSitter(apiRequest("/api/sitters/2"), routeParams({ id: "2" })))).body;

it("stores the change as pending; the public profile moves only when the team approves", async () => {
  const before = await publicBio();
  expect(await propose(carlos, CHANGE)).toEqual({ status: 200, body: { ok: true, reviewStatus: "PENDING" } });
  expect((await publicBio()).bio).toBe(before.bio);
  const own = (await mine(carlos)).body;
  expect(own.profile.bio).toBe(before.bio);
  expect(own.pending.changes).toEqual(STORED);

  const list = (await changes()).body;
  expect(list).toHaveLength(1);
  expect(list[0]).toEqual(expect.objectContaining({ status: "PENDING", sitter: expect.objectContaining({ id: 2 }), proposed: STORED, current: expect.objectContaining({ bio: before.bio }) }));
  expect(await decide(approve, list[0].id)).toEqual({ status: 200, body: { ok: true, status: "APPROVED" } });
  expect(await publicBio()).toEqual(
    expect.objectContaining({
      bio: CHANGE.bio,
      acceptsCats: true,
      services: ["WALK", "DAYCARE"],
      // SPEC's { type, priceUSD } with the sitter's own prices; "Desde" is the cheapest.
      prices: [
        { type: "DAYCARE", priceUSD: 10 },
        { type: "WALK", priceUSD: 12 },
      ],
      priceFromUSD: 10,
    }),
  );
  expect((await mine(carlos)).body).toEqual(expect.objectContaining({ pending: null, lastDecision: expect.objectContaining({ status: "APPROVED" }) }));
  expect((await decide(approve, list[0].id)).status).toBe(409);
  const mail = await database.db.outboxMessage.findFirst({ where: { kind: "profile-change-approved" } });
  expect(mail?.to).toBe("carlos@example.com");
});

it("a rejection keeps the public profile and tells the caregiver why", async () => {
  const before = await publicBio();
  await propose(carlos, CHANGE);
  const [change] = (await changes()).body;
  expect((await decide(reject, change.id, {})).body).toEqual({ ok: false, error: "Escribe el motivo: la persona lo lee en su portal.", field: "reason" });
  expect((await decide(reject, change.id, { reason: "El precio no puede bajar de $10 en el piloto." })).status).toBe(200);
  expect((await publicBio()).bio).toBe(before.bio);
  expect((await mine(carlos)).body.lastDecision).toEqual(expect.objectContaining({ status: "REJECTED", reason: "El precio no puede bajar de $10 en el piloto." }));
});

it("validates in Spanish, says why to a caregiver without a profile, and keeps admins' routes for admins", async () => {
  expect((await propose(carlos, { ...CHANGE, bio: "Corta" })).body).toEqual({ ok: false, error: "Escribe una presentación de al menos 20 caracteres.", field: "bio" });
  expect((await propose(carlos, { ...CHANGE, services: [] })).status).toBe(400);
  // Each offered service needs its price (whole dollars, 1 to 500), named as the field.
  expect((await propose(carlos, { ...CHANGE, services: ["WALK", "DAYCARE", "BOARDING"] })).body).toEqual({
    ok: false,
    error: "Escribe el precio del hospedaje por noche: un número entero de dólares entre 1 y 500.",
    field: "boardingPriceUSD",
  });
  expect((await propose(carlos, { ...CHANGE, walkPriceUSD: 0 })).body).toEqual({ ok: false, error: "Escribe el precio del paseo: un número entero de dólares entre 1 y 500.", field: "walkPriceUSD" });
  expect((await mine(unlinked)).status).toBe(404);
  expect((await propose(unlinked, CHANGE)).status).toBe(404);
  await propose(carlos, CHANGE);
  const [change] = (await changes()).body;
  expect((await decide(approve, change.id, undefined, carlos)).status).toBe(403);
  expect((await listChanges(apiRequest("/api/admin/profile-changes", { headers: { cookie: carlos } }), none)).status).toBe(403);
  expect((await decide(approve, "no-existe")).status).toBe(404);
});

describe("POST /api/portal/images", () => {
  const uploads = withTempUploadDir();
  const send = (cookie: string, file: { bytes: Buffer; name: string; type?: string }) =>
    uploadImage(uploadRequest("/api/portal/images", file, { cookie }), none).then(read);
  const open = (url: string, cookie?: string) =>
    media(new Request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ file: url.slice("/media/".length) }) });
  const picture = () => plainPng(600, 450);
  /** Every file stored under the upload folder, by name. */
  const storedFiles = (): string[] => readdirSync(uploads.dir(), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);

  it("takes a picture checked by its bytes, which the profile shows once the change is approved", async () => {
    const { status, body } = await send(carlos, { bytes: await picture(), name: "yo.png", type: "image/png" });
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/media\/pending-[a-z0-9]+-[0-9a-f-]{36}-320\.webp$/);
    expect(await send(carlos, { bytes: SAMPLE_FILES.pdf(), name: "foto.png", type: "image/png" })).toEqual({
      status: 415,
      body: { ok: false, error: "Solo aceptamos imágenes JPG, PNG o WebP." },
    });
    expect((await send(unlinked, { bytes: await picture(), name: "yo.png" })).status).toBe(404);

    await propose(carlos, { ...CHANGE, avatar: body.url, gallery: [body.url] });
    expect((await publicBio()).avatar).not.toBe(body.url);
    const [change] = (await changes()).body;
    await decide(approve, change.id);
    const published = `/media/${body.url.split("-").slice(2).join("-")}`;
    expect(await publicBio()).toEqual(expect.objectContaining({ avatar: published, gallery: [published] }));
    for (const width of [96, 320]) expect((await open(imageVariant(published, width))).status).toBe(200);
  });

  it("keeps a picture private until the team approves it: its uploader and the team see it, never cached; anyone else gets 404", async () => {
    const { body } = await send(carlos, { bytes: await picture(), name: "yo.png", type: "image/png" });
    const other = (await linkedCaregiver(database.db, 3, "otra@example.com")).cookie;
    for (const url of [body.url, imageVariant(body.url, 96)]) {
      for (const cookie of [undefined, other, unlinked]) {
        const refused = await open(url, cookie);
        expect(refused.status).toBe(404);
        expect(await refused.json()).toEqual({ ok: false, error: "No encontramos esa imagen." });
        expect(refused.headers.get("cache-control")).toBe("private, no-store");
      }
      for (const cookie of [carlos, admin]) {
        const shown = await open(url, cookie);
        expect(shown.status).toBe(200);
        expect(shown.headers.get("content-type")).toBe("image/webp");
        expect(shown.headers.get("cache-control")).toBe("private, no-store");
        expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).format).toBe("webp");
      }
    }

    // Rejected: still private.
    await propose(carlos, { ...CHANGE, avatar: body.url });
    await decide(reject, (await changes()).body[0].id, { reason: "La foto está borrosa." });
    expect((await open(body.url)).status).toBe(404);

    // Approved: the profile names a public picture anyone may load and keep, in every size.
    await propose(carlos, { ...CHANGE, avatar: body.url });
    const pending = (await changes()).body.find((row: { status: string }) => row.status === "PENDING");
    expect(await decide(approve, pending.id)).toEqual({ status: 200, body: { ok: true, status: "APPROVED" } });
    const { avatar } = await publicBio();
    expect(avatar).toMatch(/^\/media\/[0-9a-f-]{36}-320\.webp$/);
    for (const url of [avatar, imageVariant(avatar, 96)]) {
      const seen = await open(url);
      expect(seen.status).toBe(200);
      expect(seen.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const pendingName = url.replace("/media/", `/media/pending-${body.url.split("-")[1]}-`);
      expect(Buffer.from(await seen.arrayBuffer())).toEqual(Buffer.from(await (await open(pendingName, carlos)).arrayBuffer()));
    }
  });

  it("never stores a phone photo's GPS: the picture is resized and stripped as it arrives", async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800, orientation: 6 });
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const { status, body } = await send(carlos, { bytes: photo, name: "IMG_2041.jpg", type: "image/jpeg" });
    expect(status).toBe(201);
    expect(body.url).toMatch(/-1600\.webp$/);
    const files = storedFiles();
    expect(files).toHaveLength(4);
    for (const name of files) {
      const stored = await sharp(readFileSync(path.join(uploads.dir(), "pending", name))).metadata();
      expect({ format: stored.format, exif: stored.exif, xmp: stored.xmp, portrait: stored.height! > stored.width! }).toEqual({
        format: "webp",
        exif: undefined,
        xmp: undefined,
        portrait: true,
      });
    }
  });

  it("refuses a decompression bomb with 413 and stores nothing", async () => {
    expect(await send(carlos, { bytes: pngBomb(), name: "bomba.png", type: "image/png" })).toEqual({
      status: 413,
      body: { ok: false, error: "La imagen es demasiado grande: tiene más de 40 megapíxeles. Prueba con una foto de menor resolución." },
    });
    expect(storedFiles()).toEqual([]);
  });

  it("processes a picture uploaded whole before pictures were resized as its change is approved", async () => {
    const uploader = (await database.db.user.findUniqueOrThrow({ where: { email: "carlos@example.com" } })).id;
    const id = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
    mkdirSync(path.join(uploads.dir(), "pending"), { recursive: true });
    writeFileSync(path.join(uploads.dir(), "pending", `pending-${uploader}-${id}.jpg`), await phonePhoto({ width: 1000, height: 750 }));
    await propose(carlos, { ...CHANGE, avatar: `/media/pending-${uploader}-${id}.jpg` });
    const [change] = (await changes()).body;
    expect(await decide(approve, change.id)).toEqual({ status: 200, body: { ok: true, status: "APPROVED" } });
    const { avatar } = await publicBio();
    expect(avatar).toBe(`/media/${id}-800.webp`);
    const seen = await sharp(Buffer.from(await (await open(avatar)).arrayBuffer())).metadata();
    expect({ format: seen.format, width: seen.width, exif: seen.exif }).toEqual({ format: "webp", width: 800, exif: undefined });
  });

  it("will not publish another caregiver's pending picture: 409, the public profile unchanged", async () => {
    const other = (await linkedCaregiver(database.db, 3, "otra@example.com")).cookie;
    const { body } = await send(other, { bytes: await picture(), name: "ajena.png", type: "image/png" });
    const before = await publicBio();
    await propose(carlos, { ...CHANGE, gallery: [body.url] });
    const [change] = (await changes()).body;
    expect(await decide(approve, change.id)).toEqual({
      status: 409,
      body: { ok: false, error: "Una foto de este cambio ya no está disponible. Pídele a la persona que la suba de nuevo." },
    });
    expect(await publicBio()).toEqual(before);
    expect((await changes()).body[0].status).toBe("PENDING");
  });
});
