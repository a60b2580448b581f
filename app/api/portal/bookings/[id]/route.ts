import { BOOKING_FOR } from "@/lib/bookings/loop";
import { sitterRequest } from "@/lib/bookings/sitter/sitter-requests";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/portal/bookings/{id} – one of the caregiver's own requests, as GET /api/portal/bookings shows it (with the family's record); 404 for another's.
export const GET = route({ auth: "user", booking: BOOKING_FOR.sitter }, async ({ booking }) => json({ ok: true, booking: await sitterRequest(booking) }));
