import { BOOKING_FOR } from "@/lib/bookings/loop";
import { waiveMeet } from "@/lib/bookings/meet/meet";
import { waiveMeetSchema } from "@/lib/bookings/meet/meet-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/meet/waive – the owner needs no meet & greet for this first booking (kept with the reason).
export const POST = route({ body: waiveMeetSchema, rateLimit: { bucket: "tracking-meet", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ body, booking }) =>
  json({ ok: true, ...(await waiveMeet(booking, body.reason)) }),
);
