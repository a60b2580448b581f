import { bookingForOwner } from "@/lib/bookings/owner";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/bookings/{token} – the owner's request as their tracking link shows it (no contact data).
export const GET = route({ rateLimit: { bucket: "tracking", limit: () => 120 } }, async ({ params }) =>
  json({ ok: true, booking: await bookingForOwner(params.token) }, { headers: { "Cache-Control": "private, no-store" } }),
);
