import { stayEndsAt } from "@/lib/bookings/core/stay";
import { LIVE_STATUSES, STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import { DAY_MS } from "@/lib/dates/units";

// Who may fill and read the pet's file, and until when.

type StayState = { status: string; endDate: Date | null };

/**
 * Whether the owner may still fill or change the pet's file: the request is alive (received, contacted,
 * confirmed or in progress) and its last day has not ended. "ended" and "closed" say why not.
 */
export function petFileEditable(booking: StayState, now: Date): true | "ended" | "closed" {
  if (booking.status === "COMPLETED" || (booking.endDate && now >= stayEndsAt(booking.endDate))) return "ended";
  return statusIn(LIVE_STATUSES, booking.status) ? true : "closed";
}

/** How long after a completed stay its sitter still reads the pet's file. */
export const SITTER_READS_DAYS_AFTER = 30;

/** The booking's sitter reads the pet's file once it is confirmed, during the stay, and 30 days after completion. */
export function sitterReadsPetFile(booking: { status: string; completedAt: Date | null }, now: Date): boolean {
  if (statusIn(STAY_STATUSES, booking.status)) return true;
  return booking.status === "COMPLETED" && booking.completedAt !== null && now.getTime() <= booking.completedAt.getTime() + SITTER_READS_DAYS_AFTER * DAY_MS;
}
