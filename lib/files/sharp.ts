import "server-only";
import type { SharpConstructor } from "sharp";

/** sharp loads libvips (about 20 MB): loaded only when a picture is processed, not when a function starts. */
export async function loadSharp(): Promise<SharpConstructor> {
  return (await import("sharp")).default;
}
