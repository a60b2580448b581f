import "server-only";
import { issueTrackingLink, portalUrl } from "@/lib/bookings/core/notices";
import { bookingReference } from "@/lib/bookings/core/reference";
import { maskContactDetails, showsContactOf } from "@/lib/bookings/conversation/contact-mask";
import { AUTHOR_LABELS, type MessageAuthorCode } from "@/lib/bookings/conversation/conversation-rules";
import { MESSAGE_NOTICE, messageNoticeMail, noticeDue, ownerLinkIn, type NoticedMessage } from "@/lib/bookings/conversation/message-notice-rules";
import { firstName } from "@/lib/format/text";
import type { Prisma } from "@/lib/generated/prisma/client";
import { outboxRow } from "@/lib/mail/outbox";

// A message written in a booking's thread (on the web, or a WhatsApp answer once filed) tells the booking's other
// people by e-mail, with its text: the owner (with a fresh tracking link) and the sitter with a portal account (the
// portal). Never its author, never the team (it reads the thread in its inbox, unread first). At most one e-mail per
// person and booking every 15 minutes: a message written meanwhile joins the e-mail still waiting, so each message is
// mailed once and none is left out. Written in the caller's transaction, beside the message (the outbox sends it).
// It is someone else's move for its reader: never held by the cap on unproven addresses (owner-mail-cap.ts).

type Tx = Prisma.TransactionClient;
type Reader = Exclude<MessageAuthorCode, "team">;
export type ToldMessage = { author: MessageAuthorCode; createdAt: Date };

const noticeBookingSelect = {
  name: true,
  email: true,
  sitterName: true,
  sitter: { select: { name: true, user: { select: { email: true } } } },
} as const;

const wasConfirmed = async (tx: Tx, bookingId: string) => (await tx.bookingStatusChange.count({ where: { bookingId, status: "CONFIRMED" } })) > 0;

/**
 * Tells the booking's other people of `message` (already written in `tx`) by e-mail. The caller holds the booking's
 * row lock (postMessage does), so two messages at once take turns. Answers how many e-mails were written or joined.
 */
export async function tellOthersByMail(tx: Tx, bookingId: string, message: ToldMessage): Promise<number> {
  const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: noticeBookingSelect });
  if (!booking) return 0;
  const address: Record<Reader, string | null> = { owner: booking.email, sitter: booking.sitter?.user?.email ?? null };
  const readers = (Object.keys(address) as Reader[]).filter((reader) => reader !== message.author && address[reader]);
  if (readers.length === 0) return 0;
  const confirmed = await wasConfirmed(tx, bookingId);
  const sitterName = booking.sitter?.name ?? booking.sitterName;
  const nameOf = (author: MessageAuthorCode) =>
    author === "owner" ? firstName(booking.name) : author === "sitter" ? (sitterName ? firstName(sitterName) : "Tu cuidador") : AUTHOR_LABELS.team;
  const reference = bookingReference(bookingId);
  const now = message.createdAt;

  let told = 0;
  for (const reader of readers) {
    const to = address[reader]!;
    // The others' messages since `since`, as this reader may read them (contact details masked until confirmed).
    const messagesSince = async (since: Date): Promise<NoticedMessage[]> => {
      const rows = await tx.bookingMessage.findMany({
        where: { bookingId, author: { not: reader }, createdAt: { gte: since } },
        select: { author: true, text: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return rows.map((row) => ({ from: nameOf(row.author), text: showsContactOf(row.author, reader, confirmed) ? row.text : maskContactDetails(row.text) }));
    };
    const newLink = async () => (reader === "owner" ? `${await issueTrackingLink(tx, bookingId, to)}#conversacion` : portalUrl());
    const last = await tx.outboxMessage.findFirst({
      where: { bookingId, kind: MESSAGE_NOTICE.kind, to },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, status: true, nextAttemptAt: true, lockedUntil: true, sentAt: true, createdAt: true, text: true },
    });
    let due = noticeDue(last, now);
    if (due.join) {
      // The waiting e-mail keeps the link it already carries: a message that joins it issues no new one.
      const link = (reader === "owner" && last ? ownerLinkIn(last.text) : null) ?? (await newLink());
      const mail = messageNoticeMail({ reader, reference, messages: await messagesSince(due.join.createdAt), link });
      // Only while it still waits, held by no sender: a sender that claimed it meanwhile sends it as it was (and one
      // that died sending it leaves it failed, never to be sent again).
      const joined = await tx.outboxMessage.updateMany({
        where: { id: due.join.id, status: "PENDING", sendingAt: null, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
        data: { subject: mail.subject, text: mail.text, html: mail.html },
      });
      if (joined.count === 1) {
        told++;
        continue;
      }
      due = { join: null, notBefore: new Date(now.getTime() + MESSAGE_NOTICE.everyMs) };
    }
    const mail = messageNoticeMail({ reader, reference, messages: await messagesSince(now), link: await newLink() });
    await tx.outboxMessage.create({
      data: { ...outboxRow({ kind: MESSAGE_NOTICE.kind, to, ...mail, notBefore: due.notBefore ?? now }), bookingId, createdAt: now },
    });
    told++;
  }
  return told;
}
