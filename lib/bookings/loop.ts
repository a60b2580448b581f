import "server-only";
import "@/lib/bookings/features";

// The booking loop as its callers use it: the mover and the timers, with the features' parts already fitted (guards'
// data, effects, timed jobs). Every caller outside lib/bookings/core — pages, server actions, routes, scripts, the
// features and the views — imports them from here, never from core/moves or core/timers (.dependency-cruiser.cjs
// refuses it), so no entry point can reach a move before the sheet is fitted.

export { moveBooking, moveBookingTo, runTimedMoves, tellAbout, type Mover } from "@/lib/bookings/core/moves";
export { runTimers } from "@/lib/bookings/core/timers";
// Reaching a booking catches up its due timers (a move): pages and routes reach it from here too.
export {
  BOOKING_FOR,
  moverOf,
  peekOwnerBooking,
  reachOwnerBooking,
  reachSitterBooking,
  reachTeamBooking,
  sitterProfileOf,
  type OwnerBooking,
  type ReachedBooking,
  type SitterBooking,
  type TeamBooking,
} from "@/lib/bookings/core/access";
