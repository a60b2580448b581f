import { runTimers } from "@/lib/bookings/loop";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMessages } from "@/lib/mail/outbox";

// GET /api/cron/reports – the same timer run as /api/cron/bookings (lib/bookings/core/timers.ts), scheduled at 19:30 El
// Salvador time so the stay's day clock e-mails the team once per booking and day when a stay in progress has no
// report (boarding and day care by 19:00, a walk by the end of its day). The dashboard runs it when the team opens
// it. Idempotent.
export const GET = route({ cron: true }, async () => {
  const result = await runTimers();
  const { mail, whatsapp } = await deliverDueMessages();
  return json({ ok: true, ...result, mail, whatsapp });
});
