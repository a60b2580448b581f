import { BOOKING_FOR } from "@/lib/bookings/loop";
import { ownerProblemReporter, problemsForOwner, readProblemForm, reportProblem } from "@/lib/bookings/problems/problems";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// GET /api/bookings/{token}/problems – the booking's problems (status, the team's answer) and whether one may be reported now.
export const GET = route({ rateLimit: { bucket: "tracking", limit: () => 120 }, booking: BOOKING_FOR.owner }, async ({ booking }) =>
  json({ ok: true, ...(await problemsForOwner(booking)) }),
);

// POST /api/bookings/{token}/problems – the owner reports a problem (multipart: category, description, 0–4 `photos`),
// from the confirmation until 48 h after the stay → 201 { ok, problem: { id, category, status, createdAt } }.
// Only a confirmed booking's link gets here (409 before a byte otherwise), so its owner uploads as an account does.
export const POST = route(
  { upload: { trusted: () => true }, rateLimit: { bucket: "tracking-problem", limit: publicFormLimit }, booking: ownerProblemReporter },
  async ({ request, booking }) => {
    const { fields, photos } = await readProblemForm(request);
    return json({ ok: true, problem: await reportProblem(booking, fields, photos) }, { status: 201 });
  },
);
