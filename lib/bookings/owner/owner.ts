import "server-only";
// The sheet's guards and texts lent by the features (a read here may catch up a timer or offer a move).
import "@/lib/bookings/features";
import { bookingDetailsSelect } from "@/lib/bookings/core/status";
import { db } from "@/lib/db";
import { moverOf, type OwnerBooking } from "@/lib/bookings/core/access";
import { canMove, mayMake, mayMove, REQUEST_ARRIVES } from "@/lib/bookings/core/process";
import { stayDoor } from "@/lib/bookings/stay/stay-rules";
import { withSitterLine } from "@/lib/bookings/stay/stay-words";
import { STAY_MOVE_MESSAGES } from "@/lib/bookings/stay/stay-moves-schema";
import { reviewWindowOpen } from "@/lib/bookings/reviews/review-rules";
import { moveBooking } from "@/lib/bookings/loop";
import { OWNER_MESSAGES } from "@/lib/bookings/owner/owner-schema";
import { REVIEW_MESSAGES, type ReviewInput } from "@/lib/bookings/reviews/review-schemas";
import { bookingReference } from "@/lib/bookings/core/reference";
import { meetPairSelect, meetSummariesIn } from "@/lib/bookings/meet/meet-pair";
import { meetDeadlines, meetViewFor } from "@/lib/bookings/meet/meet-sheet";
import { readReportPhoto, reportsOf } from "@/lib/bookings/stay/reports";
import { refreshSitterRating, reviewHold } from "@/lib/bookings/reviews/reviews";
import type { RequestOrigin } from "@/lib/auth/request-origin";
import { petFileEditable } from "@/lib/bookings/pet-file/pet-file-rules";
import { firstName } from "@/lib/format/text";
import { isUniqueViolation } from "@/lib/http/db-errors";
import { HttpError } from "@/lib/http/handler";
import { expireSitterCache } from "@/lib/sitters/public";
import { planBForOwner } from "@/lib/bookings/plan-b/plan-b";
import { askOwnerToConfirm } from "@/lib/bookings/core/notices";
import { recordWhatsappOptIn, recordWhatsappOptOut, whatsappConsentState, type ConsentState } from "@/lib/mail/whatsapp-consent";
import { whatsappOn } from "@/lib/mail/whatsapp-settings";
import { formatWhatsapp, normalizeWhatsapp, whatsappContact } from "@/lib/site/whatsapp-number";
import { STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import { currentTime } from "@/lib/dates/clock";

// The owner's side of a booking, reached only with a token from their link (lib/bookings/core/access.ts).

const ownerSelect = {
  ...bookingDetailsSelect,
  name: true,
  whatsapp: true,
  createdAt: true,
  sitterName: true,
  sitter: { select: { name: true, slug: true, published: true, userId: true, whatsapp: true } },
  statusChanges: { select: { status: true, changedAt: true, move: true, actor: true }, orderBy: { changedAt: "asc" as const } },
  review: { select: { id: true, rating: true, communication: true, text: true, createdAt: true, hidden: true, heldReason: true } },
  ...meetPairSelect,
  meetWaivedReason: true,
  handOverPlace: true,
  pet: { select: { name: true } },
  // The pair's summary (meetPairSelect) reads these fields of the meet & greet; the page shows the rest.
  meet: { select: { at: true, place: true, note: true, status: true, declineReason: true, ownerOutcome: true, sitterOutcome: true, addressColonia: true, addressStreet: true, addressReference: true } },
} as const;

/** The owner's booking as their pages read it (reached through a link, lib/bookings/core/access.ts). */
const ownerRow = (booking: OwnerBooking) => db().booking.findUniqueOrThrow({ where: { id: booking.id }, select: ownerSelect });

type OwnerRow = Awaited<ReturnType<typeof ownerRow>>;

const calendarDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const completedAt = (row: OwnerRow) => row.statusChanges.findLast((change) => change.status === "COMPLETED")?.changedAt ?? null;

/** GET /api/bookings/{token}: exactly what the owner may see (no contact data). */
function publicBooking(row: OwnerRow) {
  return {
    status: row.status,
    service: row.service,
    petType: row.petType,
    petSize: row.petSize,
    startDate: calendarDay(row.startDate),
    endDate: calendarDay(row.endDate),
    sitter: row.sitter ? { name: row.sitter.name, slug: row.sitter.slug } : null,
    // When the pet changed hands (the sitter's hand-over, the pick-up or hand-back), as the history recorded it.
    ...stayDoor(row.statusChanges.map((change) => ({ move: change.move, changedAt: change.changedAt })), row.handOverPlace),
    // Each step with the sheet's move that made it and who made it (never which person: that is the team's).
    history: [
      { status: "RECEIVED" as const, at: row.createdAt.toISOString(), move: REQUEST_ARRIVES.name, by: REQUEST_ARRIVES.by },
      ...row.statusChanges.map((change) => ({ status: change.status, at: change.changedAt.toISOString(), move: change.move, by: change.actor })),
    ],
  };
}

/** The meet & greet as the owner sees it, with their waiver (when and why) for the history. */
async function ownerMeet(row: OwnerRow, now: Date) {
  const summary = (await meetSummariesIn(db(), [row])).get(row.id);
  return {
    ...meetViewFor("owner", row.status, row.meet, summary, now, meetDeadlines(row), row.sitter),
    waiver: row.meetWaivedAt ? { at: row.meetWaivedAt.toISOString(), reason: row.meetWaivedReason } : null,
  };
}

export async function bookingForOwner(booking: OwnerBooking) {
  const row = await ownerRow(booking);
  return { ...publicBooking(row), meet: await ownerMeet(row, currentTime()), reports: await reportsOf(row.id, { owner: booking.token }) };
}

/** A report photo through the owner's link (null for a photo of another booking). */
export async function reportPhotoForOwner(booking: OwnerBooking, photoId: string) {
  return readReportPhoto(booking.id, photoId);
}

/** The tracking page: the public view plus what the owner can do now. */
export async function trackingPageData(booking: OwnerBooking, now: Date = currentTime()) {
  const row = await ownerRow(booking);
  const completed = completedAt(row);
  const handedOverAt = row.statusChanges.find((change) => change.move === "sitter.handOver")?.changedAt ?? null;
  return {
    ...publicBooking(row),
    reports: await reportsOf(row.id, { owner: booking.token }),
    reference: bookingReference(row.id),
    ownerFirstName: firstName(row.name),
    sitterName: row.sitter?.name ?? row.sitterName,
    sitterPublished: row.sitter?.published ?? false,
    /** Its sitter answers from a portal account; without one the team confirms with them. */
    sitterHasAccount: row.sitter?.userId != null,
    canCancel: mayMove(row, "CANCELLED", "owner", now),
    /** The pet's name from its file (null without one): "Toby está con María José desde las 8:10". */
    petName: row.pet?.name ?? null,
    canPickUp: mayMake(row, "owner.pickUp", now),
    /** While the stay is in progress: "Toby está con María José desde las 8:10". */
    withSitter: row.status === "IN_PROGRESS" && handedOverAt ? withSitterLine(row.pet?.name ?? null, row.sitter?.name ?? row.sitterName, handedOverAt, now) : null,
    /** On the stay's first day, before the hand-over: "El cuidador no llegó". */
    canReportNoShow: mayMake(row, "owner.reportNoShow", now),
    /** A confirmed stay that began: not cancelled from the link, and the page says so (and how to reach the team). */
    cancelFromLinkClosed: canMove(row.status, "CANCELLED", "owner") && !mayMove(row, "CANCELLED", "owner", now),
    canReview: row.status === "COMPLETED" && row.sitterId !== null && !row.review && completed !== null && reviewWindowOpen(completed, now),
    review: row.review && !row.review.hidden ? { rating: row.review.rating, communication: row.review.communication, text: row.review.text, pending: row.review.heldReason !== null } : null,
    petEditable: petFileEditable(row, now) === true,
    planB: await planBForOwner(row.id, booking.token, now),
    meet: await ownerMeet(row, now),
    whatsappNotices: await ownerWhatsappNotices(row.whatsapp),
    /** Once confirmed (never before): the sitter's first name and WhatsApp, beside «Escribir a tu cuidador». */
    sitterContact: statusIn(STAY_STATUSES, row.status) && row.sitter ? whatsappContact(row.sitter) : null,
  };
}

/** What the number still has to do for its notices to go: answer its confirmation (SÍ), or write ALTA after BAJA. */
const WAITING_FOR: Partial<Record<ConsentState, "confirmation" | "alta">> = { waiting: "confirmation", "opted-out": "alta" };

/**
 * The owner's WhatsApp notices: their number as the page shows it, whether they go to it (`on`: it agreed,
 * answered SÍ, and did not opt out since), what it is `waiting` for otherwise, and whether the channel is on
 * (`sending`: the page says "Te avisamos también por WhatsApp" only then).
 */
async function ownerWhatsappNotices(whatsapp: string) {
  const state = await whatsappConsentState(db(), whatsapp);
  const on = state === "on";
  const channel = whatsappOn();
  // With the channel off no confirmation goes out: the page does not say we wrote.
  const waiting = state === "waiting" && !channel ? undefined : WAITING_FOR[state];
  return { number: formatWhatsapp(normalizeWhatsapp(whatsapp) ?? whatsapp), on, sending: on && channel, waiting };
}

/**
 * POST /api/bookings/{token}/whatsapp: the owner turns the WhatsApp notices to their number off, or asks for them:
 * the link proves nothing of the number (whoever typed it holds the link), so the number gets its confirmation and
 * the notices wait for its SÍ; after BAJA, only the number's ALTA turns them on again.
 */
export async function setOwnerWhatsapp(booking: OwnerBooking, optIn: boolean) {
  const { whatsapp } = await db().booking.findUniqueOrThrow({ where: { id: booking.id }, select: { whatsapp: true } });
  await db().$transaction(async (tx) => {
    if (!optIn) await recordWhatsappOptOut(tx, whatsapp, "Página de seguimiento: dejar de recibir avisos");
    else if ((await recordWhatsappOptIn(tx, whatsapp, "tracking")) === "waiting") await askOwnerToConfirm(tx, { id: booking.id, whatsapp });
  });
  return ownerWhatsappNotices(whatsapp);
}
export type TrackingPageData = Awaited<ReturnType<typeof trackingPageData>>;

/** POST /api/bookings/{token}/cancel: 409 once the stay started or the booking ended. */
export async function cancelByOwner(booking: OwnerBooking, reason: string | undefined, now: Date = currentTime()) {
  const row = await ownerRow(booking);
  if (!mayMove(row, "CANCELLED", "owner", now)) {
    // The sheet's guard speaks of the first day; a request already closed says so instead (a second tab, an old link).
    const closed = row.status === "CANCELLED" ? OWNER_MESSAGES.alreadyCancelled : OWNER_MESSAGES.closedCannotCancel;
    throw new HttpError(409, canMove(row.status, "CANCELLED", "owner") ? OWNER_MESSAGES.cannotCancel : closed);
  }
  await db().$transaction((tx) => moveBooking(tx, row.id, "owner.cancel", moverOf(booking), { reason: reason ?? null, now }));
  expireSitterCache();
  return { status: "CANCELLED" as const };
}

/**
 * POST /api/bookings/{token}/pick-up: the owner picked their pet up (IN_PROGRESS → COMPLETED) at the server's time;
 * 409 with words that say why otherwise (not handed over yet, already completed, another status).
 */
export async function pickUpByOwner(booking: OwnerBooking, now: Date = currentTime()) {
  const row = await ownerRow(booking);
  if (row.status === "CONFIRMED") throw new HttpError(409, STAY_MOVE_MESSAGES.notHandedOver, "status");
  if (row.status === "COMPLETED") throw new HttpError(409, STAY_MOVE_MESSAGES.alreadyCompleted, "status");
  await db().$transaction((tx) => moveBooking(tx, row.id, "owner.pickUp", moverOf(booking), { now }));
  // A completed stay may bring a returning family to the profile.
  expireSitterCache();
  return { booking: await bookingForOwner(booking) };
}

/**
 * POST /api/bookings/{token}/no-show: "El cuidador no llegó" on the stay's first day (CONFIRMED → CANCELLED): the Plan
 * B offered at once, the team alerted, the sitter's record marked; 409 on another day or from another status.
 */
export async function reportSitterNoShow(booking: OwnerBooking, now: Date = currentTime()) {
  const row = await ownerRow(booking);
  if (row.status === "IN_PROGRESS") throw new HttpError(409, STAY_MOVE_MESSAGES.alreadyInProgress, "status");
  await db().$transaction((tx) => moveBooking(tx, row.id, "owner.reportNoShow", moverOf(booking), { now }));
  expireSitterCache();
  return { booking: await bookingForOwner(booking) };
}

/**
 * POST /api/bookings/{token}/accept-backup: the sheet's owner row CANCELLED → CONFIRMED after the sitter cancelled,
 * the named Plan B becoming the sitter (409 when there is none, or it is no longer free).
 */
export async function acceptBackup(booking: OwnerBooking, now: Date = currentTime()) {
  const row = await ownerRow(booking);
  // A second tap, or a page left open: the sheet would say "confirmada no puede pasar a confirmada".
  if (row.status !== "CANCELLED") throw new HttpError(409, row.status === "CONFIRMED" ? OWNER_MESSAGES.alreadyConfirmed : OWNER_MESSAGES.noPlanB, "status");
  await db().$transaction((tx) => moveBooking(tx, row.id, "owner.acceptBackup", moverOf(booking), { now }));
  // The new sitter's days are taken now (a boarding stay), the old one's are free.
  expireSitterCache();
  const moved = await db().booking.findUniqueOrThrow({ where: { id: row.id }, select: { status: true, sitter: { select: { name: true, slug: true } } } });
  return { status: moved.status, sitter: moved.sitter };
}

/** POST /api/bookings/{token}/review: once, for a COMPLETED booking with a sitter, within 30 days. */
export async function reviewByOwner(booking: OwnerBooking, input: ReviewInput, origin: RequestOrigin, now: Date = currentTime()) {
  const row = await ownerRow(booking);
  if (row.review) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
  const completed = completedAt(row);
  if (row.status !== "COMPLETED" || row.sitterId === null || !completed || !reviewWindowOpen(completed, now)) {
    throw new HttpError(409, REVIEW_MESSAGES.notReviewable);
  }
  const sitterId = row.sitterId;
  const review = await db().$transaction(async (tx) => {
    // Two sends at once: the unique bookingId lets only one through (the other is the 409 below).
    // A review counts in public only from a proven family, sent from elsewhere than the sitter's browser and networks.
    const heldReason = await reviewHold(tx, row.id, origin);
    const created = await tx.review.create({
      data: { sitterId, bookingId: row.id, author: firstName(row.name), rating: input.rating, communication: input.communication, text: input.text, heldReason, privateNote: input.privateNote ?? null },
      select: { id: true, author: true, rating: true, communication: true, text: true, createdAt: true, heldReason: true },
    });
    await refreshSitterRating(tx, sitterId);
    return created;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  });
  expireSitterCache();
  const { heldReason, ...shown } = review;
  // The owner reads that it waits for the team, never why (that is the team's).
  return { ...shown, verified: true, pending: heldReason !== null };
}
