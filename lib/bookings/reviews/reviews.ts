import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/handler";
import { expireSitterCache } from "@/lib/sitters/public";
import { ratingSummary } from "@/lib/sitters/rating";
import { mailboxOf } from "@/lib/forms/field-rules";
import { bookingTrustFacts, bookingTrustSelect, holdReasons, isNewSitterFor, PUBLIC_REVIEW, reviewFamilySelect, vouchedFamilies } from "@/lib/sitters/record-trust";
import type { RequestOrigin } from "@/lib/auth/request-origin";

// Reviews: only the public ones count (not hidden, not held for the team: lib/sitters/record-trust.ts). A sitter's rating (one decimal) and review count are derived from them
// and stored with the sitter, so search, cards and profiles read one row; every change to a review refreshes them.

export const REVIEW_MESSAGES = {
  notFound: "No encontramos esa reseña.",
  reasonRequired: "Escribe por qué la ocultas.",
  notHeld: "Esta reseña ya está publicada.",
} as const;

/** Recomputes a sitter's rating and review count from their visible reviews (none: no rating). */
export async function refreshSitterRating(tx: Prisma.TransactionClient, sitterId: number): Promise<void> {
  const visible = await tx.review.findMany({ where: { sitterId, ...PUBLIC_REVIEW }, select: { rating: true } });
  await tx.sitter.update({ where: { id: sitterId }, data: ratingSummary(visible.map((review) => review.rating)) });
}

/** Every review, newest first, for the team (hidden ones included, marked). */
export async function listReviewsForAdmin() {
  const reviews = await db().review.findMany({
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      author: true,
      rating: true,
      communication: true,
      text: true,
      hidden: true,
      hiddenReason: true,
      heldReason: true,
      privateNote: true,
      createdAt: true,
      bookingId: true,
      sitter: { select: { name: true, slug: true } },
    },
  });
  return reviews.map(({ bookingId, ...review }) => ({ ...review, verified: bookingId !== null }));
}

/** Hides a review (with the reason) or shows it again; the sitter's rating follows at once. */
export async function setReviewHidden(id: string, change: { hidden: boolean; reason?: string }, adminEmail: string) {
  const review = await db().$transaction(async (tx) => {
    const current = await tx.review.findUnique({ where: { id }, select: { sitterId: true, author: true, sitter: { select: { name: true } } } });
    if (!current) throw new HttpError(404, REVIEW_MESSAGES.notFound);
    if (change.hidden && !change.reason) throw new HttpError(400, REVIEW_MESSAGES.reasonRequired, "reason");
    const updated = await tx.review.update({
      where: { id },
      data: { hidden: change.hidden, hiddenReason: change.hidden ? change.reason : null },
      select: { id: true, hidden: true, hiddenReason: true },
    });
    await refreshSitterRating(tx, current.sitterId);
    await recordAudit(
      {
        actor: adminEmail,
        action: change.hidden ? "review.hide" : "review.show",
        targetType: "review",
        targetId: id,
        summary: change.hidden
          ? `Ocultó la reseña de ${current.author} a ${current.sitter.name}: ${change.reason}`
          : `Volvió a mostrar la reseña de ${current.author} a ${current.sitter.name}`,
      },
      tx,
    );
    return updated;
  });
  expireSitterCache();
  return review;
}

/**
 * Why a new review of this booking waits for the team ("por revisar"), as one line, or null when it goes
 * public at once: the owner's e-mail never proven, the request or the review sent from the sitter's browser or
 * network, or a new sitter (fewer than three other families, by mailbox, with a public review of theirs).
 */
export async function reviewHold(tx: Prisma.TransactionClient, bookingId: string, origin: RequestOrigin): Promise<string | null> {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      ...bookingTrustSelect,
      email: true,
      sitter: { select: { userId: true, user: { select: { networks: { select: { client: true } } } }, reviews: { where: PUBLIC_REVIEW, select: reviewFamilySelect } } },
    },
  });
  const sitter = { userId: booking.sitter?.userId ?? null, networks: booking.sitter?.user?.networks.map((network) => network.client) ?? [] };
  const newSitter = isNewSitterFor(vouchedFamilies(booking.sitter?.reviews ?? []), mailboxOf(booking.email));
  const reasons = holdReasons({ ...bookingTrustFacts(booking, sitter, origin), newSitter });
  return reasons.length > 0 ? reasons.join(" ") : null;
}

/** Publishes a review that was waiting for the team ("por revisar"); the sitter's rating follows at once. */
export async function publishHeldReview(id: string, adminEmail: string) {
  const review = await db().$transaction(async (tx) => {
    const current = await tx.review.findUnique({ where: { id }, select: { sitterId: true, author: true, heldReason: true, sitter: { select: { name: true } } } });
    if (!current) throw new HttpError(404, REVIEW_MESSAGES.notFound);
    if (current.heldReason === null) throw new HttpError(409, REVIEW_MESSAGES.notHeld);
    const updated = await tx.review.update({ where: { id }, data: { heldReason: null }, select: { id: true, hidden: true, heldReason: true } });
    await refreshSitterRating(tx, current.sitterId);
    await recordAudit(
      { actor: adminEmail, action: "review.publish", targetType: "review", targetId: id, summary: `Publicó la reseña de ${current.author} a ${current.sitter.name} (estaba por revisar: ${current.heldReason})` },
      tx,
    );
    return updated;
  });
  expireSitterCache();
  return review;
}
