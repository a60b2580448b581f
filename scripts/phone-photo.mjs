// A phone photo made on the spot, for tests and the bench: a JPEG of about 4 MB (12 megapixels of detail and sensor
// noise, which JPEG cannot squeeze) carrying what phones write into theirs: the camera, where it was taken (GPS) and
// how the phone was held (EXIF orientation).
import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** Where the test photos say they were taken: San Salvador. */
export const PHOTO_GPS = { latitude: "13/1 41/1 2/1", longitude: "89/1 11/1 28/1" };

/**
 * @param {{ width?: number, height?: number, orientation?: number, quality?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function phonePhoto({ width = 4000, height = 3000, orientation = 1, quality = 88 } = {}) {
  // Shapes about 24 px across (what survives resizing, like a real scene) overlaid with per-pixel noise (what makes
  // it heavy), all in sharp: a JavaScript loop over 36 million bytes crawls under Jest.
  const raw = { width, height, channels: 3 };
  const coarse = { width: Math.ceil(width / 24), height: Math.ceil(height / 24), channels: 3 };
  const scene = await sharp(randomBytes(coarse.width * coarse.height * 3), { raw: coarse })
    .resize(width, height, { kernel: "cubic" })
    .linear(0.6, 50)
    .raw()
    .toBuffer();
  const noise = await sharp(randomBytes(width * height * 3), { raw }).linear(0.21, 128 * 0.79).raw().toBuffer();
  return sharp(scene, { raw })
    .composite([{ input: noise, raw, blend: "overlay" }])
    .withExif({
      IFD0: { Make: "Huellitas", Model: "Telefono de prueba" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: PHOTO_GPS.latitude, GPSLongitudeRef: "W", GPSLongitude: PHOTO_GPS.longitude },
    })
    .withMetadata({ orientation })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * Whether EXIF data (as sharp's metadata() gives it, "Exif\0\0" then TIFF) holds a GPS block: IFD0's tag 0x8825.
 * @param {Buffer | undefined} exif
 */
export function exifHasGps(exif) {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry++) if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  return false;
}
