import "server-only";
import { recordAudit } from "@/lib/audit";
import { bookingReference } from "@/lib/bookings/reference";
import { BOOKING_STATUS_LABELS, bookingDetailsSelect } from "@/lib/bookings/status";
import { canMove, COMPLETE_AFTER_DAYS, EXPIRE_AFTER_HOURS, needsReason, timedMove, type Actor } from "@/lib/bookings/lifecycle";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/handler";
import { enqueueMail, type OutboxDraft } from "@/lib/mail/outbox";
import { ownerMail, teamMail, type MailBooking } from "@/lib/mail/messages";
import { siteOrigin } from "@/lib/site/url";
import { newTrackingToken, trackingPath } from "@/lib/bookings/tracking";

// Moving a booking along its lifecycle: the rule (lib/bookings/lifecycle.ts) checked under a row lock, the move
// written to the history with who made it and why, and the e-mails it causes written to the outbox — all in
// one transaction, so a move never happens without its e-mail, nor an e-mail without its move.

export const MOVE_MESSAGES = {
  notAllowed: (from: BookingStatus, to: BookingStatus) =>
    `Una reserva ${BOOKING_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${BOOKING_STATUS_LABELS[to].toLowerCase()}.`,
  reasonRequired: "Escribe el motivo: la familia lo recibe por correo.",
  notFound: "No encontramos esa reserva.",
} as const;

/** Who moves it: an admin or the booking's sitter (by e-mail), the owner through their link, or a timer. */
export type Mover = { actor: "team" | "sitter"; email: string } | { actor: "owner" } | { actor: "system" };

const moverName = (mover: Mover) => (mover.actor === "team" || mover.actor === "sitter" ? mover.email : mover.actor);

const mailSelect = {
  id: true,
  status: true,
  name: true,
  email: true,
  whatsapp: true,
  sitterName: true,
  ...bookingDetailsSelect,
  notes: true,
  createdAt: true,
} as const;

type MailRow = Prisma.BookingGetPayload<{ select: typeof mailSelect }>;

export const mailBooking = (row: Omit<MailRow, "status" | "createdAt">): MailBooking => ({ ...row, reference: bookingReference(row.id) });

export const adminUrl = () => `${siteOrigin()}/admin`;

/**
 * A fresh tracking link for the owner, stored as its hash: every e-mail to the owner carries one, and every link
 * they ever received keeps working. Answers the absolute URL and the token.
 */
export async function issueTrackingLink(tx: Prisma.TransactionClient, bookingId: string): Promise<{ url: string; token: string }> {
  const { token, hash } = newTrackingToken();
  await tx.bookingLink.create({ data: { hash, bookingId } });
  return { url: `${siteOrigin()}${trackingPath(token)}`, token };
}

/** The moves the owner hears about (CONTACTED is a WhatsApp conversation already). */
const OWNER_IS_TOLD: readonly BookingStatus[] = ["CONFIRMED", "DECLINED", "EXPIRED", "COMPLETED", "CANCELLED"];

/** The e-mails a move causes (the owner's carry their tracking link). */
function mailsFor(row: MailRow, to: BookingStatus, mover: Mover, reason: string | null, link: string): OutboxDraft[] {
  const booking = mailBooking(row);
  const owner = (content: { subject: string; text: string; html: string }, kind: string): OutboxDraft => ({ kind, to: row.email, bookingId: row.id, ...content });
  const team = process.env.TEAM_EMAIL?.trim();
  const drafts: OutboxDraft[] = [];
  if (to === "CONFIRMED") drafts.push(owner(ownerMail.confirmed(booking, link), "booking-confirmed"));
  if (to === "DECLINED") drafts.push(owner(ownerMail.declined(booking, link, reason ?? ""), "booking-declined"));
  if (to === "EXPIRED") drafts.push(owner(ownerMail.expired(booking, link), "booking-expired"));
  if (to === "COMPLETED") drafts.push(owner(ownerMail.completed(booking, link), "booking-completed"));
  if (mover.actor === "sitter" && team) {
    drafts.push({ kind: "team-sitter-answered", to: team, bookingId: row.id, ...teamMail.sitterAnswered(booking, adminUrl(), to, reason) });
  }
  if (to === "CANCELLED") {
    drafts.push(owner(ownerMail.cancelled(booking, link, mover.actor === "owner" ? "owner" : "team", reason ?? ""), "booking-cancelled"));
    if (team) drafts.push({ kind: "team-booking-cancelled", to: team, bookingId: row.id, ...teamMail.cancelled(booking, adminUrl(), row.status, reason ?? "") });
  }
  return drafts;
}

