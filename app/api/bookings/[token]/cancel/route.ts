import { BOOKING_FOR } from "@/lib/bookings/loop";
import { cancelByOwner } from "@/lib/bookings/owner/owner";
import { ownerCancelSchema } from "@/lib/bookings/owner/owner-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";

// POST /api/bookings/{token}/cancel – the owner cancels before the stay starts (409 once it started or ended).
export const POST = route(
  { body: ownerCancelSchema, rateLimit: { bucket: "tracking-cancel", limit: publicFormLimit }, booking: BOOKING_FOR.owner },
  async ({ body, booking }) => {
    const result = await cancelByOwner(booking, body.reason);
    deliverSoon();
    return json({ ok: true, ...result });
  },
);
