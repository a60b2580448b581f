import "server-only";
import { randomUUID } from "node:crypto";
import { completionPercent } from "@/lib/caregivers/checklist";
import { documentProgress } from "@/lib/caregivers/progress";
import { db } from "@/lib/db";
import type { DocumentKind } from "@/lib/generated/prisma/enums";
import { detectDocumentType, displayFileName } from "@/lib/files/file-type";
import { HttpError } from "@/lib/http/handler";
import { AUTH_MESSAGES } from "@/lib/auth/schemas";
import { documentStorage } from "@/lib/files/storage";
import { MAX_DOCUMENTS_PER_USER, UPLOAD_MESSAGES } from "@/lib/files/upload-rules";

// A caregiver's application: the portal user, their documents and the progress computed from them.

/** The URL that serves a stored document after an access check (SPEC §7: last two segments of the path). */
export function documentUrl(filePath: string): string {
  return `/api/files/${filePath}`;
}

/** Recomputes and stores completionPercent after anything it depends on changed. */
export async function refreshCompletion(userId: string): Promise<number> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { interviewStatus: true, documents: { select: { kind: true, verified: true, expiresAt: true } } },
  });
  if (!user) return 0;
  const percent = completionPercent(user.documents, user.interviewStatus, new Date());
  await db().user.update({ where: { id: userId }, data: { completionPercent: percent } });
  return percent;
}

/** SPEC §3's portal user. */
export async function getPortalUser(userId: string) {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: {
      name: true,
      email: true,
      role: true,
      status: true,
      requirePasswordChange: true,
      completionPercent: true,
      interviewDate: true,
      interviewStatus: true,
      _count: { select: { documents: true } },
      documents: { select: { kind: true, verified: true, expiresAt: true } },
    },
  });
  if (!user) return null;
  const { _count, documents, ...rest } = user;
  return { ...rest, documentCount: _count.documents, documentProgress: documentProgress(documents, new Date()) };
}

const documentSelect = { id: true, fileName: true, fileSize: true, fileType: true, kind: true, uploadedAt: true, verified: true, verifiedAt: true, expiresAt: true, filePath: true } as const;

/** A caregiver's own documents, newest first, as shown to them (a link to open each, no storage path). */
export async function listOwnDocuments(userId: string) {
  const documents = await db().document.findMany({ where: { userId }, select: documentSelect, orderBy: { uploadedAt: "desc" } });
  return documents.map(({ filePath, ...document }) => ({ ...document, url: documentUrl(filePath) }));
}

/**
 * Stores an uploaded file for a caregiver: type by its bytes, generated stored name, original name kept.
 * The file is written first and its row after, so a row never points at a missing file; a crash in between
 * leaves a file without a row, which sweepOrphanDocuments removes. The cap is counted and the row inserted
 * under a lock on the caregiver's user row, so concurrent uploads cannot pass it together.
 */
