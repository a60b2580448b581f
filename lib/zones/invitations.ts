import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { isInvitationToken } from "@/lib/zones/invitation-link";

export { INVITATION_PARAM, invitationPath, isInvitationToken } from "@/lib/zones/invitation-link";

// A family's invitation to a zone «Por invitación»: a random token (24 bytes, base64url) in the
// link of the e-mail the zone's opening sends; only its SHA-256 is stored, one per waitlist entry and zone.

export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: invitationHash(token) };
}

export const invitationHash = (token: string): string => createHash("sha256").update(token).digest("hex");

export type Invitation = { zone: string; name: string; email: string; whatsapp: string };

/** The invitation a token opens (its zone and the family's contact data from their waitlist entry), or null. */
export async function findInvitation(token: string | null | undefined): Promise<Invitation | null> {
  if (!isInvitationToken(token)) return null;
  const found = await db().zoneInvitation.findUnique({
    where: { tokenHash: invitationHash(token) },
    select: { zone: true, lead: { select: { name: true, email: true, whatsapp: true } } },
  });
  return found ? { zone: found.zone, ...found.lead } : null;
}
