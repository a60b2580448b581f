import { runTimers } from "@/lib/bookings/core/timers";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMessages } from "@/lib/mail/outbox";

// GET /api/cron/bookings – every timer of the sheets (lib/bookings/core/timers.ts), daily on Vercel (any plan), with the
// secret: RECEIVED untouched for 72 h expires, CONFIRMED 2 days past its end completes, reminders, the stay's
// missing reports. Reads catch up what is due before they show it (tracking page, inbox, portal), so nobody waits
// for this run. Idempotent.
export const GET = route({ cron: true }, async () => {
  const moved = await runTimers();
  const { mail, whatsapp } = await deliverDueMessages();
  return json({ ok: true, ...moved, mail, whatsapp });
});
