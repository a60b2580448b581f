import sharp from "sharp";
import { IMAGE_MESSAGES, IMAGE_WIDTHS, processImage } from "@/lib/files/image-processing";
import { HttpError } from "@/lib/http/handler";
import { SAMPLE_FILES } from "../helpers/files";
import { exifHasGps, PHOTO_GPS, phonePhoto, plainPng, pngBomb } from "../helpers/images";

const KB = 1024;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? { status: error.status, message: error.message } : error),
  );

it("turns a 4000×4000 PNG into WebP at 96, 320, 800 and 1600 px, each a real picture of that size", async () => {
  const image = await processImage(await plainPng(4000, 4000));
  expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 1600 });
  expect(image.variants.map((variant) => variant.width)).toEqual([...IMAGE_WIDTHS]);
  for (const variant of image.variants) {
    const seen = await sharp(variant.bytes).metadata();
    expect({ format: seen.format, width: seen.width, height: seen.height, mime: variant.mime }).toEqual({
      format: "webp",
      width: variant.width,
      height: variant.width,
      mime: "image/webp",
    });
  }
});

it("turns a phone photo upright and keeps none of its metadata: no EXIF, no GPS, no XMP", async () => {
  // 1200×800 as stored, left half red and right half blue, held so that it must be turned 90° clockwise (6).
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(i % width < width / 2 ? [220, 20, 20] : [20, 20, 220], i * 3);
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "Telefono" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: PHOTO_GPS.latitude, GPSLongitudeRef: "W", GPSLongitude: PHOTO_GPS.longitude } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  const before = await sharp(photo).metadata();
  expect({ orientation: before.orientation, gps: exifHasGps(before.exif), xmp: Boolean(before.xmp) }).toEqual({ orientation: 6, gps: true, xmp: true });

  const image = await processImage(photo);
  // Its longest side is 1200 px: sizes up to 800 px (longest side), the largest 533×800.
  expect({ width: image.width, height: image.height }).toEqual({ width: 533, height: 800 });
  expect(image.variants.map((variant) => variant.width)).toEqual([96, 320, 800]);
  for (const variant of image.variants) {
    const seen = await sharp(variant.bytes).metadata();
    expect({ exif: seen.exif, xmp: seen.xmp, orientation: seen.orientation, portrait: seen.height! > seen.width! }).toEqual({
      exif: undefined,
      xmp: undefined,
      orientation: undefined,
      portrait: true,
    });
  }
  // Turned clockwise: what was on the left is now on top.
  const { data, info } = await sharp(image.variants[2].bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  const [top, bottom] = [at(266, 100), at(266, 700)];
  expect(top[0]).toBeGreaterThan(150);
  expect(top[2]).toBeLessThan(100);
  expect(bottom[2]).toBeGreaterThan(150);
  expect(bottom[0]).toBeLessThan(100);
});

it("keeps a 4 MB phone photo within what a page may send: 320 px ≤ 25 KB, 800 px ≤ 150 KB", async () => {
  const photo = await phonePhoto();
  expect(photo.byteLength).toBeGreaterThan(3.5e6);
  const image = await processImage(photo);
  const sizes = Object.fromEntries(image.variants.map((variant) => [variant.width, variant.bytes.byteLength]));
  expect(sizes[320]).toBeLessThanOrEqual(25 * KB);
  expect(sizes[800]).toBeLessThanOrEqual(150 * KB);
  expect(sizes[800]).toBeGreaterThan(30 * KB); // still a photo, not a blur
});

it("keeps a small picture small: no size larger than it, and always the smallest", async () => {
  expect((await processImage(await plainPng(500, 300))).variants.map((variant) => variant.width)).toEqual([96, 320]);
  const tiny = await processImage(await plainPng(40, 30));
  expect(tiny.variants.map((variant) => variant.width)).toEqual([96]);
  expect(await sharp(tiny.variants[0].bytes).metadata()).toEqual(expect.objectContaining({ width: 40, height: 30 }));
});

it("refuses a decompression bomb with 413 before decoding it", async () => {
  const bomb = pngBomb(10_000);
  expect(bomb.byteLength).toBeLessThan(1024);
  const started = Date.now();
  expect(await refusal(processImage(bomb))).toEqual({ status: 413, message: IMAGE_MESSAGES.tooManyPixels });
  expect(Date.now() - started).toBeLessThan(1000);
  expect(IMAGE_MESSAGES.tooManyPixels).toMatch(/^La imagen es demasiado grande/);
});

it("refuses what is not a JPEG, PNG or WebP it can decode with 415", async () => {
  expect(await refusal(processImage(SAMPLE_FILES.pdf()))).toEqual({ status: 415, message: IMAGE_MESSAGES.type });
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  expect(await refusal(processImage(svg))).toEqual({ status: 415, message: IMAGE_MESSAGES.type });
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).gif().toBuffer();
  expect(await refusal(processImage(gif))).toEqual({ status: 415, message: IMAGE_MESSAGES.type });
  // A JPEG's first bytes and nothing a decoder can read.
  expect(await refusal(processImage(SAMPLE_FILES.jpg()))).toEqual({ status: 415, message: IMAGE_MESSAGES.unreadable });
  const png = await plainPng(64, 64);
  expect(await refusal(processImage(png.subarray(0, png.length - 30)))).toEqual({ status: 415, message: IMAGE_MESSAGES.unreadable });
});
