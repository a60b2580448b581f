import { BOOKING_FOR } from "@/lib/bookings/loop";
import { answerSitterRequest } from "@/lib/bookings/sitter/sitter-requests";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/accept – the caregiver confirms one of their own requests.
export const POST = route({ auth: "user", booking: BOOKING_FOR.sitter }, async ({ booking }) =>
  json({ ok: true, ...(await answerSitterRequest(booking, { accept: true })) }),
);
