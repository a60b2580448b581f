import { BOOKING_FOR } from "@/lib/bookings/loop";
import { moveOwnStay } from "@/lib/bookings/sitter/sitter-requests";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/hand-back – the caregiver gave the pet back: the stay is completed (409 unless in progress).
export const POST = route({ auth: "user", booking: BOOKING_FOR.sitter }, async ({ booking }) => json({ ok: true, ...(await moveOwnStay(booking, "sitter.handBack")) }));
