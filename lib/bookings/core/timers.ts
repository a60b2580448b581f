import "server-only";
import { runTimedMoves } from "@/lib/bookings/core/moves";
import { forgetOldMailDays } from "@/lib/bookings/core/owner-mail-cap";
import { sheetParts } from "@/lib/bookings/core/sheet-parts";
import { db } from "@/lib/db";
import { currentTime } from "@/lib/dates/clock";

// The one timer runner: the booking sheet's timed moves and reminders (lib/bookings/core/moves.ts) and the
// features' timed jobs (lib/bookings/core/sheet-parts.ts): the stay's day clock (`stayDay` jobs) at every run, the
// housekeeping (`daily` jobs) only in the daily ones. Both cron routes run it — Vercel calls them at different hours
// (the day's moves at noon, the day clock's 19:00 checks at 19:30 El Salvador time) — and so does the dashboard when
// the team opens it. Idempotent; a read of one booking catches up only that booking's moves
// (runTimedMoves with `only`).

/**
 * Every timer that is due at `now`: { expired, completed, reminded }, each feature job's count by its name, and the
 * housekeeping of the day (`mailDaysForgotten`: the owner mail cap's counts older than a week).
 */
export async function runTimers(now: Date = currentTime(), options: { housekeeping?: boolean } = {}): Promise<Record<string, number>> {
  const result = await runTimedMoves(now);
  // The housekeeping is the daily runs' (the cron routes), not every opening of the dashboard.
  const daily = options.housekeeping !== false;
  for (const [name, job] of Object.entries(sheetParts().jobs)) {
    if (job.kind === "stayDay" || daily) result[name] = await job.run(now);
  }
  if (daily) result.mailDaysForgotten = await forgetOldMailDays(db(), now);
  return result;
}
