import { bookingsNeedingAction } from "@/lib/bookings/team/pipeline";
import { runTimers } from "@/lib/bookings/core/timers";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/attention – { ok, received, unanswered, alerted }: new requests, those waiting over 24 h,
// and stays just found without their report (the dashboard asks on opening, so the check never waits for a cron).
export const GET = route({ auth: "admin" }, async () => {
  const { alerted } = await runTimers(new Date(), { housekeeping: false });
  return json({ ok: true, ...(await bookingsNeedingAction()), alerted });
});
