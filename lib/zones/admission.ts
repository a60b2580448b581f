import { mailboxOf } from "@/lib/forms/field-rules";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { zoneName } from "@/lib/zones/catalog";
import { zoneOf } from "@/lib/zones/zone-of";

// What a zone's state means for the public: an OPEN zone's sitters are listed and booked by
// anyone; an INVITE zone's only by a family holding an invitation of that zone; a WAITLIST zone's by nobody.
// Pure rules: the states come from the database (lib/sitters/public.ts caches them with the sitters).

/** Each zone's state by slug. */
export type ZoneStates = Readonly<Record<string, ZoneState>>;

/** Who is looking: `invitedTo` is the zone of a valid invitation the family holds (null: none). */
export type ZoneAccess = { invitedTo?: string | null };

/** Whether a zone in `state` lets this family see and book its sitters. */
export function zoneAdmits(state: ZoneState | undefined, zone: string, access: ZoneAccess = {}): boolean {
  if (state === "OPEN") return true;
  return state === "INVITE" && access.invitedTo === zone;
}

/** A sitter's place as the profile stores it. */
export type Placed = { department: string; municipality?: string | null };

/**
 * Whether a sitter is listed for this family. A place outside the 14 departamentos has no zone and stays listed
 * (nothing to decide on: the team corrects the profile); a zone missing from `states` counts as closed.
 */
export function isListed(sitter: Placed, states: ZoneStates, access: ZoneAccess = {}): boolean {
  const zone = zoneOf(sitter.department, sitter.municipality);
  return zone === null || zoneAdmits(states[zone], zone, access);
}

/** The sitters of `sitters` listed for this family, in the same order. */
export function listedOnly<T extends Placed>(sitters: readonly T[], states: ZoneStates, access: ZoneAccess = {}): T[] {
  return sitters.filter((sitter) => isListed(sitter, states, access));
}

/** A sitter's zone when it is closed to this family ({ slug, name, state }), else null. */
export function closedZoneOf(sitter: Placed, states: ZoneStates, access: ZoneAccess = {}): { slug: string; name: string; state: ZoneState } | null {
  const zone = zoneOf(sitter.department, sitter.municipality);
  if (zone === null || zoneAdmits(states[zone], zone, access)) return null;
  return { slug: zone, name: zoneName(zone), state: states[zone] ?? "WAITLIST" };
}

export const ZONE_ACCESS_MESSAGES = {
  /** POST /api/reservations for a sitter of a zone closed to this family (409). */
  closed: (zone: string) => `Aún no llegamos a ${zone}: únete a su lista y te avisamos apenas abramos.`,
  invitationOnly: (zone: string) => `Por ahora ${zone} abre solo con invitación: usa el enlace que te enviamos por correo o únete a su lista.`,
  invitation: "Ese enlace de invitación no es válido. Ábrelo de nuevo desde el correo que te enviamos.",
  /** POST /api/reservations through an invitation with neither the invited family's e-mail nor their WhatsApp (409). */
  otherFamily: (zone: string) =>
    `Esta invitación es de otra familia. Para reservar en ${zone} con ella, usa el correo o el WhatsApp con que te anotaste en la lista; si no es tuya, únete a la lista y te avisamos.`,
} as const;

/**
 * Whether a request through an invitation comes from the family it was sent to: the same mailbox (mailboxOf: case,
 * "+tags" and Gmail's dots aside) or the same WhatsApp number (both stored as E.164).
 */
export function isInvitedFamily(invited: { email: string; whatsapp: string }, owner: { email: string; whatsapp: string }): boolean {
  return mailboxOf(invited.email) === mailboxOf(owner.email) || invited.whatsapp === owner.whatsapp;
}

/** The 409's message for a sitter of a zone closed to this family. */
export function closedZoneMessage(zone: { name: string; state: ZoneState }): string {
  return zone.state === "INVITE" ? ZONE_ACCESS_MESSAGES.invitationOnly(zone.name) : ZONE_ACCESS_MESSAGES.closed(zone.name);
}
