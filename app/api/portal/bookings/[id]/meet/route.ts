import { BOOKING_FOR } from "@/lib/bookings/loop";
import { proposeMeet } from "@/lib/bookings/meet/meet";
import { proposeMeetSchema } from "@/lib/bookings/meet/meet-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/meet – the booking's sitter proposes a meet & greet (201; 404 for another's booking).
export const POST = route({ auth: "user", body: proposeMeetSchema, booking: BOOKING_FOR.sitter }, async ({ body, booking }) =>
  json({ ok: true, meet: await proposeMeet(booking, body) }, { status: 201 }),
);
