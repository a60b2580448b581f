import { listBookings } from "@/lib/bookings/pipeline";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

// GET /api/admin/bookings – every booking request, newest first.
export const GET = route({ auth: "admin" }, async () => json(await listBookings()));
