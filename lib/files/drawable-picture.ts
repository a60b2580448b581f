import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { MAX_IMAGE_PIXELS } from "@/lib/files/image-processing";
import { imageVariant } from "@/lib/files/image-variants";
import { loadSharp } from "@/lib/files/sharp";
import { readPublicPicture } from "@/lib/files/storage";

const PUBLIC_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");
const SHIPPED_SVG = /^\/(sitters|stock)\/[a-z0-9_-]+\.svg$/i;
/** The sharing card draws the portrait at 320×320. */
const SIZE = 320;

/**
 * A sitter's picture as a data: URL the sharing card (next/og) can draw, or undefined when there is none or it cannot
 * be read. next/og draws SVG, PNG and JPEG but not WebP (it leaves the box empty): a shipped SVG goes as it is, an
 * upload as a 320×320 JPEG made from its 320 px WebP.
 */
export async function drawablePicture(url: string | null): Promise<string | undefined> {
  if (!url) return undefined;
  try {
    if (SHIPPED_SVG.test(url)) return `data:image/svg+xml;base64,${(await readFile(path.join(PUBLIC_DIR, url))).toString("base64")}`;
    const bytes = await readPublicPicture(imageVariant(url, SIZE));
    if (!bytes) return undefined;
    const sharp = await loadSharp();
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .flatten({ background: "#f3ebe0" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    return undefined;
  }
}
