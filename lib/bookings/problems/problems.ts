import "server-only";
import { recordAudit } from "@/lib/audit";
import { BOOKING_FOR, type OwnerBooking, type SitterBooking, type TeamBooking } from "@/lib/bookings/core/access";
import { lockBooking } from "@/lib/bookings/core/booking-lock";
import { bookingReference, referenceQuery } from "@/lib/bookings/core/reference";
import { tellAbout } from "@/lib/bookings/loop";
import {
  duringStay,
  PROBLEM_CATEGORY_LABELS,
  PROBLEM_LIMITS,
  PROBLEM_NOTICES,
  PROBLEM_STATES,
  PROBLEM_STATUS_LABELS,
  problemWindowClosesAt,
  problemWindowOpen,
  type ProblemStatusCode,
} from "@/lib/bookings/problems/problem-rules";
import { PROBLEM_MESSAGES, problemFieldsSchema, type ProblemFields, type problemListSchema, type ProblemUpdate } from "@/lib/bookings/problems/problem-schema";
import { currentTime } from "@/lib/dates/clock";
import { HOUR_MS } from "@/lib/dates/units";
import { db } from "@/lib/db";
import { readPrivatePhoto, storePrivatePhotos } from "@/lib/files/private-photos";
import { Prisma } from "@/lib/generated/prisma/client";
import { readMultipart } from "@/lib/files/uploads";
import { HttpError } from "@/lib/http/handler";
import { PAGE_ORDER, pageIds, searchCondition } from "@/lib/lists/page";
import { deliverSoon } from "@/lib/mail/outbox";
import type { z } from "@/lib/zod";

// «Reportar un problema»: the owner (tracking page) and the sitter (portal) report one from the booking's
// confirmation until 48 h after the stay (problem-rules.ts); the team answers it in the dashboard's «Problemas» tab.
// Both sides read every problem of the booking, its status and the team's answer, on their page and by e-mail; a
// HEALTH problem during the stay e-mails the team at once. Photos are private like the daily reports'.

const photoFolder = (bookingId: string) => `problem-${bookingId}`;

const stayOf = (bookingId: string) => db().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true, startDate: true, endDate: true } });

async function assertWindow(bookingId: string, now: Date) {
  if (!problemWindowOpen(await stayOf(bookingId), now)) throw new HttpError(409, PROBLEM_MESSAGES.notNow);
}

/** route({ booking }) of the owner's report: their link, within the window (409 before any photo is received). */
export async function ownerProblemReporter(args: Parameters<typeof BOOKING_FOR.owner>[0]): Promise<OwnerBooking> {
  const booking = await BOOKING_FOR.owner(args);
  await assertWindow(booking.id, currentTime());
  return booking;
}

/** route({ booking }) of the sitter's report: the booking's own sitter, within the window. */
export async function sitterProblemReporter(args: Parameters<typeof BOOKING_FOR.sitter>[0]): Promise<SitterBooking> {
  const booking = await BOOKING_FOR.sitter(args);
  await assertWindow(booking.id, currentTime());
  return booking;
}

const REPORTED_BY_LABELS = { owner: "la familia", sitter: "el cuidador" } as const;

/** The lines an e-mail carries about a problem (never the description: each side reads it on its page). */
function problemLines(problem: { category: keyof typeof PROBLEM_CATEGORY_LABELS; reportedBy: "owner" | "sitter"; status: ProblemStatusCode; resolution: string | null }) {
  return [
    `Problema: ${PROBLEM_CATEGORY_LABELS[problem.category]} (reportado por ${REPORTED_BY_LABELS[problem.reportedBy]})`,
    `Estado: ${PROBLEM_STATUS_LABELS[problem.status]}`,
    ...(problem.resolution ? [`Respuesta del equipo: ${problem.resolution}`] : []),
  ].join("\n");
}

/**
 * POST /api/bookings/{token}/problems and /api/portal/bookings/{id}/problems: 201 with the new problem. 409 outside
 * the window, 400 for a fifth photo. Both sides are told by e-mail; the team too, at once, for a HEALTH problem
 * during the stay.
 */
