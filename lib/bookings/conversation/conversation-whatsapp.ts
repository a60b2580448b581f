import "server-only";
import { lockBooking } from "@/lib/bookings/core/booking-lock";
import { issueTrackingLink, portalUrl } from "@/lib/bookings/core/notices";
import { bookingReference } from "@/lib/bookings/core/reference";
import { LIVE_STATUSES } from "@/lib/bookings/core/status";
import { maskContactDetails, showsContactOf } from "@/lib/bookings/conversation/contact-mask";
import { tellOthersByMail } from "@/lib/bookings/conversation/message-notices";
import { AUTHOR_LABELS, cleanMessageText, CONVERSATION_LIMITS, type MessageAuthorCode } from "@/lib/bookings/conversation/conversation-rules";
import {
  filedText,
  firstNameOf,
  relayedText,
  TEAM_NAME,
  THREAD_TEMPLATE_EVERY_MS,
  THREAD_WHATSAPP,
  WHATSAPP_WINDOW_MS,
} from "@/lib/bookings/conversation/conversation-whatsapp-texts";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentTime } from "@/lib/dates/clock";
import { whatsappOptIns } from "@/lib/mail/whatsapp-consent";
import { enqueueWhatsapp, enqueueWhatsappText } from "@/lib/mail/whatsapp-outbox";
import { whatsappSettings } from "@/lib/mail/whatsapp-settings";
import type { InboundMessage } from "@/lib/mail/whatsapp-webhook";
import { whatsappRecipient } from "@/lib/site/whatsapp-number";

// The booking's conversation on WhatsApp. Out: what one person writes reaches the others who have WhatsApp — as a
// plain text inside Meta's 24 h window (since that person last wrote to the business number), else as a template
// that only says someone wrote, at most once per person and booking in 15 minutes. In: what a person writes to the
// business number is filed in the thread of the booking whose message they answered, else of their newest live
// booking; none, and it waits in the team's "Mensajes sin reserva".

type Tx = Prisma.TransactionClient;
type Reader = "owner" | "sitter";

/** Meta's window and our cap are Meta's real time, not a test server's moved clock. */
const realNow = () => new Date();

/** The booking's people as WhatsApp reaches them: the owner's number, the listed sitter's profile number. */
async function peopleOf(tx: Tx, bookingId: string) {
  const row = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, name: true, whatsapp: true, sitter: { select: { name: true, whatsapp: true, userId: true } } },
  });
  if (!row) return null;
  const confirmed = (await tx.bookingStatusChange.count({ where: { bookingId, status: "CONFIRMED" } })) > 0;
  return {
    id: row.id,
    confirmed,
    number: { owner: row.whatsapp, sitter: row.sitter?.whatsapp ?? null } as Record<Reader, string | null>,
    name: { owner: firstNameOf(row.name) ?? AUTHOR_LABELS.owner, sitter: firstNameOf(row.sitter?.name) ?? AUTHOR_LABELS.sitter, team: TEAM_NAME } as Record<MessageAuthorCode, string>,
    sitterUserId: row.sitter?.userId ?? null,
  };
}

/**
 * Whether plain text may go to `number` now: it wrote to the business number in the last 24 hours. A number typed in
 * a form is anyone's, so it must also be on (proven, no BAJA) or have written into this booking's thread itself.
 */
async function mayGetText(tx: Tx, number: string, bookingId: string, on: boolean, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - WHATSAPP_WINDOW_MS);
  const last = await tx.whatsappInbound.findFirst({ where: { from: number, receivedAt: { gt: since }, ...(on ? {} : { bookingId }) }, select: { id: true } });
  return last !== null;
}

/** A template went to `number` about this booking in the last 15 minutes. */
async function toldLately(tx: Tx, number: string, bookingId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - THREAD_TEMPLATE_EVERY_MS);
  return (await tx.whatsappMessage.count({ where: { bookingId, recipient: number, template: THREAD_WHATSAPP.template, createdAt: { gt: since } } })) > 0;
}

/**
 * Tells the booking's other people on WhatsApp of a message written in its thread, in `tx` (the message's own
 * transaction: the outbox sends it once it commits, never twice). Never its author; never the team (e-mail). Inside a
 * person's window the text goes (masked as they read it on the web until the booking is confirmed); outside it,
 * only to a number that is on, the template without the text, at most once per booking in 15 minutes. Callers hold
 * the booking's row lock (the 15 minutes are counted under it). Answers how many messages were queued.
 */
