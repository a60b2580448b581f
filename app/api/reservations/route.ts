import { requestOrigin } from "@/lib/auth/request-origin";
import { placeBookingRequest } from "@/lib/bookings/owner/request";
import { newTrackingToken, trackingPath } from "@/lib/bookings/core/tracking";
import { newBookingId } from "@/lib/bookings/core/reference";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { bookingRequestSchema } from "@/lib/bookings/intake/request-schema";
import { deliverSoon } from "@/lib/mail/outbox";

// POST /api/reservations – a pet owner's booking request (status RECEIVED); answers its tracking page's path.
export const POST = route(
  {
    body: bookingRequestSchema,
    rateLimit: { bucket: "reservations", limit: publicFormLimit },
    // A bot gets the same shape: a decoy id and a link that opens nothing.
    honeypot: () => ({ ok: true, id: newBookingId(), trackingUrl: trackingPath(newTrackingToken().token) }),
  },
  async ({ body, request }) => {
    const created = await placeBookingRequest(body, requestOrigin(request.headers));
    deliverSoon();
    return json({ ok: true, ...created }, { status: 201 });
  },
);
