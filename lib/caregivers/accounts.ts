import "server-only";
import { recordAudit } from "@/lib/audit";
import { expireSitterCache } from "@/lib/sitters/public";
import { ADMIN_STATUS_LABELS, INTERVIEW_STATUS_LABELS } from "@/lib/caregivers/status-labels";
import { formatCalendarDay, formatDateTime } from "@/lib/format/dates";
import { KIND_LABELS } from "@/lib/constants";
import { defaultExpiry } from "@/lib/caregivers/checklist";
import { isoDateToUtc } from "@/lib/dates";
import type { InterviewStatus, UserStatus } from "@/lib/generated/prisma/enums";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword } from "@/lib/auth/password";
import { deleteUserSessions } from "@/lib/auth/session";
import { documentUrl, refreshCompletion } from "@/lib/caregivers/portal";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";
import { resolveInterview, type InterviewChange } from "@/lib/caregivers/interview";
import { accessMail, interviewMail } from "@/lib/caregivers/mails";
import { deliverSoon, enqueueMail } from "@/lib/mail/outbox";
import { siteOrigin } from "@/lib/site/url";
import { isUniqueViolation } from "@/lib/http/db-errors";
import { documentStorage } from "@/lib/files/storage";
import { generateTempPassword } from "@/lib/auth/temp-password";
import { ADMIN_MESSAGES, type caregiverListSchema, type CreateCaregiverInput } from "@/lib/caregivers/schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { PAGE_ORDER, pageIds, searchCondition } from "@/lib/lists/page";
import type { z } from "zod";

// The admin's view of caregiver accounts (SPEC §2 Admin). Admin accounts are not managed here.

const listItemSelect = {
  id: true,
  name: true,
  email: true,
  status: true,
  completionPercent: true,
  interviewDate: true,
  interviewStatus: true,
  createdAt: true,
  _count: { select: { documents: true } },
} as const;

type ListRow = { _count: { documents: number } } & Record<string, unknown>;
function toListItem<T extends ListRow>({ _count, ...user }: T) {
  return { ...user, documentCount: _count.documents };
}

/** Every caregiver, newest first, as SPEC §3's admin list item. */
export async function listCaregivers() {
  const users = await db().user.findMany({ where: { role: "caregiver" }, select: listItemSelect, orderBy: { createdAt: "desc" } });
  return users.map(toListItem);
}

/** One page of caregivers, newest first: `q` searches name and e-mail, `estado` is an account status. */
export async function listCaregiversPage({ pagina, q, estado }: z.output<typeof caregiverListSchema>) {
  const conditions = [Prisma.sql`"role" = 'caregiver'`];
  if (q) conditions.push(searchCondition(q));
  if (estado) conditions.push(Prisma.sql`"status" = ${estado}::"UserStatus"`);
  const { ids, ...page } = await pageIds("users", conditions, pagina);
  const users = ids.length ? await db().user.findMany({ where: { id: { in: ids } }, select: listItemSelect, orderBy: PAGE_ORDER }) : [];
  return { items: users.map(toListItem), ...page };
}

async function requireCaregiver(id: string) {
  const user = await db().user.findFirst({ where: { id, role: "caregiver" }, select: { id: true, name: true, email: true, interviewDate: true, interviewStatus: true } });
  if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  return user;
}

/** Creates a caregiver with a temporary password they must change at first sign-in. */
const caregiverAudit = (actor: string, action: string, id: string, summary: string) => recordAudit({ actor, action, targetType: "caregiver", targetId: id, summary });

export async function createCaregiver(input: CreateCaregiverInput, actor: string) {
  if (isCommonPassword(input.password)) throw new HttpError(400, ADMIN_MESSAGES.passwordCommon, "password");
  try {
    const user = await db().user.create({
      data: { name: input.name, email: input.email, password: await hashPassword(input.password), role: "caregiver", requirePasswordChange: true },
      select: listItemSelect,
    });
    await caregiverAudit(actor, "caregiver.create", user.id, `Creó la cuenta de ${user.name} (${user.email})`);
    return toListItem(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_MESSAGES.emailTaken, "email");
    throw error;
  }
}

export async function setCaregiverStatus(id: string, status: UserStatus, actor: string) {
  const user = await requireCaregiver(id);
  await db().user.update({ where: { id }, data: { status } });
  await caregiverAudit(actor, "caregiver.status", id, `Cambió el estado de ${user.name} a ${ADMIN_STATUS_LABELS[status]}`);
  await refreshCompletion(id);
  return toListItem(await db().user.findUniqueOrThrow({ where: { id }, select: listItemSelect }));
}

/**
 * Deletes a caregiver with their documents and sessions: the rows go in one transaction (documents and
 * sessions by cascade), then their whole storage folder, which also takes any file a crash left without a
 * row. A folder that cannot be removed is logged (its files are unreachable) and left to the orphan sweep.
 */
export async function deleteCaregiver(id: string, admin: { id: string; email: string }): Promise<void> {
  if (id === admin.id) throw new HttpError(400, ADMIN_MESSAGES.selfDelete);
  await db().$transaction(async (tx) => {
    const user = await tx.user.findFirst({ where: { id, role: "caregiver" }, select: { id: true, name: true, email: true } });
    if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
    await recordAudit({ actor: admin.email, action: "caregiver.delete", targetType: "caregiver", targetId: id, summary: `Eliminó la cuenta de ${user.name} (${user.email}) y sus documentos` }, tx);
    await tx.document.deleteMany({ where: { userId: id } });
    await tx.session.deleteMany({ where: { userId: id } });
    await tx.user.delete({ where: { id } });
  });
  await documentStorage()
    .removeFolder(id)
    .catch((error) => console.error("[storage] could not remove folder", id, error));
}

