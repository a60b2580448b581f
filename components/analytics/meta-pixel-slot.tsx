/**
 * Where the advertising pixel goes in the root layout. Its client code (./meta-pixel.tsx) is imported only when a
 * pixel id is configured: next.config.ts fixes the id when the site is built, on the server too, so without one the
 * import is gone from the build and no page loads the pixel's code (about 0.5 KB gzip on every page).
 */
export async function MetaPixelSlot() {
  const pixelId = process.env.NEXT_PUBLIC_META_PIXEL_ID;
  if (!pixelId) return null;
  const { MetaPixel } = await import("./meta-pixel");
  return <MetaPixel pixelId={pixelId} />;
}
