import "server-only";
import { randomUUID } from "node:crypto";
import { processImage } from "@/lib/files/image-processing";
import { documentStorage } from "@/lib/files/storage";

// Photos attached to a booking's record (a daily report, a problem): processed like every picture (metadata
// stripped, WebP), kept at one width in private storage under `<folder>/<id>.webp` and served only to the people
// the booking lets see them.

/** The width such a photo is kept at: enough for a phone screen, light on a prepaid plan. */
export const PRIVATE_PHOTO_WIDTH = 800;

export const PRIVATE_PHOTO_ID = /^[0-9a-f-]{36}$/;

export const privatePhotoPath = (folder: string, photoId: string) => `${folder}/${photoId}.webp`;

/**
 * Processes and stores `photos` (one at a time: sharp holds a decoded picture in memory while it works); answers
 * their ids and a `remove` that deletes them again, for a write that failed after they were stored.
 */
export async function storePrivatePhotos(folder: string, photos: { bytes: Uint8Array }[]): Promise<{ ids: string[]; remove: () => Promise<void> }> {
  const processed: Uint8Array[] = [];
  for (const photo of photos) {
    const { variants } = await processImage(photo.bytes);
    processed.push((variants.filter((variant) => variant.width <= PRIVATE_PHOTO_WIDTH).at(-1) ?? variants[0]).bytes);
  }
  const storage = documentStorage();
  const ids = processed.map(() => randomUUID());
  await Promise.all(processed.map((bytes, index) => storage.put(privatePhotoPath(folder, ids[index]), bytes, "image/webp")));
  const remove = async () => {
    await Promise.all(ids.map((id) => storage.remove(privatePhotoPath(folder, id)).catch(() => {})));
  };
  return { ids, remove };
}

/** A stored photo's bytes when `owned` says it belongs there, else null (a malformed id reads nothing). */
export async function readPrivatePhoto(folder: string, photoId: string, owned: () => Promise<boolean>): Promise<Uint8Array | null> {
  if (!PRIVATE_PHOTO_ID.test(photoId)) return null;
  return (await owned()) ? documentStorage().read(privatePhotoPath(folder, photoId)) : null;
}
