import { composeMail, type MailContent } from "@/lib/mail/compose";

// The e-mail that tells of new messages in a booking's thread, and when the next one may go: pure rules.

export const MESSAGE_NOTICE = {
  kind: "booking-message",
  /** At most one e-mail per person and booking in this time. */
  everyMs: 15 * 60 * 1000,
  /** The newest messages one e-mail carries in full; older ones are counted ("y N mensajes antes"). */
  shown: 10,
} as const;

/** The last message-notice e-mail to one person on one booking, as the outbox keeps it. */
export type LastNotice = { id: string; status: "PENDING" | "SENT" | "SKIPPED" | "FAILED"; nextAttemptAt: Date; lockedUntil: Date | null; sentAt: Date | null; createdAt: Date };

/**
 * What a new message does to that person's notices at `now`: `join` the one still waiting (not held by a sender:
 * it will carry this message too), or write a new one sent at `notBefore` (null: at once) — 15 minutes after the
 * last one went (or is going) out.
 */
export function noticeDue(last: LastNotice | null, now: Date): { join: { id: string; createdAt: Date } | null; notBefore: Date | null } {
  if (!last) return { join: null, notBefore: null };
  if (last.status === "PENDING") {
    if (!last.lockedUntil || last.lockedUntil < now) return { join: { id: last.id, createdAt: last.createdAt }, notBefore: null };
    // Being sent right now.
    return { join: null, notBefore: new Date(now.getTime() + MESSAGE_NOTICE.everyMs) };
  }
  const wentAt = last.sentAt ?? last.createdAt;
  const next = new Date(wentAt.getTime() + MESSAGE_NOTICE.everyMs);
  return { join: null, notBefore: next > now ? next : null };
}

/** `from`: how the author is named (a first name, or the team). */
export type NoticedMessage = { from: string; text: string };

/**
 * The e-mail: who wrote, the booking's reference, each text (newest last, quoted so that a text that is only a link
 * never becomes one), and where to answer (the owner's tracking page or the sitter's portal).
 */
export function messageNoticeMail({ reader, reference, messages, link }: { reader: "owner" | "sitter"; reference: string; messages: NoticedMessage[]; link: string }): MailContent {
  const shown = messages.slice(-MESSAGE_NOTICE.shown);
  const earlier = messages.length - shown.length;
  const subject =
    messages.length === 1 ? `${messages[0].from} te escribió sobre tu reserva ${reference}` : `${messages.length} mensajes nuevos sobre tu reserva ${reference}`;
  return composeMail(subject, [
    `Tienes ${messages.length === 1 ? "un mensaje nuevo" : `${messages.length} mensajes nuevos`} en la conversación de tu reserva ${reference}.`,
    ...(earlier > 0 ? [`(y ${earlier} ${earlier === 1 ? "mensaje" : "mensajes"} antes: léelos en la conversación)`] : []),
    ...shown.map((message) => `${message.from} escribió:\n«${message.text}»`),
    reader === "owner" ? OWNER_ANSWER_LINE : "Responde desde tu portal, en la solicitud de esta reserva:",
    link,
  ]);
}

const OWNER_ANSWER_LINE = "Responde desde tu página de seguimiento, en «Conversación»:";

/**
 * The tracking link an owner's waiting e-mail (its text) already carries, so that a message joining it issues no new
 * one. Read after the last answer line: the quoted messages come before it, so no author can plant a link there.
 */
export function ownerLinkIn(text: string): string | null {
  const paragraphs = text.split("\n\n");
  const at = paragraphs.lastIndexOf(OWNER_ANSWER_LINE);
  const link = at >= 0 ? paragraphs[at + 1] : undefined;
  return link && /^https?:\/\/\S+\/reserva\/[A-Za-z0-9_-]{32}#conversacion$/.test(link) ? link : null;
}
