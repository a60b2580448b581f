import "server-only";
import type { BookingMailContext, MailBooking } from "@/lib/bookings/core/mails";
import type { Transition } from "@/lib/bookings/core/process";
import { bookingReference } from "@/lib/bookings/core/reference";
import { mailText, whatsappNoticeOf } from "@/lib/bookings/core/sheet-parts";
import { newTrackingToken, trackingPath } from "@/lib/bookings/core/tracking";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OutboxDraft } from "@/lib/mail/outbox";
import { askToConfirm, whatsappOptIns } from "@/lib/mail/whatsapp-consent";
import { enqueueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { siteOrigin } from "@/lib/site/url";

// Who is told of a move, as the sheet says: each notice becomes one outbox message, addressed to the owner, the
// team (TEAM_EMAIL) or the sitter (the account linked to their profile). A recipient with no address — no team
// address configured, a sitter without an account — is skipped.

/**
 * The booking as the texts read it, plus where its sitter's e-mail goes (null: no linked account) and whether its
 * sitter is one of ours (`sitterListed`: a profile in the database, not a name the requester typed).
 */
export type NoticeBooking = Omit<MailBooking, "reference"> & { id: string; sitterEmail: string | null; sitterListed: boolean };

export const adminUrl = () => `${siteOrigin()}/admin`;
export const portalUrl = () => `${siteOrigin()}/portal`;

/**
 * A fresh tracking link for the owner, stored as its hash: every e-mail to the owner carries one, and every link
 * they ever received keeps working. `sentTo`: the address an e-mail carries it to; null for a link that proves no
 * address (a WhatsApp message's: opening it must not lift the e-mail cap or count as a proven address). Answers the
 * absolute URL.
 */
export async function issueTrackingLink(tx: Prisma.TransactionClient, bookingId: string, sentTo: string | null): Promise<string> {
  const { token, hash } = newTrackingToken();
  await tx.bookingLink.create({ data: { hash, bookingId, sentTo } });
  return `${siteOrigin()}${trackingPath(token)}`;
}

/** Whether a move along `row` tells the owner (then the caller issues a fresh tracking link first). */
export const tellsOwner = (row: Transition) => row.tell.some((notice) => notice.to === "owner");

type NoticeContext = Omit<BookingMailContext, "booking" | "to" | "adminUrl" | "portalUrl">;

/** What the texts read, for everyone and for the owner. */
function mailContexts(row: Pick<Transition, "to">, booking: NoticeBooking, context: NoticeContext) {
  const { id, sitterListed, ...rest } = booking;
  // Where the sitter's e-mail goes is not for the texts.
  const texts = { ...rest, sitterEmail: undefined, reference: bookingReference(id) };
  const full: BookingMailContext = { ...context, to: row.to, booking: texts, adminUrl: adminUrl(), portalUrl: portalUrl() };
  // The owner's e-mails carry no text the requester typed but their own first name: a sitter is named only when
  // the name comes from our database (otherwise the form would send branded e-mails with anyone's words).
  const forOwner: BookingMailContext = sitterListed ? full : { ...full, booking: { ...full.booking, sitterName: null } };
  return { full, forOwner };
}

export function noticesFor(row: Pick<Transition, "to" | "tell">, booking: NoticeBooking, context: NoticeContext): OutboxDraft[] {
  const { full, forOwner } = mailContexts(row, booking, context);
  const address = { owner: booking.email, team: process.env.TEAM_EMAIL?.trim() || null, sitter: booking.sitterEmail };
  return row.tell.flatMap(({ to, mail }) => {
    const recipient = address[to];
    return recipient ? [{ kind: mail, to: recipient, bookingId: booking.id, ...mailText(mail)(to === "owner" ? forOwner : full) }] : [];
  });
}

/**
 * The same notices' WhatsApp twins, queued in `tx` beside the e-mails: only the notices that have a
 * template (whatsappNoticeOf), only to the owner's number or the sitter's profile number, and only when that number
 * is on (proven, no opt-out: whatsapp-consent.ts). The team is told by e-mail only. The sitter's messages stay out of
 * the daily recipient cap (a number the team keeps on a listed profile). Answers how many were queued.
 */
export async function enqueueWhatsappNotices(
  tx: Prisma.TransactionClient,
  row: Pick<Transition, "to" | "tell">,
  booking: NoticeBooking,
  context: NoticeContext,
  options: { notBefore?: Date } = {},
): Promise<number> {
  const wanted = row.tell.filter(({ to, mail }) => to !== "team" && whatsappNoticeOf(mail));
  if (wanted.length === 0) return 0;
  const number = { owner: booking.whatsapp, sitter: booking.sitterListed ? (booking.sitterWhatsapp ?? null) : null, team: null };
  const on = await whatsappOptIns(tx, [number.owner, number.sitter]);
  if (![number.owner, number.sitter].some((phone) => phone && on.has(phone))) return 0;
  // The owner's messages carry a tracking link of their own, sent to no address: the e-mailed one proves the
  // address when opened (owner-mail-cap.ts, the sitter's public record), and a WhatsApp message reaches a number
  // the requester typed, not the address.
  const ownerTold = wanted.some(({ to }) => to === "owner") && number.owner !== null && on.has(number.owner) && context.trackingUrl;
  const trackingUrl = ownerTold ? await issueTrackingLink(tx, booking.id, null) : context.trackingUrl;
  const { full, forOwner } = mailContexts(row, booking, { ...context, trackingUrl });
  let queued = 0;
  for (const { to, mail } of wanted) {
    const phone = number[to];
    const notice = whatsappNoticeOf(mail);
    if (!phone || !notice || !on.has(phone)) continue;
    const parameters = notice.parameters(to === "owner" ? forOwner : full);
    const id = await enqueueWhatsapp(tx, { to: phone, template: notice.template, parameters, bookingId: booking.id, notBefore: options.notBefore, cap: to === "sitter" ? "none" : "recipients" });
    if (id) queued++;
  }
  return queued;
}

/**
 * The owner's number is not proven yet (a box ticked in a form): its one confirmation, a notice of this booking
 * ("Responde SÍ"), unless the number was asked lately or wrote BAJA (askToConfirm). Answers whether it was queued.
 */
export function askOwnerToConfirm(tx: Prisma.TransactionClient, booking: { id: string; whatsapp: string }): Promise<boolean> {
  return askToConfirm(tx, booking.whatsapp, { kind: "whatsapp-confirm-booking", parameters: [bookingReference(booking.id)], bookingId: booking.id });
}
