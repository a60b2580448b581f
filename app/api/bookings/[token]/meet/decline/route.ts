import { answerMeet } from "@/lib/bookings/meet";
import { declineMeetSchema } from "@/lib/bookings/meet-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/meet/decline – the owner asks for another time, saying why.
export const POST = route({ body: declineMeetSchema, rateLimit: { bucket: "tracking-meet", limit: publicFormLimit } }, async ({ params, body }) =>
  json({ ok: true, meet: await answerMeet(params.token, { confirm: false, reason: body.reason }) }),
);
