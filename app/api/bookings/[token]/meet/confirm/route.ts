import { BOOKING_FOR } from "@/lib/bookings/loop";
import { answerMeet } from "@/lib/bookings/meet/meet";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/meet/confirm – the owner confirms the proposed meet & greet (409 when none waits).
export const POST = route({ rateLimit: { bucket: "tracking-meet", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ booking }) =>
  json({ ok: true, meet: await answerMeet(booking, { confirm: true }) }),
);