export async function relayMessageOnWhatsApp(tx: Tx, booking: { id: string }, message: { author: MessageAuthorCode; text: string }): Promise<number> {
  if (!whatsappSettings()) return 0;
  const people = await peopleOf(tx, booking.id);
  if (!people) return 0;
  const readers = (["owner", "sitter"] as const).filter((reader) => reader !== message.author && people.number[reader]);
  const on = await whatsappOptIns(tx, readers.map((reader) => people.number[reader]));
  const now = realNow();
  let queued = 0;
  for (const reader of readers) {
    const phone = people.number[reader]!;
    const number = whatsappRecipient(phone);
    if (!number) continue;
    const cap = reader === "sitter" ? ("none" as const) : ("recipients" as const);
    const author = people.name[message.author];
    if (await mayGetText(tx, number, people.id, on.has(phone), now)) {
      const text = showsContactOf(message.author, reader, people.confirmed) ? message.text : maskContactDetails(message.text);
      if (await enqueueWhatsappText(tx, { to: phone, text: relayedText(author, text), bookingId: people.id, cap })) queued++;
      continue;
    }
    if (!on.has(phone) || (await toldLately(tx, number, people.id, now))) continue;
    // The owner's link is one of their own, sent to no address (as every WhatsApp notice's: notices.ts).
    const link = reader === "owner" ? await issueTrackingLink(tx, people.id, null) : portalUrl();
    const parameters = [author, bookingReference(people.id), link];
    if (await enqueueWhatsapp(tx, { to: phone, template: THREAD_WHATSAPP.template, parameters, bookingId: people.id, cap })) queued++;
  }
  return queued;
}

/** A column's number matches the sender: stored as E.164, as bare digits, or typed locally ("7123-4567"). */
const matches = (column: Prisma.Sql, forms: string[]) => Prisma.sql`(${column} IS NOT NULL AND regexp_replace(${column}, '\\D', '', 'g') = ANY(${forms}::text[]))`;

/**
 * The booking a message from `number` belongs to and who wrote it: the booking of the message it answers (`context`,
 * a message we sent to that number), else the newest live booking where the number is the owner's or the sitter's.
 */
async function bookingOfReply(tx: Tx, number: string, contextId: string | null): Promise<{ id: string; author: Reader } | null> {
  const forms = number.startsWith("503") ? [number, number.slice(3)] : [number];
  const owner = matches(Prisma.sql`b."whatsapp"`, forms);
  const sitter = matches(Prisma.sql`s."whatsapp"`, forms);
  const answered = contextId ? await tx.whatsappMessage.findUnique({ where: { wamid: contextId }, select: { bookingId: true, recipient: true } }) : null;
  const which = answered?.bookingId && answered.recipient === number ? Prisma.sql`b."id" = ${answered.bookingId}` : Prisma.sql`b."status"::text = ANY(${[...LIVE_STATUSES]}::text[])`;
  const [row] = await tx.$queryRaw<{ id: string; owner: boolean }[]>`
    SELECT b."id", ${owner} AS "owner" FROM "bookings" b LEFT JOIN "sitters" s ON s."id" = b."sitterId"
    WHERE ${which} AND (${owner} OR ${sitter})
    ORDER BY b."createdAt" DESC, b."id" DESC LIMIT 1`;
  if (row) return { id: row.id, author: row.owner ? "owner" : "sitter" };
  // A context naming a booking the number no longer belongs to: as if it had none.
  return answered?.bookingId && answered.recipient === number ? bookingOfReply(tx, number, null) : null;
}

/**
 * Files what a number wrote to the business number in a booking's thread (`channel: "whatsapp"`, Meta's id kept:
 * the webhook's caller files each inbound once), and tells the others as any message does. Answers the booking's id,
 * or null when the number has no booking to file it on (the team's "Mensajes sin reserva").
 */
export async function fileWhatsappReply(tx: Tx, inbound: InboundMessage): Promise<string | null> {
  const target = await bookingOfReply(tx, inbound.from, inbound.contextId);
  if (!target) return null;
  await lockBooking(tx, target.id);
  const people = await peopleOf(tx, target.id);
  // Cleaned as a message written on the web is; nothing left (an image, a sticker) says so instead.
  const text = filedText(inbound.text === null ? null : cleanMessageText(inbound.text) || null, inbound.type, CONVERSATION_LIMITS.text);
  const filed = await tx.bookingMessage.create({
    data: {
      bookingId: target.id,
      author: target.author,
      authorUserId: target.author === "sitter" ? (people?.sitterUserId ?? null) : null,
      text,
      channel: "whatsapp",
      whatsappId: inbound.messageId,
      // Filed at the moment it reached us: Meta's timestamp counts whole seconds, and a reply must never sort before
      // the message it answers, written a moment earlier in the same second.
      createdAt: new Date(Math.max(inbound.receivedAt.getTime(), currentTime().getTime())),
    },
    select: { author: true, text: true, createdAt: true },
  });
  // The others are told as of a message written on the web: by e-mail and on WhatsApp.
  await tellOthersByMail(tx, target.id, filed);
  await relayMessageOnWhatsApp(tx, { id: target.id }, { author: target.author, text });
  return target.id;
}
