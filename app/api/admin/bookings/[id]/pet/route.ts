import { BOOKING_FOR } from "@/lib/bookings/loop";
import { petFileForTeam } from "@/lib/bookings/pet-file/pet-file";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/{id}/pet – the pet's file for the team, with its vaccination cards.
export const GET = route({ auth: "admin", booking: BOOKING_FOR.team }, async ({ booking }) => json({ ok: true, pet: await petFileForTeam(booking) }));
