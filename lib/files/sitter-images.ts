import "server-only";
import { randomUUID } from "node:crypto";
import { detectImageType, type ImageType } from "@/lib/files/file-type";
import { PENDING_MEDIA_PATH, putPendingImage, putPublicImage, readPendingImage } from "@/lib/files/storage";
import { readUploadedFile } from "@/lib/files/uploads";
import { HttpError } from "@/lib/http/handler";

export const IMAGE_ONLY = "Solo aceptamos imágenes JPG, PNG o WebP.";
export const PICTURE_GONE = "Una foto de este cambio ya no está disponible. Pídele a la persona que la suba de nuevo.";

/** The picture in a multipart request (field "file"), its type read from its bytes, never from its name or the browser's word; anything else is 415. */
async function readImage(request: Request): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const { bytes } = await readUploadedFile(request);
  const type = detectImageType(bytes.subarray(0, 16));
  if (!type) throw new HttpError(415, IMAGE_ONLY);
  return { bytes, type };
}

/** A picture the team uploads: public at once. Answers the URL a profile stores. */
export async function storeSitterImage(request: Request): Promise<string> {
  const { bytes, type } = await readImage(request);
  return putPublicImage(`${randomUUID()}.${type.extension}`, bytes, type.mime);
}

/**
 * A picture a caregiver uploads for a profile change: private until the team approves the change (issue 28), served
 * at the answered URL (/media/pending-…) only to its uploader and the team.
 */
export async function storePendingSitterImage(request: Request, uploaderId: string): Promise<string> {
  const { bytes, type } = await readImage(request);
  const fileName = `pending-${uploaderId}-${randomUUID()}.${type.extension}`;
  await putPendingImage(fileName, bytes, type.mime);
  return `/media/${fileName}`;
}

/** A pending picture's bytes for its uploader or an admin; null for anyone else, as for a picture that does not exist. */
export async function readPendingSitterImage(fileName: string, viewer: { id: string; role: string } | null): Promise<Uint8Array | null> {
  const match = PENDING_MEDIA_PATH.exec(fileName);
  if (!match || !viewer || (viewer.role !== "admin" && viewer.id !== match[1])) return null;
  return readPendingImage(fileName);
}

/** The uploader's picture a URL names while it waits for approval, or null for any other URL. */
function pendingPicture(url: string, uploaderId: string | null): { fileName: string; publicName: string } | null {
  const match = url.startsWith("/media/") ? PENDING_MEDIA_PATH.exec(url.slice("/media/".length)) : null;
  if (!match) return null;
  if (match[1] !== uploaderId) throw new HttpError(409, PICTURE_GONE);
  return { fileName: match[0], publicName: match[2] };
}

/**
 * The approval step for pictures, the one place a processing step (resizing, stripping metadata) belongs: every
 * picture of `changes` still waiting for approval is copied to public storage, and the changes name its public URL
 * instead. Pictures of anyone but `uploaderId` (the profile's caregiver) or that are gone → 409.
 */
export async function publishPendingPictures<T extends { avatar?: string | null; gallery?: string[] }>(changes: T, uploaderId: string | null): Promise<T> {
  const publish = async (url: string) => {
    const pending = pendingPicture(url, uploaderId);
    if (!pending) return url;
    const bytes = await readPendingImage(pending.fileName);
    const type = bytes && detectImageType(bytes.subarray(0, 16));
    if (!bytes || !type) throw new HttpError(409, PICTURE_GONE);
    return putPublicImage(pending.publicName, bytes, type.mime);
  };
  return {
    ...changes,
    ...(changes.avatar ? { avatar: await publish(changes.avatar) } : {}),
    ...(changes.gallery ? { gallery: await Promise.all(changes.gallery.map(publish)) } : {}),
  };
}
