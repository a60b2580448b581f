import { reviewMark } from "@/lib/bookings/commitments/commitments";
import { markReviewSchema } from "@/lib/bookings/commitments/commitment-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// PATCH /api/admin/commitment-marks/{id} – the team reviewed a mark on a record (audited); a sitter's paused profile is published again.
export const PATCH = route({ auth: "admin", body: markReviewSchema }, async ({ params, session }) => json({ ok: true, mark: await reviewMark(params.id, session.user) }));
