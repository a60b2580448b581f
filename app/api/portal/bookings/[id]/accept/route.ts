import { answerSitterRequest } from "@/lib/bookings/sitter-requests";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/accept – the caregiver confirms one of their own requests.
export const POST = route({ auth: "user" }, async ({ params, session }) =>
  json({ ok: true, ...(await answerSitterRequest(session.user, params.id, { accept: true })) }),
);
