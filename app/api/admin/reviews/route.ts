import { listReviewsForAdmin } from "@/lib/bookings/reviews/reviews";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/reviews – the latest reviews, hidden ones included.
export const GET = route({ auth: "admin" }, async () => json(await listReviewsForAdmin()));