export async function addDocument(userId: string, upload: { bytes: Uint8Array; name: string; kind: DocumentKind }) {
  const type = detectDocumentType(upload.bytes.subarray(0, 16));
  if (!type) throw new HttpError(415, UPLOAD_MESSAGES.type);
  const tooMany = new HttpError(409, UPLOAD_MESSAGES.tooMany(MAX_DOCUMENTS_PER_USER));
  // A quick answer when the caregiver is already at the cap (the locked count below is the one that decides).
  if ((await db().document.count({ where: { userId } })) >= MAX_DOCUMENTS_PER_USER) throw tooMany;
  const filePath = `${userId}/${randomUUID()}.${type.extension}`;
  const storage = documentStorage();
  await storage.put(filePath, upload.bytes, type.mime);
  try {
    const document = await db().$transaction(
      async (tx) => {
        const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "users" WHERE id = ${userId} FOR UPDATE`;
        if (locked.length === 0) throw new HttpError(401, AUTH_MESSAGES.unauthenticated); // deleted meanwhile
        if ((await tx.document.count({ where: { userId } })) >= MAX_DOCUMENTS_PER_USER) throw tooMany;
        return tx.document.create({
          data: { userId, filePath, kind: upload.kind, fileName: displayFileName(upload.name, type), fileType: type.mime, fileSize: upload.bytes.byteLength },
          select: documentSelect,
        });
      },
      // Uploads of one caregiver queue on the lock: give the queue time rather than failing at 2 s / 5 s.
      { maxWait: 15_000, timeout: 15_000 },
    );
    await refreshCompletion(userId);
    const { filePath: stored, ...shown } = document;
    return { ...shown, url: documentUrl(stored) };
  } catch (error) {
    await storage.remove(filePath).catch(() => {});
    throw error;
  }
}

/** Deletes one of the caregiver's own documents; false when it is not theirs or does not exist. */
export async function deleteOwnDocument(userId: string, documentId: string): Promise<boolean> {
  const document = await db().document.findFirst({ where: { id: documentId, userId }, select: { id: true, filePath: true } });
  if (!document) return false;
  await db().document.delete({ where: { id: document.id } });
  await refreshCompletion(userId);
  // The row is gone first: a file left behind by a storage failure is unreachable, never a dangling row.
  await documentStorage()
    .remove(document.filePath)
    .catch((error) => console.error("[storage] could not remove", document.filePath, error));
  return true;
}

/** The document at a stored path, if the viewer may open it (its owner or an admin). */
export async function findViewableDocument(filePath: string, viewer: { id: string; role: string }) {
  const document = await db().document.findUnique({ where: { filePath } });
  if (!document) return null;
  return document.userId === viewer.id || viewer.role === "admin" ? document : null;
}

/** How long a stored file may go without its row before the sweep takes it for a crash's leftover. */
export const ORPHAN_GRACE_MINUTES = 60;

/**
 * Removes stored documents that no row names (left by a crash between writing a file and inserting its row,
 * or by a failed removal) once they are older than the grace period, which keeps uploads still in flight
 * safe. Answers the stored paths it removed. Idempotent: run it from a script or a scheduled job.
 */
export async function sweepOrphanDocuments({ olderThanMinutes = ORPHAN_GRACE_MINUTES } = {}): Promise<string[]> {
  const storage = documentStorage();
  const cutoff = Date.now() - olderThanMinutes * 60_000;
  const candidates = (await storage.list()).filter((file) => file.writtenAt.getTime() < cutoff).map((file) => file.filePath);
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    // Caregivers' documents, pets' vaccination cards and photos, and stay report photos ("report-<booking>/<photo id>.webp") share the store.
    const reportPhotos = batch.map((path) => /^report-([^/]+)\/([0-9a-f-]{36})\.webp$/.exec(path)).filter((match) => match !== null);
    const named = await Promise.all([
      db().document.findMany({ where: { filePath: { in: batch } }, select: { filePath: true } }),
      db().petVaccineCard.findMany({ where: { filePath: { in: batch } }, select: { filePath: true } }),
      db()
        .petFile.findMany({ where: { photoId: { in: batch.map((path) => /^pet-[^/]+\/([0-9a-f-]{36})\.webp$/.exec(path)?.[1]).filter((id) => id !== undefined) } }, select: { bookingId: true, photoId: true } })
        .then((rows) => rows.map((row) => ({ filePath: `pet-${row.bookingId}/${row.photoId}.webp` }))),
      reportPhotos.length
        ? db()
            .stayReport.findMany({ where: { photoIds: { hasSome: reportPhotos.map((match) => match[2]) } }, select: { bookingId: true, photoIds: true } })
            .then((rows) => rows.flatMap((row) => row.photoIds.map((id) => ({ filePath: `report-${row.bookingId}/${id}.webp` }))))
        : [],
    ]);
    const known = new Set(named.flat().map((row) => row.filePath));
    for (const filePath of batch.filter((path) => !known.has(path))) {
      await storage.remove(filePath);
      removed.push(filePath);
    }
  }
  // A folder whose caregiver no longer exists and that is now empty goes too.
  const folders = [...new Set(removed.map((filePath) => filePath.split("/")[0]))];
  const remaining = new Set((await storage.list()).map((file) => file.filePath.split("/")[0]));
  const users = new Set((await db().user.findMany({ where: { id: { in: folders } }, select: { id: true } })).map((u) => u.id));
  for (const folder of folders) if (!users.has(folder) && !remaining.has(folder)) await storage.removeFolder(folder);
  return removed;
}
