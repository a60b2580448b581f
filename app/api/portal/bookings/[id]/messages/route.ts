import { BOOKING_FOR } from "@/lib/bookings/loop";
import { postMessage } from "@/lib/bookings/conversation/conversation";
import { readThread } from "@/lib/bookings/conversation/read-marks";
import { messageBodySchema } from "@/lib/bookings/conversation/conversation-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/portal/bookings/{id}/messages – the booking's conversation, newest last (marked read for the caller), for its sitter.
export const GET = route({ auth: "user", booking: BOOKING_FOR.sitter }, async ({ booking }) => json({ messages: await readThread(booking) }));

// POST /api/portal/bookings/{id}/messages – the booking's sitter writes in it `{ text }` (201; 429 past 20 in an hour).
export const POST = route({ auth: "user", body: messageBodySchema, booking: BOOKING_FOR.sitter }, async ({ body, booking }) =>
  json({ ok: true, message: await postMessage(booking, body) }, { status: 201 }),
);
