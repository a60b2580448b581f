import "server-only";
import { reachTeamBooking } from "@/lib/bookings/loop";
import { petFileForTeam } from "@/lib/bookings/pet-file/pet-file";
import { problemForTeam } from "@/lib/bookings/problems/problems";
import { reportsForTeam } from "@/lib/bookings/stay/reports";
import { db } from "@/lib/db";

// A problem as the team works it: beside it, its evidence — the stay's daily reports, when the pet changed hands
// (the sheet's hand-over and pick-up moves, when the stay has them) and the pet's file.

/** The sheet's moves that record the pet changing hands, in the booking's history. */
const HAND_OVER_MOVES = ["sitter.handOver"];
const HAND_BACK_MOVES = ["owner.pickUp", "sitter.handBack"];

/** When the sitter took the pet and when it went back (and who recorded it); null for a step not recorded. */
export async function handTimesOf(bookingId: string) {
  const changes = await db().bookingStatusChange.findMany({
    where: { bookingId, move: { in: [...HAND_OVER_MOVES, ...HAND_BACK_MOVES] } },
    orderBy: { changedAt: "asc" },
    select: { move: true, changedAt: true, actor: true },
  });
  const handOver = changes.find((change) => HAND_OVER_MOVES.includes(change.move));
  const handBack = changes.findLast((change) => HAND_BACK_MOVES.includes(change.move));
  return {
    handOverAt: handOver?.changedAt.toISOString() ?? null,
    handBackAt: handBack?.changedAt.toISOString() ?? null,
    handBackBy: handBack ? (handBack.move === "owner.pickUp" ? ("owner" as const) : ("sitter" as const)) : null,
  };
}

/** GET /api/admin/problems/{id}: the problem (404 for an unknown id) and its evidence. */
export async function problemWithEvidence(id: string, user: { id: string; email: string }) {
  const problem = await problemForTeam(id);
  const booking = await reachTeamBooking(user, problem.bookingId);
  const [reports, pet, hands] = await Promise.all([reportsForTeam(booking), petFileForTeam(booking), handTimesOf(booking.id)]);
  return { problem, evidence: { reports, ...hands, pet } };
}
