import { reportsForTeam } from "@/lib/bookings/reports";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/{id}/reports – the stay's reports for the team, with where each was sent from.
export const GET = route({ auth: "admin" }, async ({ params }) => json({ ok: true, reports: await reportsForTeam(params.id) }));
