import "server-only";
import { BOOKING_MAILS, type BookingMailContext, type MailBooking } from "@/lib/bookings/core/mails";
import type { Transition } from "@/lib/bookings/core/process";
import { bookingReference } from "@/lib/bookings/core/reference";
import type { OutboxDraft } from "@/lib/mail/outbox";
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

/** Whether a move along `row` tells the owner (then the caller issues a fresh tracking link first). */
export const tellsOwner = (row: Transition) => row.tell.some((notice) => notice.to === "owner");

export function noticesFor(
  row: Pick<Transition, "to" | "tell">,
  booking: NoticeBooking,
  context: Pick<BookingMailContext, "from" | "reason" | "trackingUrl" | "planB" | "meet">,
): OutboxDraft[] {
  const { id, sitterEmail, sitterListed, ...rest } = booking;
  const full: BookingMailContext = { ...context, to: row.to, booking: { ...rest, reference: bookingReference(id) }, adminUrl: adminUrl(), portalUrl: portalUrl() };
  // The owner's e-mails carry no text the requester typed but their own first name: a sitter is named only when
  // the name comes from our database (otherwise the form would send branded e-mails with anyone's words).
  const forOwner: BookingMailContext = sitterListed ? full : { ...full, booking: { ...full.booking, sitterName: null } };
  const address = { owner: booking.email, team: process.env.TEAM_EMAIL?.trim() || null, sitter: sitterEmail };
  return row.tell.flatMap(({ to, mail }) => {
    const recipient = address[to];
    return recipient ? [{ kind: mail, to: recipient, bookingId: id, ...BOOKING_MAILS[mail](to === "owner" ? forOwner : full) }] : [];
  });
}
