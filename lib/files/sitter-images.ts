import "server-only";
import { randomUUID } from "node:crypto";
import { processImage, type ProcessedImage } from "@/lib/files/image-processing";
import { storedWidths, variantName } from "@/lib/files/image-variants";
import { PENDING_MEDIA_PATH, putPendingImage, putPublicImage, readPendingImage } from "@/lib/files/storage";
import { readUploadedFile } from "@/lib/files/uploads";
import { HttpError } from "@/lib/http/handler";

export const PICTURE_GONE = "Una foto de este cambio ya no está disponible. Pídele a la persona que la suba de nuevo.";

/**
 * The picture in a multipart request (field "file"), decoded and re-encoded before anything is stored: upright, every
 * size pages need, no metadata (no GPS ever reaches storage). Not a JPEG, PNG or WebP by its bytes, or not
 * decodable → 415; over 40 megapixels → 413.
 */
async function readImage(request: Request): Promise<ProcessedImage> {
  const { bytes } = await readUploadedFile(request);
  return processImage(bytes);
}

/** Stores each variant as `<id>-<width>.webp` with `put`; answers what `put` answered for the largest. */
async function storeVariants<T>(image: ProcessedImage, id: string, put: (fileName: string, bytes: Uint8Array, mime: string) => Promise<T>): Promise<T> {
  const stored = await Promise.all(image.variants.map((variant) => put(variantName(id, variant.width), variant.bytes, variant.mime)));
  return stored[stored.length - 1];
}

/** Stores a processed picture's every size publicly under `id`; answers the URL a profile keeps (its largest size's). */
export const storePublicPicture = (image: ProcessedImage, id: string): Promise<string> => storeVariants(image, id, putPublicImage);

/** A picture the team uploads: public at once. */
export async function storeSitterImage(request: Request): Promise<string> {
  return storePublicPicture(await readImage(request), randomUUID());
}

/**
 * A picture a caregiver uploads for a profile change: private until the team approves the change, served
 * at the answered URL (/media/pending-…, its largest size) only to its uploader and the team.
 */
export async function storePendingSitterImage(request: Request, uploaderId: string): Promise<string> {
  const image = await readImage(request);
  const id = `pending-${uploaderId}-${randomUUID()}`;
  await storeVariants(image, id, putPendingImage);
  return `/media/${variantName(id, image.variants[image.variants.length - 1].width)}`;
}

/** The uploader's picture a URL names while it waits for approval, or null for any other URL. */
function pendingPicture(url: string, uploaderId: string | null): { fileName: string; publicName: string } | null {
  const match = url.startsWith("/media/") ? PENDING_MEDIA_PATH.exec(url.slice("/media/".length)) : null;
  if (!match) return null;
  if (match[1] !== uploaderId) throw new HttpError(409, PICTURE_GONE);
  return { fileName: match[0], publicName: match[2] };
}

/** Public storage of a pending picture's every size; answers the public URL of its largest. */
async function publish(pending: { fileName: string; publicName: string }): Promise<string> {
  const widths = storedWidths(pending.fileName);
  if (widths.length === 0) {
    // Uploaded whole, before pictures were processed on upload: processed now, as it becomes public.
    const bytes = await readPendingImage(pending.fileName);
    if (!bytes) throw new HttpError(409, PICTURE_GONE);
    const image = await processImage(bytes).catch(() => {
      throw new HttpError(409, PICTURE_GONE);
    });
    return storePublicPicture(image, pending.publicName.replace(/\.\w+$/, ""));
  }
  const id = (name: string) => name.replace(/-\d+\.webp$/, "");
  const urls = await Promise.all(
    widths.map(async (width) => {
      const bytes = await readPendingImage(variantName(id(pending.fileName), width));
      if (!bytes) throw new HttpError(409, PICTURE_GONE);
      return putPublicImage(variantName(id(pending.publicName), width), bytes, "image/webp");
    }),
  );
  return urls[urls.length - 1];
}

/**
 * The approval step for pictures: every picture of `changes` still waiting for approval is copied to public storage
 * (each of its sizes, already resized and stripped on upload), and the changes name its public URL instead. Pictures
 * of anyone but `uploaderId` (the profile's caregiver) or that are gone → 409.
 */
export async function publishPendingPictures<T extends { avatar?: string | null; gallery?: string[] }>(changes: T, uploaderId: string | null): Promise<T> {
  const publishUrl = async (url: string) => {
    const pending = pendingPicture(url, uploaderId);
    return pending ? publish(pending) : url;
  };
  return {
    ...changes,
    ...(changes.avatar ? { avatar: await publishUrl(changes.avatar) } : {}),
    ...(changes.gallery ? { gallery: await Promise.all(changes.gallery.map(publishUrl)) } : {}),
  };
}
