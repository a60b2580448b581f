// Which stored sizes a picture has, read from its URL alone: usable in server and browser code alike.
//
// An uploaded picture is stored once per width (its longest side) as `<uuid>-<width>.webp`, e.g. `<uuid>-320.webp`,
// at every width up to its largest (lib/files/image-processing.ts). Profiles keep ONE URL per picture, the largest
// one's (`/media/<uuid>-1600.webp`, or the same name in Vercel Blob); the smaller ones are found by renaming it. A
// URL without a width (the seed's SVG portraits, stock pictures, a full-size JPG or PNG stored before resizing
// existed) has no variants: it is used as it is.

export const IMAGE_WIDTHS = [96, 320, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The largest width public pages ask for: the 1600 px one is kept for the team, never sent to visitors. */
export const PAGE_MAX_WIDTH: ImageWidth = 800;

const WIDTHS = IMAGE_WIDTHS.join("|");
/** `<uuid>-<width>.webp` at the end of a URL or name; group 1 is everything before the width, group 2 the width. */
const VARIANT = new RegExp(`^(.*[0-9a-f-]{36})-(${WIDTHS})\\.webp$`);

/** A variant's file name. */
export const variantName = (id: string, width: ImageWidth) => `${id}-${width}.webp`;

/** The widths stored for a picture (its own and every smaller one), smallest first; none for a URL without variants. */
export function storedWidths(url: string): ImageWidth[] {
  const match = VARIANT.exec(url);
  if (!match) return [];
  const largest = Number(match[2]);
  return IMAGE_WIDTHS.filter((width) => width <= largest);
}

/**
 * The URL of the smallest stored variant at least `width` px on its longest side (the largest one when none is), or
 * the URL itself when it has no variants.
 */
export function imageVariant(url: string, width: number): string {
  const widths = storedWidths(url);
  if (widths.length === 0) return url;
  const chosen = widths.find((stored) => stored >= width) ?? widths[widths.length - 1];
  return url.replace(VARIANT, `$1-${chosen}.webp`);
}

/**
 * A `srcset` of every stored variant up to `maxWidth` ("…-96.webp 96w, …-320.webp 320w"), or undefined for a URL
 * without variants. A variant's `w` is its longest side: a portrait picture is narrower than it says, so the
 * browser may choose one size smaller than ideal for it, never a larger one.
 */
export function imageSrcSet(url: string, maxWidth: number = PAGE_MAX_WIDTH): string | undefined {
  const widths = storedWidths(url);
  if (widths.length === 0) return undefined;
  const shown = widths.filter((width) => width <= maxWidth);
  return (shown.length ? shown : [widths[0]]).map((width) => `${imageVariant(url, width)} ${width}w`).join(", ");
}
