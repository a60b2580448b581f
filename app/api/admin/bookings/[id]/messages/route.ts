import { BOOKING_FOR } from "@/lib/bookings/loop";
import { openConversationReports, postMessage } from "@/lib/bookings/conversation/conversation";
import { readThread } from "@/lib/bookings/conversation/read-marks";
import { messageBodySchema } from "@/lib/bookings/conversation/conversation-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/{id}/messages – the booking's conversation, newest last (marked read for the caller), and the reports not yet reviewed.
export const GET = route({ auth: "admin", booking: BOOKING_FOR.team }, async ({ booking }) =>
  json({ messages: await readThread(booking), reports: await openConversationReports(booking.id) }),
);

// POST /api/admin/bookings/{id}/messages – the team writes in it `{ text }` (201; 429 past 20 in an hour).
export const POST = route({ auth: "admin", body: messageBodySchema, booking: BOOKING_FOR.team }, async ({ body, booking }) =>
  json({ ok: true, message: await postMessage(booking, body) }, { status: 201 }),
);
