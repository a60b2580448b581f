import type { SheetMove } from "@/lib/bookings/core/process";
import type { BookingStatus } from "@/lib/generated/prisma/enums";

// The booking statuses grouped by what they mean, declared once: the sheet (lib/bookings/core/process.ts), zones,
// Plan B, the meet & greet, the stay's reports, the pet's file and the dashboard all read these groups, so a new
// status joins every "live" list in one place. Pure and database-free: every layer may import it.

/** A request still being answered: nobody confirmed it yet (a meet & greet belongs here). */
export const ANSWERING_STATUSES = ["RECEIVED", "CONTACTED"] as const satisfies readonly BookingStatus[];

/** Confirmed and not over: the stay waiting for its first day, or under way ("En curso") after the hand-over. */
export const STAY_STATUSES = ["CONFIRMED", "IN_PROGRESS"] as const satisfies readonly BookingStatus[];

/** Before the pet changed hands: a request being answered or a confirmed stay not yet handed over. */
export const BEFORE_HAND_OVER_STATUSES = [...ANSWERING_STATUSES, "CONFIRMED"] as const satisfies readonly BookingStatus[];

/** A booking still under way: nothing has ended it yet (received, contacted, confirmed or in progress). */
export const LIVE_STATUSES = [...ANSWERING_STATUSES, ...STAY_STATUSES] as const satisfies readonly BookingStatus[];

/** A booking that was or is being done: its sitter and owner may see each other's contact, and it counts as a stay. */
export const AGREED_STATUSES = [...STAY_STATUSES, "COMPLETED"] as const satisfies readonly BookingStatus[];

/**
 * The moves by which a booking's sitter leaves a confirmed stay: cancelling it, or not showing up as the owner said on
 * its first day. Either way the owner gets the Plan B, and the booking stays open to them until its last day.
 */
export const SITTER_LEFT_MOVES = ["sitter.cancel", "owner.reportNoShow"] as const satisfies readonly SheetMove[];

/** Whether `status` is one of `group` (a typed `includes` for the readonly tuples above). */
export const statusIn = (group: readonly BookingStatus[], status: BookingStatus | string): boolean => (group as readonly string[]).includes(status);
