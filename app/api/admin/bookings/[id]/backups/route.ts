import { BOOKING_FOR } from "@/lib/bookings/loop";
import { backupCandidates } from "@/lib/bookings/plan-b/plan-b";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/{id}/backups – the sitters the team may name as the booking's Plan B now (free, right service and pet).
export const GET = route({ auth: "admin", booking: BOOKING_FOR.team }, async ({ booking }) => json({ ok: true, sitters: await backupCandidates(booking) }));
