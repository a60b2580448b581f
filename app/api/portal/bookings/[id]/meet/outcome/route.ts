import { sitterMeetOutcome } from "@/lib/bookings/meet";
import { meetOutcomeSchema } from "@/lib/bookings/meet-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/meet/outcome – the sitter says how the meet & greet went ("NOT_A_MATCH" declines).
export const POST = route({ auth: "user", body: meetOutcomeSchema }, async ({ params, body, session }) =>
  json({ ok: true, ...(await sitterMeetOutcome(session.user, params.id, body.outcome)) }),
);
