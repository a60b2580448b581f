import "server-only";
import type { OwnerBooking, ReachedBooking, SitterBooking, TeamBooking } from "@/lib/bookings/core/access";
import { lockBooking } from "@/lib/bookings/core/booking-lock";
import { bookingReference } from "@/lib/bookings/core/reference";
import { CONVERSATION_MESSAGES, mayWriteAnother, rateWindowStart, type MessageAuthorCode, type MessageChannelCode } from "@/lib/bookings/conversation/conversation-rules";
import type { MessageBody, ReportBody } from "@/lib/bookings/conversation/conversation-schema";
import { maskContactDetails, showsContactOf } from "@/lib/bookings/conversation/contact-mask";
import { tellOthersByMail } from "@/lib/bookings/conversation/message-notices";
import { relayMessageOnWhatsApp } from "@/lib/bookings/conversation/conversation-whatsapp";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";
import { currentTime } from "@/lib/dates/clock";
import { deliverSoon } from "@/lib/mail/outbox";

// The booking's one conversation: the owner (by their link), the booking's sitter (portal) and the team (dashboard)
// write in it and read all of it, oldest first. Texts are kept as plain text; the views never make links of them.
// The owner or the sitter may report it to the team, which puts the booking first in the team's inbox.

export type ConversationMessage = { id: string; author: MessageAuthorCode; text: string; channel: MessageChannelCode; createdAt: string };

const messageSelect = { id: true, author: true, text: true, channel: true, createdAt: true } as const;
type MessageRow = { id: string; author: MessageAuthorCode; text: string; channel: MessageChannelCode; createdAt: Date };

const view = (row: MessageRow): ConversationMessage => ({ id: row.id, author: row.author, text: row.text, channel: row.channel, createdAt: row.createdAt.toISOString() });

/** The audience of a reached booking is the author of what it writes. */
const authorOf = (reached: ReachedBooking): MessageAuthorCode => reached.audience;
const accountOf = (reached: ReachedBooking) => (reached.audience === "owner" ? null : reached.user.id);

/** Whether the booking was ever confirmed (its history has the move): from then on nothing is masked. */
const wasConfirmed = async (bookingId: string) => (await db().bookingStatusChange.count({ where: { bookingId, status: "CONFIRMED" } })) > 0;

/**
 * GET …/messages: the booking's messages, oldest first (newest last). Until the booking is confirmed, the owner's
 * contact details are masked in what the sitter reads and the sitter's in what the owner reads (contact-mask.ts).
 */
export async function listMessages(reached: ReachedBooking): Promise<ConversationMessage[]> {
  const [rows, confirmed] = await Promise.all([
    db().bookingMessage.findMany({ where: { bookingId: reached.id }, select: messageSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    reached.audience === "team" ? true : wasConfirmed(reached.id),
  ]);
  return rows.map((row) => view(showsContactOf(row.author, reached.audience, confirmed) ? row : { ...row, text: maskContactDetails(row.text) }));
}

/**
 * POST …/messages: one message by the reached audience, with the server's time. More than 20 by one author on one
 * booking in an hour is 429: counted under the booking's row lock, so two at once cannot both be the 20th. The
 * booking's other people are told by e-mail (message-notices.ts).
 */
export async function postMessage(reached: ReachedBooking, body: MessageBody, now: Date = currentTime()): Promise<ConversationMessage> {
  const author = authorOf(reached);
  const row = await db().$transaction(async (tx) => {
    await lockBooking(tx, reached.id);
    const written = await tx.bookingMessage.count({ where: { bookingId: reached.id, author, createdAt: { gt: rateWindowStart(now) } } });
    if (!mayWriteAnother(written)) throw new HttpError(429, CONVERSATION_MESSAGES.tooMany);
    const created = await tx.bookingMessage.create({
      data: { bookingId: reached.id, author, authorUserId: accountOf(reached), text: body.text, channel: "web", createdAt: now },
      select: messageSelect,
    });
    // The others are told in the same transaction, by e-mail and on WhatsApp (both outboxes): a message is never
    // kept without its notices, nor told twice.
    await tellOthersByMail(tx, reached.id, created);
    await relayMessageOnWhatsApp(tx, reached, created);
    return created;
  });
  deliverSoon();
  return view(row);
}

/** POST …/messages/report: the owner or the sitter asks the team to read the conversation (audited). */
export async function reportConversation(reached: OwnerBooking | SitterBooking, body: ReportBody, now: Date = currentTime()) {
  const author = authorOf(reached);
  const report = await db().$transaction(async (tx) => {
    const created = await tx.conversationReport.create({ data: { bookingId: reached.id, author, reason: body.reason, createdAt: now }, select: { id: true, createdAt: true } });
    await recordAudit(
      {
        actor: reached.audience === "owner" ? "dueño (enlace de seguimiento)" : reached.user.email,
        action: "booking.conversation.report",
        targetType: "booking",
        targetId: reached.id,
        summary: `Reserva ${bookingReference(reached.id)}: ${author === "owner" ? "el dueño" : "el cuidador"} reportó la conversación: ${body.reason}`,
      },
      tx,
    );
    return created;
  });
  return { id: report.id, createdAt: report.createdAt.toISOString() };
}

/** The reports the team has not reviewed yet, oldest first: what its card shows. */
export async function openConversationReports(bookingId: string) {
  const rows = await db().conversationReport.findMany({ where: { bookingId, reviewedAt: null }, select: { id: true, author: true, reason: true, createdAt: true }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({ id: row.id, author: row.author as MessageAuthorCode, reason: row.reason, createdAt: row.createdAt.toISOString() }));
}

/** DELETE /api/admin/bookings/{id}/messages/report: the team read the reported conversation; the booking leaves the top of the inbox (audited). */
export async function reviewConversationReports(reached: TeamBooking, now: Date = currentTime()) {
  return db().$transaction(async (tx) => {
    const { count } = await tx.conversationReport.updateMany({ where: { bookingId: reached.id, reviewedAt: null }, data: { reviewedAt: now, reviewedBy: reached.user.email } });
    if (count > 0) {
      await recordAudit(
        { actor: reached.user.email, action: "booking.conversation.reviewed", targetType: "booking", targetId: reached.id, summary: `Reserva ${bookingReference(reached.id)}: conversación reportada revisada` },
        tx,
      );
    }
    return { reviewed: count };
  });
}
