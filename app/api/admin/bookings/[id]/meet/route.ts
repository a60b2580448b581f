import { BOOKING_FOR } from "@/lib/bookings/loop";
import { proposeMeet } from "@/lib/bookings/meet/meet";
import { proposeMeetSchema } from "@/lib/bookings/meet/meet-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/admin/bookings/{id}/meet – the team proposes a meet & greet for an open request (201).
export const POST = route({ auth: "admin", body: proposeMeetSchema, booking: BOOKING_FOR.team }, async ({ body, booking }) =>
  json({ ok: true, meet: await proposeMeet(booking, body) }, { status: 201 }),
);
