import { alertMissingReports } from "@/lib/bookings/reports";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMail } from "@/lib/mail/outbox";

// GET /api/cron/reports – e-mails the team once per booking and day when a stay in progress has no report (boarding
// and day care by 19:00 El Salvador time, a walk by the end of its day). Daily at 19:30 on Vercel; the dashboard runs
// the same check when the team opens it. Idempotent.
export const GET = route({ cron: true }, async () => {
  const result = await alertMissingReports();
  const mail = await deliverDueMail();
  return json({ ok: true, ...result, mail });
});
