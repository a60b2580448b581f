import { answerSitterRequest } from "@/lib/bookings/sitter-requests";
import { declineSchema } from "@/lib/bookings/pipeline-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/decline – the caregiver declines one of their own requests, saying why.
export const POST = route({ auth: "user", body: declineSchema }, async ({ params, body, session }) =>
  json({ ok: true, ...(await answerSitterRequest(session.user, params.id, { accept: false, reason: body.reason })) }),
);
