import "server-only";
import { db } from "@/lib/db";
import { unnamedPictures } from "@/lib/files/picture-references";
import { listStoredPictures, removeStoredPicture } from "@/lib/files/storage";
import { HOUR_MS } from "@/lib/dates/units";

// The sitters' pictures no row names any more: a profile picture or gallery photo the team or an
// approved change replaced, the full-size original `npm run images:reprocess` left beside its sizes, and the private
// copies of changes the team rejected or approved (approval copies them to public storage) or that a newer change
// replaced. Run by the daily cron and `npm run uploads:sweep`; idempotent.

/**
 * How old a stored picture must be before the sweep may take it: a picture is uploaded before the form that names it
 * is saved (the team's profile dialog, the caregiver's "Mi perfil"), and a form may stay open for hours.
 */
export const PICTURE_GRACE_HOURS = 24;

type Pictures = { avatar?: unknown; gallery?: unknown };

/** The URLs a profile or a stored change names (a change's JSON read leniently: a picture is never lost to a bad row). */
function urlsOf({ avatar, gallery }: Pictures): string[] {
  return [avatar, ...(Array.isArray(gallery) ? gallery : [])].filter((url): url is string => typeof url === "string");
}

/**
 * Deletes the stored pictures (every size) that no sitter profile and no pending profile change names, once they are
 * older than the grace period. Answers what it deleted, as "public/<name>" or "pending/<name>".
 */
export async function sweepReplacedPictures({ olderThanHours = PICTURE_GRACE_HOURS, now = new Date() } = {}): Promise<string[]> {
  const cutoff = now.getTime() - olderThanHours * HOUR_MS;
  const old = (await listStoredPictures()).filter((picture) => picture.writtenAt.getTime() < cutoff);
  if (old.length === 0) return [];
  // Pending changes before profiles: an approval committed between the two reads moves its pictures from the first to
  // the second, so each is seen in one of them (read the other way round, it could be in neither).
  const changes = await db().profileChange.findMany({ where: { status: "PENDING" }, select: { changes: true } });
  const sitters = await db().sitter.findMany({ select: { avatar: true, gallery: true } });
  const named = [...changes.map((change) => urlsOf((change.changes ?? {}) as Pictures)), ...sitters.map(urlsOf)].flat();
  const removed: string[] = [];
  for (const picture of unnamedPictures(old, named)) {
    await removeStoredPicture(picture);
    removed.push(`${picture.pending ? "pending" : "public"}/${picture.name}`);
  }
  return removed;
}
