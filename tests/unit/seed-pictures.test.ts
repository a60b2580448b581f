import { readFileSync } from "node:fs";
import path from "node:path";
import { storedWidths } from "@/lib/files/image-variants";
import { SEED_SITTERS } from "@/lib/seed/sitters";
import { STOCK_GALLERY } from "@/lib/sitters/profile-adapter";

// The seed's pictures get the uploads' treatment in the form that fits them: they are vectors we drew, so there is
// nothing to resize and no camera metadata to strip. Each must stay a small SVG with no embedded photo or metadata,
// or (a raster added one day) be stored processed, in sizes, like an upload.
const pictures = [...new Set([...SEED_SITTERS.flatMap((sitter) => [sitter.avatar, ...sitter.gallery]), ...STOCK_GALLERY].filter((url): url is string => Boolean(url)))];

it.each(pictures)("%s is a small vector without metadata, or stored in sizes", (url) => {
  if (storedWidths(url).length > 0) return;
  expect(url).toMatch(/^\/(sitters|stock)\/[a-z0-9-]+\.svg$/);
  const file = readFileSync(path.join(process.cwd(), "public", url));
  expect(file.byteLength).toBeLessThanOrEqual(25 * 1024);
  expect(file.toString("utf8")).not.toMatch(/<metadata|<image|data:|<\?xpacket|exif/i);
});