export async function reportProblem(reached: OwnerBooking | SitterBooking, fields: ProblemFields, photos: { bytes: Uint8Array }[], now: Date = currentTime()) {
  const bookingId = reached.id;
  const stay = await stayOf(bookingId);
  if (!problemWindowOpen(stay, now)) throw new HttpError(409, PROBLEM_MESSAGES.notNow);
  if (photos.length > PROBLEM_LIMITS.photos) throw new HttpError(400, PROBLEM_MESSAGES.tooManyPhotos, "photos");
  const { ids: photoIds, remove: removePhotos } = await storePrivatePhotos(photoFolder(bookingId), photos);
  try {
    const problem = await db().$transaction(async (tx) => {
      await lockBooking(tx, bookingId);
      // Read again under the lock: a move committed meanwhile (a cancellation) closes the window.
      if (!problemWindowOpen(await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true, startDate: true, endDate: true } }), now)) {
        throw new HttpError(409, PROBLEM_MESSAGES.notNow);
      }
      const reportedBy = reached.audience;
      const created = await tx.bookingProblem.create({
        data: { bookingId, reportedBy, category: fields.category, description: fields.description, photoIds, createdAt: now },
        select: { id: true, category: true, status: true, createdAt: true },
      });
      const lines = problemLines({ ...created, reportedBy, resolution: null });
      const urgent = fields.category === "HEALTH" && duringStay(stay, now);
      const told = reportedBy === "owner" ? PROBLEM_NOTICES.ownerReports : PROBLEM_NOTICES.sitterReports;
      await tellAbout(tx, bookingId, [...told.tell, ...(urgent ? PROBLEM_NOTICES.healthDuringStay.tell : [])], { by: reportedBy, reason: lines });
      return created;
    });
    deliverSoon();
    return { id: problem.id, category: problem.category, status: problem.status, createdAt: problem.createdAt.toISOString() };
  } catch (error) {
    await removePhotos();
    throw error;
  }
}

export type ShownProblem = {
  id: string;
  category: keyof typeof PROBLEM_CATEGORY_LABELS;
  categoryLabel: string;
  reportedBy: "owner" | "sitter";
  description: string;
  photos: string[];
  status: ProblemStatusCode;
  statusLabel: string;
  resolution: string | null;
  createdAt: string;
  resolvedAt: string | null;
};

type ProblemViewer = { owner: string } | "sitter" | "team";

/** A booking's problems, newest first, with photo URLs for `viewer` (the owner's through their link). */
export async function problemsOf(bookingId: string, viewer: ProblemViewer): Promise<ShownProblem[]> {
  return (await problemsIn([bookingId], viewer)).get(bookingId) ?? [];
}

