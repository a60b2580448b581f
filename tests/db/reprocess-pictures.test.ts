/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { reprocessStoredWholePictures } from "@/lib/sitters/reprocess-pictures";
import { exifHasGps, phonePhoto } from "../helpers/images";
import { withTempUploadDir } from "../helpers/upload-dir";
import { withTestDatabase } from "../helpers/test-db";

// The 4.3 MB photo of the issue was approved before pictures were resized: `npm run images:reprocess` fixes it.

const database = withTestDatabase({ resetBeforeEach: true });
const uploads = withTempUploadDir();
const OLD = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";

it("stores a full-size photo from before in sizes without GPS, and points its profile and pending change at it", async () => {
  await seedSitters(database.db);
  mkdirSync(path.join(uploads.dir(), "public"), { recursive: true });
  const photo = await phonePhoto({ width: 2000, height: 1500 });
  expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
  writeFileSync(path.join(uploads.dir(), "public", `${OLD}.jpg`), photo);
  const seedAvatar = (await database.db.sitter.findUniqueOrThrow({ where: { id: 2 } })).avatar;
  await database.db.sitter.update({ where: { id: 1 }, data: { avatar: `/media/${OLD}.jpg`, gallery: ["/sitters/maria-jose-hernandez-1.svg", `/media/${OLD}.jpg`] } });
  const change = await database.db.profileChange.create({ data: { sitterId: 1, changes: { bio: "Sin cambios en la foto, solo en el texto de presentación.", avatar: `/media/${OLD}.jpg`, gallery: [] } } });

  expect(await reprocessStoredWholePictures()).toEqual({ pictures: 1, sitters: 1, changes: 1, unreadable: [] });
  const sitter = await database.db.sitter.findUniqueOrThrow({ where: { id: 1 } });
  expect(sitter.avatar).toBe(`/media/${OLD}-1600.webp`);
  expect(sitter.gallery).toEqual(["/sitters/maria-jose-hernandez-1.svg", `/media/${OLD}-1600.webp`]);
  expect((await database.db.profileChange.findUniqueOrThrow({ where: { id: change.id } })).changes).toEqual(
    expect.objectContaining({ avatar: `/media/${OLD}-1600.webp`, bio: "Sin cambios en la foto, solo en el texto de presentación." }),
  );
  for (const width of [96, 320, 800, 1600]) {
    const stored = await sharp(readFileSync(path.join(uploads.dir(), "public", `${OLD}-${width}.webp`))).metadata();
    expect({ width: stored.width, exif: stored.exif }).toEqual({ width, exif: undefined });
  }
  // The seed's SVGs stay as they are; a second run finds nothing left to do.
  expect((await database.db.sitter.findUniqueOrThrow({ where: { id: 2 } })).avatar).toBe(seedAvatar);
  expect(await reprocessStoredWholePictures()).toEqual({ pictures: 0, sitters: 0, changes: 0, unreadable: [] });
});

it("leaves a picture it cannot read as it is, and says which", async () => {
  await seedSitters(database.db);
  await database.db.sitter.update({ where: { id: 3 }, data: { avatar: `/media/${OLD}.png` } });
  expect(await reprocessStoredWholePictures()).toEqual({ pictures: 0, sitters: 0, changes: 0, unreadable: [`/media/${OLD}.png`] });
  expect((await database.db.sitter.findUniqueOrThrow({ where: { id: 3 } })).avatar).toBe(`/media/${OLD}.png`);
});
