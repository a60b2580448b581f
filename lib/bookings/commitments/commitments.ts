import "server-only";
import { recordAudit } from "@/lib/audit";
import { bookingReference } from "@/lib/bookings/core/reference";
import type { FeatureParts, MarkedBooking, SheetMark } from "@/lib/bookings/core/sheet-parts";
import { familyCancelsLate, lateCancellationPauses, MARK_LABELS, SITTER_PAUSE_WINDOW_DAYS, sitterCancelsLate } from "@/lib/bookings/commitments/commitment-rules";
import { DAY_MS } from "@/lib/dates/units";
import { db } from "@/lib/db";
import { mailboxOf } from "@/lib/forms/field-rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CommitmentKind, CommitmentParty } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/handler";
import { expireSitterCache } from "@/lib/sitters/public";
import { currentTime } from "@/lib/dates/clock";
import { tellFirstSitter } from "@/lib/zones/first-sitter";

// The record both sides keep (CommitmentMark): the sheet's marks (COMMITMENT_MARKS in ./commitment-texts.ts) written in
// the move's transaction, the pause a sitter's second late cancellation in 90 days brings, and the team's review.

/** Writes a mark on `party`'s record once per booking, side and kind (a move made twice never marks twice). */
async function mark(tx: Prisma.TransactionClient, booking: MarkedBooking, party: CommitmentParty, kind: CommitmentKind, now: Date, pausedProfile = false) {
  await tx.commitmentMark.upsert({
    where: { bookingId_party_kind: { bookingId: booking.id, party, kind } },
    create: {
      bookingId: booking.id, party, kind, move: booking.move, createdAt: now, pausedProfile,
      familyKey: party === "FAMILY" ? mailboxOf(booking.email) : null,
      sitterId: party === "SITTER" ? booking.sitterId : null,
    },
    update: {},
  });
}

/**
 * The sitter's late cancellation: on their record for the team to review and, when another one came within the 90
 * days before, their profile unpublished until the team reviews it (audited, the search's cache expired).
 */
const sitterLateCancellation: SheetMark = async (tx, booking, now) => {
  if (booking.sitterId === null || !sitterCancelsLate(booking, now)) return;
  const earlier = await tx.commitmentMark.findMany({
    where: { sitterId: booking.sitterId, party: "SITTER", kind: "LATE_CANCELLATION", bookingId: { not: booking.id }, createdAt: { gte: new Date(now.getTime() - SITTER_PAUSE_WINDOW_DAYS * DAY_MS) } },
    select: { createdAt: true },
  });
  const pauses = lateCancellationPauses(earlier.map((row) => row.createdAt), now);
  await mark(tx, booking, "SITTER", "LATE_CANCELLATION", now, pauses);
  if (!pauses) return;
  const sitter = await tx.sitter.update({ where: { id: booking.sitterId }, data: { published: false }, select: { name: true } });
  await recordAudit(
    {
      actor: "system",
      action: "sitter.pause",
      targetType: "sitter",
      targetId: String(booking.sitterId),
      summary: `Perfil de ${sitter.name} en pausa: segunda cancelación tardía en ${SITTER_PAUSE_WINDOW_DAYS} días (reserva ${bookingReference(booking.id)}). Vuelve a publicarse cuando el equipo la revise.`,
    },
    tx,
  );
  expireSitterCache();
};

export const COMMITMENT_PARTS = {
  marks: {
    familyLateCancellation: async (tx, booking, now) => {
      if (familyCancelsLate(booking, now)) await mark(tx, booking, "FAMILY", "LATE_CANCELLATION", now);
    },
    sitterLateCancellation,
    sitterNoShow: (tx, booking, now) => mark(tx, booking, "SITTER", "NO_SHOW", now),
    familyNoShow: (tx, booking, now) => mark(tx, booking, "FAMILY", "NO_SHOW", now),
  },
} satisfies FeatureParts;

/** A mark as the team's card lists it. */
export type ShownMark = { id: string; party: CommitmentParty; kind: CommitmentKind; label: string; at: string; reviewedAt: string | null; pausedProfile: boolean };

/** The marks a booking left, for the team's card (oldest first). */
export async function marksOfBooking(bookingId: string): Promise<ShownMark[]> {
  const rows = await db().commitmentMark.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({
    id: row.id, party: row.party, kind: row.kind, label: MARK_LABELS[row.party][row.kind],
    at: row.createdAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null, pausedProfile: row.pausedProfile,
  }));
}

export const MARK_MESSAGES = { notFound: "No encontramos esa marca del historial." } as const;

/**
 * PATCH /api/admin/commitment-marks/{id}: the team reviewed a mark (audited). A mark that paused its sitter's profile
 * publishes it again once none of the sitter's pausing marks waits for review. Reviewing twice changes nothing.
 */
export async function reviewMark(id: string, admin: { email: string }, now: Date = currentTime()) {
  const result = await db().$transaction(async (tx) => {
    const row = await tx.commitmentMark.findUnique({ where: { id }, select: { id: true, bookingId: true, party: true, kind: true, sitterId: true, reviewedAt: true, pausedProfile: true } });
    if (!row) throw new HttpError(404, MARK_MESSAGES.notFound);
    if (row.reviewedAt) return { id: row.id, reviewedAt: row.reviewedAt, republished: false };
    const claimed = await tx.commitmentMark.updateMany({ where: { id, reviewedAt: null }, data: { reviewedAt: now } });
    if (claimed.count === 0) return { id: row.id, reviewedAt: now, republished: false };
    let republished = false;
    if (row.pausedProfile && row.sitterId !== null) {
      const waiting = await tx.commitmentMark.count({ where: { sitterId: row.sitterId, pausedProfile: true, reviewedAt: null } });
      if (waiting === 0) {
        const sitter = await tx.sitter.update({ where: { id: row.sitterId }, data: { published: true }, select: { published: true, department: true, municipality: true } });
        await tellFirstSitter(tx, sitter);
        republished = true;
      }
    }
    await recordAudit(
      {
        actor: admin.email,
        action: "commitment.review",
        targetType: "booking",
        targetId: row.bookingId,
        summary: `Revisada: ${MARK_LABELS[row.party][row.kind]} (reserva ${bookingReference(row.bookingId)})${republished ? "; el perfil del cuidador vuelve a estar publicado" : ""}`,
      },
      tx,
    );
    return { id: row.id, reviewedAt: now, republished };
  });
  if (result.republished) expireSitterCache();
  return { id: result.id, reviewedAt: result.reviewedAt.toISOString(), republished: result.republished };
}
