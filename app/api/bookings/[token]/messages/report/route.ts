import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reportConversation } from "@/lib/bookings/conversation/conversation";
import { reportBodySchema } from "@/lib/bookings/conversation/conversation-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/messages/report – the owner reports the conversation to the team `{ reason }` (201).
export const POST = route(
  { body: reportBodySchema, rateLimit: { bucket: "conversation-report", limit: publicFormLimit }, booking: BOOKING_FOR.owner },
  async ({ body, booking }) => json({ ok: true, report: await reportConversation(booking, body) }, { status: 201 }),
);
