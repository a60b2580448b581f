import { BOOKING_FOR } from "@/lib/bookings/loop";
import { moveOwnStay } from "@/lib/bookings/sitter/sitter-requests";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/no-show – "La familia no llegó": on the stay's first day, the booking is cancelled and the family's record marked.
export const POST = route({ auth: "user", booking: BOOKING_FOR.sitter }, async ({ booking }) => json({ ok: true, ...(await moveOwnStay(booking, "sitter.reportNoShow")) }));
