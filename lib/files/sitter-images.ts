import "server-only";
import { randomUUID } from "node:crypto";
import { detectImageType } from "@/lib/files/file-type";
import { putPublicImage } from "@/lib/files/storage";
import { readUploadedFile } from "@/lib/files/uploads";
import { HttpError } from "@/lib/http/handler";

export const IMAGE_ONLY = "Solo aceptamos imágenes JPG, PNG o WebP.";

/**
 * Stores a public sitter picture from a multipart request (field "file"): its type is read from its bytes, never
 * from its name or the browser's word; anything else is 415. Answers the URL a profile stores.
 */
export async function storeSitterImage(request: Request): Promise<string> {
  const { bytes } = await readUploadedFile(request);
  const type = detectImageType(bytes.subarray(0, 16));
  if (!type) throw new HttpError(415, IMAGE_ONLY);
  return putPublicImage(`${randomUUID()}.${type.extension}`, bytes, type.mime);
}
