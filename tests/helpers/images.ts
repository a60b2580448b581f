import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

export { exifHasGps, phonePhoto, PHOTO_GPS } from "../../scripts/phone-photo.mjs";

/** A real PNG of one colour (fast to make at any size). */
export const plainPng = (width: number, height: number, background = "#c86432") =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/**
 * A decompression bomb: a valid PNG whose header declares `side`×`side` pixels (10,000² = 100 megapixels, 300 MB
 * decoded) in a few dozen bytes; its one compressed row is all the data it has.
 */
export function pngBomb(side = 10_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1 + side * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
