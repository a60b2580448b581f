import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { ACCESS_MESSAGES } from "@/lib/bookings/core/access-messages";
export { ACCESS_MESSAGES };
import { runTimedMoves, type Mover } from "@/lib/bookings/core/moves";
import { timedMove } from "@/lib/bookings/core/process";
import { isTrackingToken } from "@/lib/bookings/core/token-shape";
import { trackingHash } from "@/lib/bookings/core/tracking";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";
import { linkedSitterId } from "@/lib/sitters/linked";
import { currentTime } from "@/lib/dates/clock";

// One way to reach a booking: the owner by a tracking token (any of the links we e-mailed them), the
// booking's sitter by its id through their caregiver account's linked profile, the team by its id. "Unknown" and
// "not yours" answer the same 404, so neither ids nor tokens reveal anything. No other file resolves a token or
// decides whose booking it is (tests/unit/booking-access-rule.test.ts); route({ booking }) runs these before a
// handler's body, and pages call them directly. Writers lock the row in their transaction (booking-lock.ts).

type Person = Pick<SessionUser, "id" | "email">;
/** The owner, through a link: the token is kept, the pages and photos it opens are addressed with it. */
export type OwnerBooking = { audience: "owner"; id: string; token: string };
/** The booking's sitter: their account, and the public profile it is linked to (the booking's sitter). */
export type SitterBooking = { audience: "sitter"; id: string; sitterId: number; user: Person };
/** The team: the admin's account. */
export type TeamBooking = { audience: "team"; id: string; user: Person };
export type ReachedBooking = OwnerBooking | SitterBooking | TeamBooking;

/**
 * The booking a tracking token opens, or 404 (a malformed token reads no row). The link's first opening is
 * recorded (it lifts the address's mail cap, owner-mail-cap.ts), and a timer that ran out is written first (with
 * its e-mail), so the owner never sees a request as waiting once its 72 h have passed.
 */
export async function reachOwnerBooking(token: string, now: Date = currentTime()): Promise<OwnerBooking> {
  if (!isTrackingToken(token)) throw new HttpError(404, ACCESS_MESSAGES.owner);
  const hash = trackingHash(token);
  const link = await db().bookingLink.findUnique({ where: { hash }, select: { openedAt: true, booking: { select: { id: true, status: true, createdAt: true, endDate: true } } } });
  if (!link) throw new HttpError(404, ACCESS_MESSAGES.owner);
  if (!link.openedAt) await db().bookingLink.updateMany({ where: { hash, openedAt: null }, data: { openedAt: now } });
  if (timedMove(link.booking, now)) await runTimedMoves(now, { bookingId: link.booking.id });
  return { audience: "owner", id: link.booking.id, token };
}

/**
 * The booking a token opens, read only (no opening recorded, no timer run): for a new request that copies from an
 * earlier booking ("Reservar de nuevo"). Null when it opens none.
 */
export async function peekOwnerBooking(token: string): Promise<{ id: string } | null> {
  if (!isTrackingToken(token)) return null;
  const link = await db().bookingLink.findUnique({ where: { hash: trackingHash(token) }, select: { bookingId: true } });
  return link ? { id: link.bookingId } : null;
}

/** The public profile a caregiver's requests are addressed to (null: none linked yet): what their lists read. */
export const sitterProfileOf = (user: Person): Promise<number | null> => linkedSitterId(user.id);

/** One of the caregiver's own bookings (its sitter is their linked profile), or 404 as for one that does not exist. */
export async function reachSitterBooking(user: Person, bookingId: string): Promise<SitterBooking> {
  const sitterId = await sitterProfileOf(user);
  const booking = sitterId === null ? null : await db().booking.findFirst({ where: { id: bookingId, sitterId }, select: { id: true } });
  if (!booking || sitterId === null) throw new HttpError(404, ACCESS_MESSAGES.sitter);
  return { audience: "sitter", id: booking.id, sitterId, user: { id: user.id, email: user.email } };
}

/** Any booking, for the team (404 for an unknown id). */
export async function reachTeamBooking(user: Person, bookingId: string): Promise<TeamBooking> {
  const booking = await db().booking.findUnique({ where: { id: bookingId }, select: { id: true } });
  if (!booking) throw new HttpError(404, ACCESS_MESSAGES.team);
  return { audience: "team", id: booking.id, user: { id: user.id, email: user.email } };
}

/** Who moves the booking in the sheet when this audience does (the history keeps the side and the account). */
export function moverOf(booking: ReachedBooking): Mover {
  return booking.audience === "owner" ? { actor: "owner" } : { actor: booking.audience, userId: booking.user.id, email: booking.user.email };
}

type RouteArgs = { params: Record<string, string>; session?: { user: SessionUser } };
const signedIn = (session: RouteArgs["session"]) => {
  if (!session) throw new Error("route({ booking }) for a person needs `auth`");
  return session.user;
};

/**
 * What route({ booking }) runs before a handler's body (lib/api/route.ts): the owner by the path's `token`, the
 * sitter and the team by its `id`; `sitterOrTeam` reads as the team for an admin and as the sitter otherwise.
 */
export const BOOKING_FOR = {
  owner: ({ params }: RouteArgs) => reachOwnerBooking(params.token),
  sitter: ({ params, session }: RouteArgs) => reachSitterBooking(signedIn(session), params.id),
  team: ({ params, session }: RouteArgs) => reachTeamBooking(signedIn(session), params.id),
  sitterOrTeam: ({ params, session }: RouteArgs): Promise<SitterBooking | TeamBooking> => {
    const user = signedIn(session);
    return user.role === "admin" ? reachTeamBooking(user, params.id) : reachSitterBooking(user, params.id);
  },
} as const;
