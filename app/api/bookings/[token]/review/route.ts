import { requestOrigin } from "@/lib/auth/request-origin";
import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reviewByOwner } from "@/lib/bookings/owner/owner";
import { reviewSchema } from "@/lib/bookings/reviews/review-schemas";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/review – the owner's review of a completed stay: once, within 30 days.
export const POST = route({ body: reviewSchema, rateLimit: { bucket: "tracking-review", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ body, booking, request }) =>
  json({ ok: true, review: await reviewByOwner(booking, body, requestOrigin(request.headers)) }, { status: 201 }),
);
