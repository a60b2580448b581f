import { BOOKING_FOR } from "@/lib/bookings/loop";
import { postMessage } from "@/lib/bookings/conversation/conversation";
import { readThread } from "@/lib/bookings/conversation/read-marks";
import { messageBodySchema } from "@/lib/bookings/conversation/conversation-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// GET /api/bookings/{token}/messages – the booking's conversation, newest last (marked read for the caller), for the owner.
export const GET = route({ booking: BOOKING_FOR.owner }, async ({ booking }) => json({ messages: await readThread(booking) }));

// POST /api/bookings/{token}/messages – the owner writes in it `{ text }` (201; 429 past 20 in an hour).
export const POST = route({ body: messageBodySchema, rateLimit: { bucket: "conversation", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ body, booking }) =>
  json({ ok: true, message: await postMessage(booking, body) }, { status: 201 }),
);