/** The problems of several bookings in one query (the portal's list), newest first each; a booking with none is absent. */
export async function problemsIn(bookingIds: readonly string[], viewer: ProblemViewer): Promise<Map<string, ShownProblem[]>> {
  const shown = new Map<string, ShownProblem[]>();
  if (bookingIds.length === 0) return shown;
  const rows = await db().bookingProblem.findMany({ where: { bookingId: { in: [...bookingIds] } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  for (const row of rows) {
    const photoUrl = (photoId: string) =>
      typeof viewer === "object" ? `/api/bookings/${viewer.owner}/problems/photos/${photoId}` : `/api/portal/bookings/${row.bookingId}/problems/photos/${photoId}`;
    const problem: ShownProblem = {
      id: row.id,
      category: row.category,
      categoryLabel: PROBLEM_CATEGORY_LABELS[row.category],
      reportedBy: row.reportedBy,
      description: row.description,
      photos: row.photoIds.map(photoUrl),
      status: row.status,
      statusLabel: PROBLEM_STATUS_LABELS[row.status],
      resolution: row.resolution,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
    shown.set(row.bookingId, [...(shown.get(row.bookingId) ?? []), problem]);
  }
  return shown;
}

/** Whether a problem may be reported on this booking now, and until when (for the pages' «Reportar un problema»). */
export function problemWindowOf(stay: { status: string; startDate: Date | null; endDate: Date | null }, now: Date = currentTime()) {
  return { canReport: problemWindowOpen(stay, now), reportUntil: problemWindowOpen(stay, now) ? (problemWindowClosesAt(stay.endDate)?.toISOString() ?? null) : null };
}

/** The owner's view: their booking's problems, and whether they may report one now. */
export async function problemsForOwner(booking: OwnerBooking) {
  return { problems: await problemsOf(booking.id, { owner: booking.token }), ...problemWindowOf(await stayOf(booking.id)) };
}

/** The sitter's view of one of their bookings. */
export async function problemsForSitter(booking: SitterBooking) {
  return { problems: await problemsOf(booking.id, "sitter"), ...problemWindowOf(await stayOf(booking.id)) };
}

/** A problem photo's bytes when it belongs to one of the booking's problems, else null. */
export const readProblemPhoto = (bookingId: string, photoId: string) =>
  readPrivatePhoto(photoFolder(bookingId), photoId, async () => (await db().bookingProblem.count({ where: { bookingId, photoIds: { has: photoId } } })) > 0);

/** A problem photo for the owner (their link), the booking's sitter or the team. */
export const problemPhotoFor = (booking: OwnerBooking | SitterBooking | TeamBooking, photoId: string) => readProblemPhoto(booking.id, photoId);

// The team's list.

const listSelect = {
  id: true,
  bookingId: true,
  category: true,
  status: true,
  reportedBy: true,
  createdAt: true,
  resolvedAt: true,
  booking: { select: { name: true, email: true, whatsapp: true, sitterId: true, sitterName: true, status: true, startDate: true, endDate: true } },
} as const satisfies Prisma.BookingProblemSelect;

type ListRow = Prisma.BookingProblemGetPayload<{ select: typeof listSelect }>;

function listItem(row: ListRow, now: Date) {
  return {
    id: row.id,
    bookingId: row.bookingId,
    reference: bookingReference(row.bookingId),
    owner: { name: row.booking.name, email: row.booking.email, whatsapp: row.booking.whatsapp },
    sitter: { id: row.booking.sitterId, name: row.booking.sitterName },
    bookingStatus: row.booking.status,
    startDate: row.booking.startDate?.toISOString().slice(0, 10) ?? null,
    endDate: row.booking.endDate?.toISOString().slice(0, 10) ?? null,
    category: row.category,
    categoryLabel: PROBLEM_CATEGORY_LABELS[row.category],
    reportedBy: row.reportedBy,
    status: row.status,
    statusLabel: PROBLEM_STATUS_LABELS[row.status],
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    /** Whole hours since it was reported. */
    ageHours: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / HOUR_MS)),
  };
}

/** GET /api/admin/problems: every problem, newest first (up to 200). */
export async function listProblems(now: Date = currentTime()) {
  const rows = await db().bookingProblem.findMany({ select: listSelect, orderBy: PAGE_ORDER, take: 200 });
  return rows.map((row) => listItem(row, now));
}

/**
 * GET /api/admin/problems?pagina=&q=&estado=&categoria=: one page, newest first (`q` searches the booking's owner,
 * contact, sitter and reference), with how many problems each status holds (the search and category applied).
 */
export async function listProblemsPage({ pagina, q, estado, categoria }: z.output<typeof problemListSchema>, now: Date = currentTime()) {
  // The booking's folded text (its searchText) answers the search: a problem has none of its own.
  const search = q ? [Prisma.sql`"bookingId" IN (SELECT "id" FROM "bookings" WHERE ${searchCondition(q, "whatsapp", referenceQuery(q))})`] : [];
  const category = categoria ? [Prisma.sql`"category" = ${categoria}::"ProblemCategory"`] : [];
  const where = [...search, ...category];
  const grouped = await db().$queryRaw<{ status: ProblemStatusCode; count: number }[]>`
    SELECT "status"::text AS status, count(*)::int AS count FROM "booking_problems"
    ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty} GROUP BY "status"`;
  const counts = Object.fromEntries(PROBLEM_STATES.map((status) => [status, 0])) as Record<ProblemStatusCode, number>;
  for (const row of grouped) counts[row.status] = row.count;
  const total = estado ? counts[estado] : grouped.reduce((sum, row) => sum + row.count, 0);
  const filter = estado ? [Prisma.sql`"status" = ${estado}::"ProblemStatus"`] : [];
  const { ids, ...page } = await pageIds("booking_problems", [...where, ...filter], pagina, total);
  const rows = ids.length ? await db().bookingProblem.findMany({ where: { id: { in: ids } }, select: listSelect, orderBy: PAGE_ORDER }) : [];
  return { items: rows.map((row) => listItem(row, now)), ...page, counts };
}

/** One problem for the team (404 for an unknown id): the list's line, its description and photos. */
export async function problemForTeam(id: string, now: Date = currentTime()) {
  const row = await db().bookingProblem.findUnique({ where: { id }, select: { ...listSelect, description: true, photoIds: true, resolution: true, reviewedBy: true } });
  if (!row) throw new HttpError(404, PROBLEM_MESSAGES.notFound);
  return {
    ...listItem(row, now),
    description: row.description,
    photos: row.photoIds.map((photoId) => `/api/portal/bookings/${row.bookingId}/problems/photos/${photoId}`),
    resolution: row.resolution,
    reviewedBy: row.reviewedBy,
  };
}

/**
 * PATCH /api/admin/problems/{id}: in review, or resolved with the team's answer (400 without one). Audited; both
 * sides are told by e-mail with the status and the answer. 404 for an unknown id.
 */
export async function updateProblem(id: string, change: ProblemUpdate, adminEmail: string, now: Date = currentTime()) {
  const updated = await db().$transaction(async (tx) => {
    const current = await tx.bookingProblem.findUnique({ where: { id }, select: { bookingId: true, category: true, reportedBy: true, status: true, resolution: true } });
    if (!current) throw new HttpError(404, PROBLEM_MESSAGES.notFound);
    await lockBooking(tx, current.bookingId);
    const resolution = change.resolution ?? current.resolution;
    const row = await tx.bookingProblem.update({
      where: { id },
      data: { status: change.status, resolution, reviewedBy: adminEmail, resolvedAt: change.status === "RESOLVED" ? now : null },
      select: { id: true, bookingId: true, category: true, reportedBy: true, status: true, resolution: true, resolvedAt: true, updatedAt: true },
    });
    await recordAudit(
      {
        actor: adminEmail,
        action: change.status === "RESOLVED" ? "problem.resolve" : "problem.review",
        targetType: "problem",
        targetId: id,
        summary: `Reserva ${bookingReference(current.bookingId)}: problema «${PROBLEM_CATEGORY_LABELS[current.category]}» ${PROBLEM_STATUS_LABELS[current.status]} → ${PROBLEM_STATUS_LABELS[change.status]}${change.resolution ? ` (${change.resolution})` : ""}`,
      },
      tx,
    );
    await tellAbout(tx, current.bookingId, PROBLEM_NOTICES.teamAnswers.tell, { by: "team", reason: problemLines(row) });
    return row;
  });
  deliverSoon();
  return {
    id: updated.id,
    category: updated.category,
    status: updated.status,
    resolution: updated.resolution,
    resolvedAt: updated.resolvedAt?.toISOString() ?? null,
    updatedAt: updated.updatedAt.toISOString(),
  };
}

/** The report's multipart form (its text fields, 0–4 `photos`), checked: 400 with the field for bad input. */
export async function readProblemForm(request: Request): Promise<{ fields: ProblemFields; photos: { bytes: Uint8Array }[] }> {
  // One photo past the limit is read (and refused), so a fifth is not silently dropped.
  const { files, fields } = await readMultipart(request, { field: "photos", maxFiles: PROBLEM_LIMITS.photos + 1, fieldChars: PROBLEM_LIMITS.description * 2 });
  const parsed = problemFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, issue.message, issue.path.length ? String(issue.path[0]) : undefined);
  }
  if (files.length > PROBLEM_LIMITS.photos) throw new HttpError(400, PROBLEM_MESSAGES.tooManyPhotos, "photos");
  return { fields: parsed.data, photos: files };
}
