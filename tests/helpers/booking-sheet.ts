import { SHEET, type Actor } from "@/lib/bookings/core/process";
import type { BookingStatus } from "@/lib/generated/prisma/enums";

// The product's booking rules written out by hand, for the tests that hold the sheet (lib/bookings/core/process.ts)
// against them: every (from, to, who) the product allows; everything else is refused.
export const ALLOWED: [BookingStatus, BookingStatus, Actor][] = [
  ["RECEIVED", "CONTACTED", "team"],
  ["RECEIVED", "CONFIRMED", "team"],
  ["RECEIVED", "CONFIRMED", "sitter"],
  ["RECEIVED", "DECLINED", "team"],
  ["RECEIVED", "DECLINED", "sitter"],
  ["RECEIVED", "CANCELLED", "team"],
  ["RECEIVED", "CANCELLED", "owner"],
  ["RECEIVED", "EXPIRED", "system"],
  ["CONTACTED", "CONFIRMED", "team"],
  ["CONTACTED", "CONFIRMED", "sitter"],
  ["CONTACTED", "DECLINED", "team"],
  ["CONTACTED", "DECLINED", "sitter"],
  // Only after a meet & greet the owner called not a match (lib/bookings/meet/meet.ts).
  ["RECEIVED", "DECLINED", "owner"],
  ["CONTACTED", "DECLINED", "owner"],
  ["CONTACTED", "CANCELLED", "team"],
  ["CONTACTED", "CANCELLED", "owner"],
  ["CONFIRMED", "COMPLETED", "team"],
  ["CONFIRMED", "COMPLETED", "system"],
  // The stay at the door: the sitter's hand-over, then the owner's pick-up or the sitter's hand-back (or the team, or
  // the timer 24 h after the stay's end); the team may still cancel a stay under way.
  ["CONFIRMED", "IN_PROGRESS", "sitter"],
  ["IN_PROGRESS", "COMPLETED", "owner"],
  ["IN_PROGRESS", "COMPLETED", "sitter"],
  ["IN_PROGRESS", "COMPLETED", "team"],
  ["IN_PROGRESS", "COMPLETED", "system"],
  ["IN_PROGRESS", "CANCELLED", "team"],
  ["CONFIRMED", "CANCELLED", "team"],
  ["CONFIRMED", "CANCELLED", "owner"],
  // Plan B: the sitter gives up a confirmed booking; the owner moves it to the named backup.
  ["CONFIRMED", "CANCELLED", "sitter"],
  ["CANCELLED", "CONFIRMED", "owner"],
];

/** Who hears of each allowed move, [recipient, outbox kind] (TEAM_EMAIL set, the sitter's profile linked to an account). */
export function toldOf(from: BookingStatus, to: BookingStatus, actor: Actor): [string, string][] {
  const key = `${to} ${actor}`;
  const told: Record<string, [string, string][]> = {
    "CONTACTED team": [],
    "CONFIRMED team": [["owner", "booking-confirmed"], ["sitter", "sitter-booking-confirmed"]],
    "CONFIRMED sitter": [["owner", "booking-confirmed"], ["team", "team-sitter-answered"]],
    "DECLINED team": [["owner", "booking-declined"]],
    "DECLINED sitter": [["owner", "booking-declined"], ["team", "team-sitter-answered"]],
    "DECLINED owner": [["owner", "booking-declined"], ["sitter", "sitter-booking-declined"], ["team", "team-booking-declined"]],
    "CANCELLED owner": [["owner", "booking-cancelled"], ["team", "team-booking-cancelled"], ["sitter", "sitter-booking-cancelled"]],
    "CANCELLED team": [["owner", "booking-cancelled-by-team"], ["sitter", "sitter-booking-cancelled"]],
    "CANCELLED sitter": [["owner", "booking-cancelled-by-sitter"], ["team", "team-sitter-cancelled"]],
    "CONFIRMED owner": [["owner", "booking-moved-to-backup"], ["team", "team-booking-moved-to-backup"], ["sitter", "sitter-backup-booking"]],
    "EXPIRED system": [["owner", "booking-expired"]],
    "IN_PROGRESS sitter": [["owner", "booking-handed-over"]],
    "COMPLETED owner": [["owner", "booking-completed"], ["sitter", "sitter-picked-up"]],
    "COMPLETED sitter": [["owner", "booking-completed"]],
    "COMPLETED team": [["owner", "booking-completed"]],
    "COMPLETED system": [["owner", "booking-completed"]],
  };
  if (!(key in told)) throw new Error(`No expectation for ${from} → ${to} by ${actor}`);
  return told[key];
}

/**
 * What the sheet's mover writes in a history row when `actor` moves a booking to `status` (the row's name, who,
 * the account, the label), for tests that lay a history down directly. A person is [actor, account id, e-mail].
 */
export function historyRow(status: BookingStatus, by: "owner" | "system" | readonly [actor: "team" | "sitter", userId: string | null, email: string]) {
  const actor = typeof by === "string" ? by : by[0];
  const move = SHEET.find((row) => row.to === status && row.by === actor)?.name ?? "unknown";
  return typeof by === "string"
    ? { status, move, actor, actorUserId: null, changedBy: by }
    : { status, move, actor, actorUserId: by[1], changedBy: by[2] };
}
