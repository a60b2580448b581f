import { runTimers } from "@/lib/bookings/loop";
import { currentTime } from "@/lib/dates/clock";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/admin/bookings/timers – the team's dashboard, when it opens, catches up every timer that is due (the
// sheet's timed moves and reminders, the stay's missing-report check; not the daily housekeeping) instead of waiting
// for the cron: { ok, expired, completed, reminded, alerted }. Idempotent, as the cron's run.
export const POST = route({ auth: "admin" }, async () => json({ ok: true, ...(await runTimers(currentTime(), { housekeeping: false })) }));
