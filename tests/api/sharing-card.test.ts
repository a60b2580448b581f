/** @jest-environment node */
import sharp from "sharp";
import { GET as sharingCard } from "@/app/og/cuidadores/[file]/route";
import { drawablePicture } from "@/lib/files/drawable-picture";
import { processImage } from "@/lib/files/image-processing";
import { variantName } from "@/lib/files/image-variants";
import { putPublicImage } from "@/lib/files/storage";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { plainPng } from "../helpers/images";
import { withTempUploadDir } from "../helpers/upload-dir";
import { withTestDatabase } from "../helpers/test-db";

// next/og draws SVG, PNG and JPEG but leaves a WebP's box empty: an uploaded portrait must still show on the card.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();

const BLUE = "#1e50c8";
/** An upload stored as the upload endpoints store it; answers the URL a profile keeps. */
async function uploaded(colour: string): Promise<string> {
  const image = await processImage(await plainPng(1200, 900, colour));
  const id = "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a";
  const urls = await Promise.all(image.variants.map((variant) => putPublicImage(variantName(id, variant.width), variant.bytes, variant.mime)));
  return urls[urls.length - 1];
}

/** The card's colour where the portrait goes (the left column, 72 px in, 320 px tall, centred). */
async function portraitColour(slug: string): Promise<number[]> {
  const response = await sharingCard(new Request(`http://localhost/og/cuidadores/${slug}.png`), { params: Promise.resolve({ file: `${slug}.png` }) });
  expect(response.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  const at = (315 * info.width + 232) * info.channels;
  return [...data.subarray(at, at + 3)];
}

it("draws an uploaded portrait (stored as WebP) on the sitter's sharing card", async () => {
  await seedSitters(database.db);
  const sitter = await database.db.sitter.update({ where: { id: 1 }, data: { avatar: await uploaded(BLUE) } });
  const [red, green, blue] = await portraitColour(sitter.slug);
  expect(blue).toBeGreaterThan(150);
  expect(red).toBeLessThan(80);
  expect(green).toBeLessThan(120);
});

it("hands next/og a JPEG for an upload, a seed's SVG as it is, and nothing for what it cannot read", async () => {
  const url = await uploaded(BLUE);
  const drawn = await drawablePicture(url);
  expect(drawn).toMatch(/^data:image\/jpeg;base64,/);
  expect(await sharp(Buffer.from(drawn!.split(",")[1], "base64")).metadata()).toEqual(expect.objectContaining({ format: "jpeg", width: 320, height: 320 }));
  expect(await drawablePicture("/sitters/maria-jose-hernandez.svg")).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await drawablePicture("/sitters/../../package.json")).toBeUndefined();
  expect(await drawablePicture(url.replace(/3c2b/, "0000"))).toBeUndefined();
  expect(await drawablePicture(null)).toBeUndefined();
});
