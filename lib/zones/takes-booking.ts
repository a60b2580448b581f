import "server-only";
import { HttpError } from "@/lib/http/handler";
import { closedZoneMessage, closedZoneOf, isInvitedFamily, ZONE_ACCESS_MESSAGES, type ZoneStates } from "@/lib/zones/admission";
import { findInvitation, isInvitationToken } from "@/lib/zones/invitations";

// POST /api/reservations: a sitter of a zone closed to this family cannot be booked (409, in
// Spanish), unless the request carries a valid invitation of that zone (the `invitation` of the e-mailed link)
// while the zone is «Por invitación», and comes from the family it was sent to (their e-mail or WhatsApp): a link
// passed on opens nothing. Where the zone is open, the invitation plays no part.

/** What the check reads of the request: the invitation's token and the owner's contact (normalised by the schema). */
export type InvitedRequest = { invitation?: string; ownerEmail: string; ownerWhatsapp: string };

/**
 * Throws 409 when `sitter`'s zone does not take this request; a malformed invitation is a 400. `states` are the
 * zones' states (getZoneStates(), the public pages' cache, read by the caller beside the sitter).
 */
export async function assertZoneTakesBooking(sitter: { department: string; municipality: string | null }, request: InvitedRequest, states: ZoneStates): Promise<void> {
  const { invitation } = request;
  if (invitation !== undefined && !isInvitationToken(invitation)) throw new HttpError(400, ZONE_ACCESS_MESSAGES.invitation, "invitation");
  const closedToAll = closedZoneOf(sitter, states);
  if (!closedToAll) return;
  const invited = invitation ? await findInvitation(invitation) : null;
  const closed = closedZoneOf(sitter, states, { invitedTo: invited?.zone ?? null });
  if (closed) throw new HttpError(409, closedZoneMessage(closed));
  if (invited && !isInvitedFamily(invited, { email: request.ownerEmail, whatsapp: request.ownerWhatsapp })) {
    throw new HttpError(409, ZONE_ACCESS_MESSAGES.otherFamily(closedToAll.name), "ownerEmail");
  }
}
