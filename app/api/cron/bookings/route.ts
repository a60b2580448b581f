import { runTimedMoves } from "@/lib/bookings/moves";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMail } from "@/lib/mail/outbox";

// GET /api/cron/bookings – the lifecycle's timers (Vercel Cron, with the secret): RECEIVED untouched for 72 h
// expires, CONFIRMED 2 days past its end completes. Idempotent; the e-mails they cause go out at once.
export const GET = route({ cron: true }, async () => {
  const moved = await runTimedMoves();
  const mail = await deliverDueMail();
  return json({ ok: true, ...moved, mail });
});
