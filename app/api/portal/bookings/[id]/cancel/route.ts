import { BOOKING_FOR } from "@/lib/bookings/loop";
import { moveOwnBooking } from "@/lib/bookings/sitter/sitter-requests";
import { declineSchema } from "@/lib/bookings/team/pipeline-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/cancel – the caregiver cancels one of their confirmed bookings, saying why (the owner gets the Plan B).
export const POST = route({ auth: "user", body: declineSchema, booking: BOOKING_FOR.sitter }, async ({ body, booking }) =>
  json({ ok: true, ...(await moveOwnBooking(booking, "sitter.cancel", body.reason)) }),
);
