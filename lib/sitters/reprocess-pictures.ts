import "server-only";
import { db } from "@/lib/db";
import { processImage } from "@/lib/files/image-processing";
import { storePublicPicture } from "@/lib/files/sitter-images";
import { readPublicPicture } from "@/lib/files/storage";
import type { Prisma } from "@/lib/generated/prisma/client";
import { expireSitterCache } from "@/lib/sitters/public";

// Pictures uploaded before they were resized on upload are still full-size phone photos, GPS included:
// `npm run images:reprocess` stores each in sizes like a new upload and points the profiles (and pending changes)
// that name it at its new URL. The old file stays where it was until the daily picture sweep (lib/sitters/sweep-pictures.ts)
// deletes it a day later: no page names it any more. Safe to run again: a picture already in sizes is never touched.

/** `/media/<uuid>.<ext>` or our public blob of that name: group 1 is the uuid. */
const STORED_WHOLE = /(?:^\/media\/|^https:\/\/[a-z0-9]+\.public\.blob\.vercel-storage\.com\/public\/sitters\/)([0-9a-f-]{36})\.(?:jpg|png|webp)$/;

type Pictures = { avatar?: string | null; gallery?: string[] };

export type ReprocessReport = { pictures: number; sitters: number; changes: number; unreadable: string[] };

export async function reprocessStoredWholePictures(): Promise<ReprocessReport> {
  const renamed = new Map<string, string | null>();
  const unreadable: string[] = [];
  const convert = async (url: string): Promise<string> => {
    const match = STORED_WHOLE.exec(url);
    if (!match) return url;
    if (!renamed.has(url)) {
      const bytes = await readPublicPicture(url).catch(() => null);
      const image = bytes && (await processImage(bytes).catch(() => null));
      renamed.set(url, image ? await storePublicPicture(image, match[1]) : null);
      if (!image) unreadable.push(url);
    }
    return renamed.get(url) ?? url;
  };
  /** The same pictures with each stored-whole URL replaced, or null when none was. */
  const converted = async ({ avatar, gallery }: Pictures): Promise<Pictures | null> => {
    const next: Pictures = {
      ...(avatar ? { avatar: await convert(avatar) } : {}),
      ...(gallery ? { gallery: await Promise.all(gallery.map(convert)) } : {}),
    };
    const same = next.avatar === (avatar || undefined) && (next.gallery ?? []).every((url, i) => url === gallery?.[i]);
    return same ? null : next;
  };

  let sitters = 0;
  for (const sitter of await db().sitter.findMany({ select: { id: true, avatar: true, gallery: true }, orderBy: { id: "asc" } })) {
    const next = await converted(sitter);
    if (!next) continue;
    // Only if nobody changed these pictures meanwhile.
    const { count } = await db().sitter.updateMany({ where: { id: sitter.id, avatar: sitter.avatar, gallery: { equals: sitter.gallery } }, data: next });
    sitters += count;
  }
  let changes = 0;
  for (const change of await db().profileChange.findMany({ where: { status: "PENDING" }, select: { id: true, changes: true } })) {
    const proposed = change.changes as Prisma.JsonObject & Pictures;
    const next = await converted(proposed);
    if (!next) continue;
    await db().profileChange.update({ where: { id: change.id }, data: { changes: { ...proposed, ...next } as Prisma.InputJsonValue } });
    changes++;
  }
  if (sitters > 0) expireSitterCache();
  return { pictures: [...renamed.values()].filter(Boolean).length, sitters, changes, unreadable };
}
