import { BOOKING_FOR } from "@/lib/bookings/loop";
import { handOverPet } from "@/lib/bookings/sitter/sitter-requests";
import { handOverSchema } from "@/lib/bookings/stay/stay-moves-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/hand-over – the caregiver received the pet: the stay is in progress (409 before its first day).
export const POST = route({ auth: "user", body: handOverSchema, booking: BOOKING_FOR.sitter }, async ({ body, booking }) =>
  json({ ok: true, ...(await handOverPet(booking, body)) }),
);
