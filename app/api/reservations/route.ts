import { createBooking } from "@/lib/bookings";
import { json } from "@/lib/http";
import { publicFormLimit } from "@/lib/rate-limit";
import { cuidLikeId } from "@/lib/random-string";
import { route } from "@/lib/route";
import { bookingRequestSchema } from "@/lib/validation/booking";

// POST /api/reservations – a pet owner's booking request (status RECEIVED).
export const POST = route(
  {
    body: bookingRequestSchema,
    rateLimit: { bucket: "reservations", limit: publicFormLimit },
    honeypot: () => ({ ok: true, id: cuidLikeId() }),
  },
  async ({ body }) => json({ ok: true, ...(await createBooking(body)) }, { status: 201 }),
);
