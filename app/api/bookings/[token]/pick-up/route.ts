import { BOOKING_FOR } from "@/lib/bookings/loop";
import { pickUpByOwner } from "@/lib/bookings/owner/owner";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";

// POST /api/bookings/{token}/pick-up – "Ya recogí a mi mascota": the stay in progress is completed (409 from another status).
export const POST = route({ rateLimit: { bucket: "tracking-stay", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ booking }) => {
  const result = await pickUpByOwner(booking);
  deliverSoon();
  return json({ ok: true, ...result });
});
