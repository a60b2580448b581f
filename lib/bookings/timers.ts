import "server-only";
import { runTimedMoves } from "@/lib/bookings/moves";
import { forgetOldMailDays } from "@/lib/bookings/owner-mail-cap";
import { deleteClosedBookingFiles } from "@/lib/bookings/pet-file";
import { db } from "@/lib/db";
import { alertMissingReports } from "@/lib/bookings/reports";

// The one timer runner (issue 37): the booking sheet's timed moves and reminders (lib/bookings/moves.ts) and the
// stay's day clock, the missing-report check (STAY_NOTICES.reportMissing, lib/bookings/reports.ts). Both cron routes
// run it — Vercel calls them at different hours (the day's moves at noon, the 19:00 check at 19:30 El Salvador
// time) — and so does the dashboard when the team opens it. Idempotent; a read of one booking catches up only that
// booking's moves (runTimedMoves with `only`).

/**
 * Every timer that is due at `now`: { expired, completed, reminded, alerted }, and the housekeeping of the day
 * (`mailDaysForgotten`: the owner mail cap's counts older than a week; `filesDeleted`: the owner's files of closed
 * bookings, lib/bookings/pet-file.ts).
 */
export async function runTimers(now: Date = new Date(), options: { housekeeping?: boolean } = {}): Promise<Record<string, number>> {
  const moved = await runTimedMoves(now);
  const { alerted } = await alertMissingReports(now);
  // The housekeeping is the daily runs' (the cron routes), not every opening of the dashboard.
  if (options.housekeeping === false) return { ...moved, alerted };
  return { ...moved, alerted, mailDaysForgotten: await forgetOldMailDays(db(), now), filesDeleted: await deleteClosedBookingFiles(now) };
}
