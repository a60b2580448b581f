import { BOOKING_FOR } from "@/lib/bookings/loop";
import { answerSitterRequest } from "@/lib/bookings/sitter/sitter-requests";
import { declineSchema } from "@/lib/bookings/team/pipeline-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/decline – the caregiver declines one of their own requests, saying why.
export const POST = route({ auth: "user", body: declineSchema, booking: BOOKING_FOR.sitter }, async ({ body, booking }) =>
  json({ ok: true, ...(await answerSitterRequest(booking, { accept: false, reason: body.reason })) }),
);
