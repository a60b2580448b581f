import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reportConversation } from "@/lib/bookings/conversation/conversation";
import { reportBodySchema } from "@/lib/bookings/conversation/conversation-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/portal/bookings/{id}/messages/report – the booking's sitter reports the conversation to the team `{ reason }` (201).
export const POST = route(
  { auth: "user", body: reportBodySchema, rateLimit: { bucket: "conversation-report", limit: publicFormLimit }, booking: BOOKING_FOR.sitter },
  async ({ body, booking }) => json({ ok: true, report: await reportConversation(booking, body) }, { status: 201 }),
);
