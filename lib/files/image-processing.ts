import "server-only";
import { detectImageType } from "@/lib/files/file-type";
import { IMAGE_WIDTHS, type ImageWidth } from "@/lib/files/image-variants";
import { loadSharp } from "@/lib/files/sharp";
import { HttpError } from "@/lib/http/handler";

export { IMAGE_WIDTHS, type ImageWidth };
/** `width` × `height`: the largest variant's size, upright. `variants`: smallest first. */
export type ProcessedImage = { width: number; height: number; variants: { width: ImageWidth; bytes: Uint8Array; mime: "image/webp" }[] };

/** A phone's 12–50 MP is fine; more than this is a decompression bomb (a few KB that decode to gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  type: "Solo aceptamos imágenes JPG, PNG o WebP.",
  unreadable: "No pudimos leer la imagen. Prueba con otra foto en JPG, PNG o WebP.",
  tooManyPixels: "La imagen es demasiado grande: tiene más de 40 megapíxeles. Prueba con una foto de menor resolución.",
} as const;

// Each width's quality starts at 75 and steps down while the picture is over its budget (a very detailed photo):
// the 320 px one is a card's avatar (≤ 25 KB), the 800 px one the largest a public page shows (≤ 150 KB).
const QUALITIES = [75, 60, 45, 30] as const;
const BUDGET: Record<ImageWidth, number> = { 96: 12 * 1024, 320: 24 * 1024, 800: 140 * 1024, 1600: 400 * 1024 };

/** Decodes, applies EXIF orientation, strips all metadata, re-encodes to WebP at each width ≤ the original's longest side (always at least the smallest one). Throws HttpError 413 (bomb: > 40 megapixels) or 415 (not a decodable JPEG/PNG/WebP), Spanish messages. */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  // Only these three formats reach the decoder (never SVG, TIFF, HEIF… which sharp would also read).
  if (!detectImageType(bytes.subarray(0, 16))) throw new HttpError(415, IMAGE_MESSAGES.type);
  const sharp = await loadSharp();
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The header alone says how many pixels the picture would decode to: a bomb is refused before any decoding.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height || !["jpeg", "png", "webp"].includes(header.format ?? "")) throw new HttpError(415, IMAGE_MESSAGES.unreadable);
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels);

  const longest = Math.max(header.width, header.height);
  const widths = IMAGE_WIDTHS.filter((width, index) => index === 0 || width <= longest);
  const largest = widths[widths.length - 1];
  // Decoded once, turned upright and shrunk to the largest width; every variant is made from these pixels.
  // No withMetadata()/keepExif(): the output carries no EXIF, GPS, XMP or ICC (converted to sRGB first).
  const upright = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: largest, height: largest, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels);
      throw new HttpError(415, IMAGE_MESSAGES.unreadable);
    });
  const raw = { width: upright.info.width, height: upright.info.height, channels: upright.info.channels };

  const variants: ProcessedImage["variants"] = [];
  for (const width of widths) {
    const resized = await sharp(upright.data, { raw })
      .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let encoded: Buffer = Buffer.alloc(0);
    for (const quality of QUALITIES) {
      encoded = await sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } })
        .webp({ quality, effort: 4 })
        .toBuffer();
      if (encoded.byteLength <= BUDGET[width]) break;
    }
    variants.push({ width, bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), mime: "image/webp" });
  }
  return { width: raw.width, height: raw.height, variants };
}
