import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reportsForTeam } from "@/lib/bookings/stay/reports";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/{id}/reports – the stay's reports for the team, with where each was sent from.
export const GET = route({ auth: "admin", booking: BOOKING_FOR.team }, async ({ booking }) => json({ ok: true, reports: await reportsForTeam(booking) }));
