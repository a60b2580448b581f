import { setReviewHidden } from "@/lib/bookings/reviews/reviews";
import { reviewVisibilitySchema } from "@/lib/bookings/reviews/review-schemas";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// PATCH /api/admin/reviews/{id} – hides a review with a reason (it stops counting), or shows it again.
export const PATCH = route({ auth: "admin", body: reviewVisibilitySchema }, async ({ params, body, session }) =>
  json({ ok: true, review: await setReviewHidden(params.id, body, session.user.email) }),
);
