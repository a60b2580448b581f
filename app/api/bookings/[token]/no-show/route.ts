import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reportSitterNoShow } from "@/lib/bookings/owner/owner";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";

// POST /api/bookings/{token}/no-show – "El cuidador no llegó", on the stay's first day: cancelled, the Plan B offered at once, the team alerted.
export const POST = route({ rateLimit: { bucket: "tracking-stay", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ booking }) => {
  const result = await reportSitterNoShow(booking);
  deliverSoon();
  return json({ ok: true, ...result });
});
