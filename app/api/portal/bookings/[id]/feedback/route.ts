import { BOOKING_FOR } from "@/lib/bookings/loop";
import { giveFeedback } from "@/lib/bookings/feedback/feedback";
import { feedbackSchema } from "@/lib/bookings/feedback/feedback-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/feedback – the sitter's feedback on a completed stay: { rating 1–5, petNotes, privateNote }, once, within 14 days.
export const POST = route({ auth: "user", body: feedbackSchema, booking: BOOKING_FOR.sitter }, async ({ body, booking }) =>
  json({ ok: true, feedback: await giveFeedback(booking, body) }, { status: 201 }),
);
