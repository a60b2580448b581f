import "server-only";
import { PENDING_MEDIA_PATH, readPendingImage } from "@/lib/files/storage";

// Apart from lib/files/sitter-images.ts so that /media, which serves pictures, never carries the image processor.

/** A pending picture's bytes for its uploader or an admin; null for anyone else, as for a picture that does not exist. */
export async function readPendingSitterImage(fileName: string, viewer: { id: string; role: string } | null): Promise<Uint8Array | null> {
  const match = PENDING_MEDIA_PATH.exec(fileName);
  if (!match || !viewer || (viewer.role !== "admin" && viewer.id !== match[1])) return null;
  return readPendingImage(fileName);
}
