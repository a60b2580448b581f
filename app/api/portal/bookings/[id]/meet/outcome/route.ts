import { BOOKING_FOR } from "@/lib/bookings/loop";
import { meetOutcome } from "@/lib/bookings/meet/meet";
import { meetOutcomeSchema } from "@/lib/bookings/meet/meet-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/meet/outcome – the sitter says how the meet & greet went ("NOT_A_MATCH" declines).
export const POST = route({ auth: "user", body: meetOutcomeSchema, booking: BOOKING_FOR.sitter }, async ({ body, booking }) =>
  json({ ok: true, ...(await meetOutcome(booking, body.outcome)) }),
);
