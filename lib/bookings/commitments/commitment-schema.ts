import { z } from "@/lib/zod";

// What the team sends about a mark on a record (a late cancellation, a no-show).

/** PATCH /api/admin/commitment-marks/{id} – `{ "reviewed": true }`: the team looked at it. */
export const markReviewSchema = z.object({ reviewed: z.literal(true, "Envía { \"reviewed\": true } para marcarla como revisada.") });