/**
 * Moves a booking to `to` inside `tx`. Refuses (409, nothing changed) what the lifecycle forbids for this mover;
 * the team declines and cancels with a reason (the owner may leave it out).
 */
export async function moveBookingIn(
  tx: Prisma.TransactionClient,
  id: string,
  to: BookingStatus,
  mover: Mover,
  options: { reason?: string | null } = {},
): Promise<{ from: BookingStatus; to: BookingStatus }> {
  // The row lock makes two moves of the same booking (two admins, an admin and the cron) take turns.
  await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
  const row = await tx.booking.findUnique({ where: { id }, select: mailSelect });
  if (!row) throw new HttpError(404, MOVE_MESSAGES.notFound);
  if (!canMove(row.status, to, mover.actor as Actor)) throw new HttpError(409, MOVE_MESSAGES.notAllowed(row.status, to), "status");
  const reason = options.reason?.trim() || null;
  if (needsReason(to) && !reason && (mover.actor === "team" || mover.actor === "sitter")) throw new HttpError(400, MOVE_MESSAGES.reasonRequired, "reason");
  await tx.booking.update({
    where: { id },
    data: { status: to, statusChanges: { create: { status: to, changedBy: moverName(mover), reason } } },
  });
  if (OWNER_IS_TOLD.includes(to)) {
    const link = (await issueTrackingLink(tx, id)).url;
    await enqueueMail(tx, mailsFor(row, to, mover, reason ?? "sin motivo", link));
  }
  if (mover.actor === "team") {
    await recordAudit(
      {
        actor: mover.email,
        action: "booking.move",
        targetType: "booking",
        targetId: id,
        summary: `Reserva ${bookingReference(id)}: ${BOOKING_STATUS_LABELS[row.status]} → ${BOOKING_STATUS_LABELS[to]}${reason ? ` (${reason})` : ""}`,
      },
      tx,
    );
  }
  return { from: row.status, to };
}

/** The timers of the lifecycle (GET /api/cron/bookings): expire and complete what is due. Idempotent. */
export async function runTimedMoves(now: Date = new Date()): Promise<{ expired: number; completed: number }> {
  // Only what is due: a RECEIVED request older than 72 h, a CONFIRMED stay whose end day is 3 days and 6 h back
  // (completesAt); timedMove() below decides each one exactly.
  const candidates = await db().booking.findMany({
    where: {
      OR: [
        { status: "RECEIVED", createdAt: { lte: new Date(now.getTime() - EXPIRE_AFTER_HOURS * 3_600_000) } },
        { status: "CONFIRMED", endDate: { lte: new Date(now.getTime() - (COMPLETE_AFTER_DAYS + 1) * 86_400_000 - 6 * 3_600_000) } },
      ],
    },
    select: { id: true, status: true, createdAt: true, endDate: true },
  });
  let expired = 0;
  let completed = 0;
  for (const booking of candidates) {
    const due = timedMove(booking, now);
    if (!due) continue;
    const moved = await db().$transaction(async (tx) => {
      const current = await tx.booking.findUnique({ where: { id: booking.id }, select: { status: true, createdAt: true, endDate: true } });
      // Moved meanwhile (an admin, another cron run): nothing to do.
      if (!current || timedMove(current, now) !== due) return false;
      await moveBookingIn(tx, booking.id, due, { actor: "system" });
      return true;
    });
    if (moved && due === "EXPIRED") expired++;
    if (moved && due === "COMPLETED") completed++;
  }
  return { expired, completed };
}
