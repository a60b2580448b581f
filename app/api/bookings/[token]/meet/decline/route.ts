import { BOOKING_FOR } from "@/lib/bookings/loop";
import { answerMeet } from "@/lib/bookings/meet/meet";
import { declineMeetSchema } from "@/lib/bookings/meet/meet-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/meet/decline – the owner asks for another time, saying why.
export const POST = route({ body: declineMeetSchema, rateLimit: { bucket: "tracking-meet", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ body, booking }) =>
  json({ ok: true, meet: await answerMeet(booking, { confirm: false, reason: body.reason }) }),
);
