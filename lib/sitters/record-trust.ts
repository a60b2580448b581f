import { mailboxOf } from "@/lib/forms/field-rules";

// Which bookings and reviews count in a sitter's public record: only what a real family, proven by its
// e-mail, sent from a browser and a network that are not the sitter's. Anything else waits for the team ("por
// revisar") and stays out of the profile's numbers. A family is its mailbox (lib/forms/field-rules.ts mailboxOf:
// "+tags", Gmail's dots and capitals make no new family), and a new sitter's first families are looked at by the
// team before they count. Pure: the facts are read by lib/sitters/record.ts and the reviews
// (lib/bookings/reviews/reviews.ts).

export const HOLD_REASONS = {
  emailNotProven: "El dueño nunca abrió un enlace que le enviamos por correo: su correo no está comprobado.",
  sitterBrowser: "Se envió desde un navegador donde inició sesión el cuidador.",
  sitterNetwork: "Se envió desde la misma red desde la que entra el cuidador.",
  newSitter: "Cuidador nuevo: aún no tiene reseñas públicas de tres familias distintas, así que el equipo revisa las primeras.",
} as const;

/** A sitter is new until reviews of this many different families are public. */
export const NEW_SITTER_FAMILIES = 3;

export type TrustFacts = {
  /** The owner opened a link we e-mailed them. */
  emailProven: boolean;
  /** The sitter's caregiver account (null: none linked, so no browser or network of theirs is known). */
  sitterUserId: string | null;
  /** The accounts whose mark the browsers of the request (and of the review) carried. */
  deviceUserIds: readonly (string | null)[];
  /** The client keys of the request (and of the review); null where none was configured. */
  clients: readonly (string | null)[];
  /** The networks the sitter's account signed in from. */
  sitterNetworks: readonly string[];
  /** A new sitter, and this family not one of the three others it needs (see `isNewSitterFor`): a review waits. */
  newSitter?: boolean;
};

/** The reviews that show and count in public: not hidden by the team, not waiting for it ("por revisar"). */
export const PUBLIC_REVIEW = { hidden: false, heldReason: null } as const;

/** Why a booking (or its review) does not count in public yet: none when it does. */
export function holdReasons(facts: TrustFacts): string[] {
  const reasons: string[] = [];
  if (!facts.emailProven) reasons.push(HOLD_REASONS.emailNotProven);
  if (facts.sitterUserId && facts.deviceUserIds.includes(facts.sitterUserId)) reasons.push(HOLD_REASONS.sitterBrowser);
  if (facts.clients.some((client) => client !== null && facts.sitterNetworks.includes(client))) reasons.push(HOLD_REASONS.sitterNetwork);
  if (facts.newSitter) reasons.push(HOLD_REASONS.newSitter);
  return reasons;
}

/** What a public review needs selected for `vouchedFamilies`. */
export const reviewFamilySelect = { id: true, booking: { select: { email: true } } } as const;

/**
 * The families a sitter's public reviews vouch for, by mailbox: a verified review's owner (several addresses of
 * one mailbox are one family); a review the team entered itself (no booking) stands for a family of its own.
 */
export function vouchedFamilies(publicReviews: readonly { id: string; booking: { email: string } | null }[]): Set<string> {
  return new Set(publicReviews.map((review) => (review.booking ? mailboxOf(review.booking.email) : `review:${review.id}`)));
}

/**
 * Whether a review by `family` (a mailbox) still waits for the team because the sitter is new: fewer than three
 * other families have a public review of theirs. So a sitter's first three families, and anyone coming back before
 * those three were published, are looked at by the team; one mailbox never vouches for itself.
 */
export function isNewSitterFor(vouched: ReadonlySet<string>, family: string): boolean {
  return vouched.size - (vouched.has(family) ? 1 : 0) < NEW_SITTER_FAMILIES;
}

/**
 * Which families may count in "familias repiten": all proven ones once reviews of three families are public; before
 * that, only those the team saw (a public review), so made-up families of a new sitter add nothing.
 */
export function countsAsFamily(vouched: ReadonlySet<string>): (family: string) => boolean {
  return vouched.size >= NEW_SITTER_FAMILIES ? () => true : (family) => vouched.has(family);
}

/** What a booking needs selected for its trust facts. */
export const bookingTrustSelect = {
  requestDeviceUserId: true,
  requestClient: true,
  // One e-mailed link that was opened is enough.
  links: { where: { sentTo: { not: null }, openedAt: { not: null } }, select: { hash: true }, take: 1 },
} as const;

export type BookingTrustRow = { requestDeviceUserId: string | null; requestClient: string | null; links: readonly unknown[] };

/** The trust facts of a stored booking, for a sitter (with the review's own origin, when there is one). */
export function bookingTrustFacts(
  booking: BookingTrustRow,
  sitter: { userId: string | null; networks: readonly string[] },
  also: { deviceUserId: string | null; client: string | null } = { deviceUserId: null, client: null },
): TrustFacts {
  return {
    emailProven: booking.links.length > 0,
    sitterUserId: sitter.userId,
    deviceUserIds: [booking.requestDeviceUserId, also.deviceUserId],
    clients: [booking.requestClient, also.client],
    sitterNetworks: sitter.networks,
  };
}
