import { randomUUID } from "node:crypto";
import { completionPercent } from "@/lib/application-progress";
import { db } from "@/lib/db";
import { detectDocumentType, displayFileName } from "@/lib/file-type";
import { HttpError } from "@/lib/http";
import { documentStorage } from "@/lib/storage";
import { MAX_DOCUMENTS_PER_USER, UPLOAD_MESSAGES } from "@/lib/upload-rules";

// A caregiver's application: the portal user, their documents and the progress computed from them.

/** The URL that serves a stored document after an access check (SPEC §7: last two segments of the path). */
export function documentUrl(filePath: string): string {
  return `/api/files/${filePath}`;
}

/** Recomputes and stores completionPercent after anything it depends on changed. */
export async function refreshCompletion(userId: string): Promise<number> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { status: true, interviewStatus: true, documents: { select: { verified: true } } },
  });
  if (!user) return 0;
  const percent = completionPercent({
    status: user.status,
    interviewStatus: user.interviewStatus,
    documentCount: user.documents.length,
    verifiedCount: user.documents.filter((d) => d.verified).length,
  });
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
    },
  });
  if (!user) return null;
  const { _count, ...rest } = user;
  return { ...rest, documentCount: _count.documents };
}

const documentSelect = { id: true, fileName: true, fileSize: true, fileType: true, uploadedAt: true, verified: true, filePath: true } as const;

/** A caregiver's own documents, newest first, as shown to them (a link to open each, no storage path). */
export async function listOwnDocuments(userId: string) {
  const documents = await db().document.findMany({ where: { userId }, select: documentSelect, orderBy: { uploadedAt: "desc" } });
  return documents.map(({ filePath, ...document }) => ({ ...document, url: documentUrl(filePath) }));
}

/** Stores an uploaded file for a caregiver: type by its bytes, generated stored name, original name kept. */
export async function addDocument(userId: string, upload: { bytes: Uint8Array; name: string }) {
  const type = detectDocumentType(upload.bytes.subarray(0, 16));
  if (!type) throw new HttpError(415, UPLOAD_MESSAGES.type);
  if ((await db().document.count({ where: { userId } })) >= MAX_DOCUMENTS_PER_USER) {
    throw new HttpError(409, UPLOAD_MESSAGES.tooMany(MAX_DOCUMENTS_PER_USER));
  }
  const filePath = `${userId}/${randomUUID()}.${type.extension}`;
  const storage = documentStorage();
  await storage.put(filePath, upload.bytes, type.mime);
  try {
    const document = await db().document.create({
      data: { userId, filePath, fileName: displayFileName(upload.name, type), fileType: type.mime, fileSize: upload.bytes.byteLength },
      select: documentSelect,
    });
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
