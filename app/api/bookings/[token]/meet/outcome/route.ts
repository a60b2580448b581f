import { BOOKING_FOR } from "@/lib/bookings/loop";
import { meetOutcome } from "@/lib/bookings/meet/meet";
import { meetOutcomeSchema } from "@/lib/bookings/meet/meet-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/meet/outcome – the owner says how the meet & greet went ("NOT_A_MATCH" declines).
export const POST = route({ body: meetOutcomeSchema, rateLimit: { bucket: "tracking-meet", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ body, booking }) =>
  json({ ok: true, ...(await meetOutcome(booking, body.outcome)) }),
);