/** A new strong temporary password, shown once; the caregiver must change it and is signed out everywhere. */
export async function resetCaregiverPassword(id: string, actor: string): Promise<string> {
  const user = await requireCaregiver(id);
  const tempPassword = generateTempPassword();
  await db().user.update({ where: { id }, data: { password: await hashPassword(tempPassword), requirePasswordChange: true } });
  await deleteUserSessions(id);
  await caregiverAudit(actor, "caregiver.reset-password", id, `Restableció la contraseña de ${user.name}`);
  return tempPassword;
}

/** E-mails a caregiver the portal's address and their user (never the password); answers where it went. */
export async function mailPortalAccess(id: string, actor: string): Promise<string> {
  const user = await requireCaregiver(id);
  await db().$transaction((tx) => enqueueMail(tx, [{ kind: "caregiver-access", to: user.email, ...accessMail(user.name, user.email, `${siteOrigin()}/portal`) }]));
  deliverSoon();
  await caregiverAudit(actor, "caregiver.access-mail", id, `Envió a ${user.name} su acceso al portal por correo (sin la contraseña)`);
  return user.email;
}

const adminDocumentSelect = {
  id: true, fileName: true, fileSize: true, fileType: true, kind: true, uploadedAt: true, verified: true, verifiedAt: true, expiresAt: true, filePath: true,
} as const;

/** A caregiver's documents for the admin, with the stored path and the link that opens each. */
export async function listCaregiverDocuments(id: string) {
  await requireCaregiver(id);
  const documents = await db().document.findMany({
    where: { userId: id },
    select: adminDocumentSelect,
    orderBy: { uploadedAt: "desc" },
  });
  return documents.map((document) => ({ ...document, url: documentUrl(document.filePath) }));
}

/**
 * Verifies a document (or takes the verification back). `expiresAt` is a calendar day; without one, a criminal
 * record or a PNC clearance is valid 6 months from its upload, other kinds do not expire.
 */
export async function setDocumentVerified(documentId: string, verified: boolean, actor: string, expiresAt?: string | null) {
  const existing = await db().document.findUnique({
    where: { id: documentId },
    select: { userId: true, fileName: true, kind: true, uploadedAt: true, user: { select: { name: true } } },
  });
  if (!existing) throw new HttpError(404, ADMIN_MESSAGES.documentNotFound);
  const expiry = verified ? (expiresAt ? isoDateToUtc(expiresAt) : defaultExpiry(existing.kind, existing.uploadedAt)) : null;
  const document = await db().document.update({
    where: { id: documentId },
    data: { verified, verifiedAt: verified ? new Date() : null, expiresAt: expiry, expiryNoticeAt: null },
    select: adminDocumentSelect,
  });
  await refreshCompletion(existing.userId);
  // A linked public profile shows the checks: it changes at once.
  expireSitterCache();
  await recordAudit({
    actor,
    action: verified ? "document.verify" : "document.unverify",
    targetType: "document",
    targetId: documentId,
    summary: `${verified ? "Verificó" : "Quitó la verificación de"} «${existing.fileName}» (${KIND_LABELS[existing.kind]}) de ${existing.user.name}${expiry ? `, vigente hasta el ${formatCalendarDay(expiry)}` : ""}`,
  });
  return { ...document, url: documentUrl(document.filePath) };
}

/**
 * The e-mail a change of the interview's date sends the caregiver: set, moved or cleared (a status alone sends none).
 * "Programamos tu entrevista" only for one still ahead and scheduled: an interview recorded as done, or on a day
 * already past, was never "programmed".
 */
function interviewNotice(user: { name: string; interviewDate: Date | null }, date: Date | null, status: InterviewStatus, now = new Date()) {
  const before = user.interviewDate;
  const portal = `${siteOrigin()}/portal`;
  if (date && !before && (status !== "scheduled" || date.getTime() <= now.getTime())) return null;
  if (date && !before) return { kind: "interview-scheduled", ...interviewMail.scheduled(user.name, formatDateTime(date), portal) };
  if (date && before && date.getTime() !== before.getTime()) return { kind: "interview-moved", ...interviewMail.moved(user.name, formatDateTime(date), formatDateTime(before), portal) };
  if (!date && before) return { kind: "interview-cleared", ...interviewMail.cleared(user.name, formatDateTime(before), portal) };
  return null;
}

export async function updateInterview(id: string, change: InterviewChange, actor: string) {
  const user = await requireCaregiver(id);
  const next = resolveInterview(user, change);
  if (!next.ok) throw new HttpError(400, next.error);
  const notice = interviewNotice(user, next.interviewDate, next.interviewStatus);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { interviewDate: next.interviewDate, interviewStatus: next.interviewStatus } });
    if (notice) await enqueueMail(tx, [{ ...notice, to: user.email }]);
  });
  if (notice) deliverSoon();
  expireSitterCache();
  await caregiverAudit(
    actor,
    "caregiver.interview",
    id,
    `Entrevista de ${user.name}: ${INTERVIEW_STATUS_LABELS[next.interviewStatus]}${next.interviewDate ? `, ${formatDateTime(next.interviewDate)}` : ", sin fecha"}`,
  );
  await refreshCompletion(id);
  return toListItem(await db().user.findUniqueOrThrow({ where: { id }, select: listItemSelect }));
}
