import { BOOKING_FOR } from "@/lib/bookings/loop";
import { answerMeet } from "@/lib/bookings/meet/meet";
import { confirmMeetSchema } from "@/lib/bookings/meet/meet-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/meet/confirm – the owner confirms the proposed meet & greet `{ address? }` (their address for
// one at their home, else 400; 409 when none waits).
export const POST = route({ rateLimit: { bucket: "tracking-meet", limit: publicFormLimit }, body: confirmMeetSchema, booking: BOOKING_FOR.owner }, async ({ body, booking }) =>
  json({ ok: true, meet: await answerMeet(booking, { confirm: true, address: body.address }) }),
);
