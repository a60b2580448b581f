import { BOOKING_FOR } from "@/lib/bookings/loop";
import { petFileForSitter } from "@/lib/bookings/pet-file/pet-file";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/portal/bookings/{id}/pet – the pet's file for the booking's sitter, once confirmed (404 otherwise).
export const GET = route({ auth: "user", booking: BOOKING_FOR.sitter }, async ({ booking }) =>
  json({ ok: true, pet: await petFileForSitter(booking) }, { headers: { "Cache-Control": "private, no-store" } }),
);
