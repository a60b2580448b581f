import { createBooking } from "@/lib/bookings/requests";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { cuidLikeId } from "@/lib/random-string";
import { route } from "@/lib/http/route";
import { bookingRequestSchema } from "@/lib/bookings/request-schema";

// POST /api/reservations – a pet owner's booking request (status RECEIVED).
export const POST = route(
  {
    body: bookingRequestSchema,
    rateLimit: { bucket: "reservations", limit: publicFormLimit },
    honeypot: () => ({ ok: true, id: cuidLikeId() }),
  },
  async ({ body }) => json({ ok: true, ...(await createBooking(body)) }, { status: 201 }),
);
