import { ownerMeetOutcome } from "@/lib/bookings/meet";
import { meetOutcomeSchema } from "@/lib/bookings/meet-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/meet/outcome – the owner says how the meet & greet went ("NOT_A_MATCH" declines).
export const POST = route({ body: meetOutcomeSchema, rateLimit: { bucket: "tracking-meet", limit: publicFormLimit } }, async ({ params, body }) =>
  json({ ok: true, ...(await ownerMeetOutcome(params.token, body.outcome)) }),
);
