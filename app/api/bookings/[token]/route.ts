import { BOOKING_FOR } from "@/lib/bookings/loop";
import { bookingForOwner } from "@/lib/bookings/owner/owner";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/bookings/{token} – the owner's request as their tracking link shows it (no contact data).
export const GET = route({ rateLimit: { bucket: "tracking", limit: () => 120 }, booking: BOOKING_FOR.owner }, async ({ booking }) =>
  json({ ok: true, booking: await bookingForOwner(booking) }, { headers: { "Cache-Control": "private, no-store" } }),
);
