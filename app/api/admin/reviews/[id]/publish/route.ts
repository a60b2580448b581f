import { publishHeldReview } from "@/lib/bookings/reviews/reviews";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/admin/reviews/{id}/publish – publishes a review that waited for the team ("por revisar"); 409 if it was not.
export const POST = route({ auth: "admin" }, async ({ params, session }) => json({ ok: true, review: await publishHeldReview(params.id, session.user.email) }));
