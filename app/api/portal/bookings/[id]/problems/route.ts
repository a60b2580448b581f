import { BOOKING_FOR } from "@/lib/bookings/loop";
import { problemsForSitter, readProblemForm, reportProblem, sitterProblemReporter } from "@/lib/bookings/problems/problems";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/portal/bookings/{id}/problems – the booking's problems and whether one may be reported now.
export const GET = route({ auth: "user", booking: BOOKING_FOR.sitter }, async ({ booking }) => json({ ok: true, ...(await problemsForSitter(booking)) }));

// POST /api/portal/bookings/{id}/problems – the sitter reports a problem (multipart: category, description, 0–4
// `photos`), from the confirmation until 48 h after the stay → 201 { ok, problem: { id, category, status, createdAt } }.
export const POST = route({ auth: "user", upload: true, booking: sitterProblemReporter }, async ({ request, booking }) => {
  const { fields, photos } = await readProblemForm(request);
  return json({ ok: true, problem: await reportProblem(booking, fields, photos) }, { status: 201 });
});
