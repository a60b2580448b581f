import { listBookings } from "@/lib/admin/bookings";
import { json } from "@/lib/http";
import { route } from "@/lib/route";

// GET /api/admin/bookings – every booking request, newest first.
export const GET = route({ auth: "admin" }, async () => json(await listBookings()));
