import { problemWithEvidence } from "@/lib/bookings/team/problem-evidence";
import { updateProblem } from "@/lib/bookings/problems/problems";
import { problemUpdateSchema } from "@/lib/bookings/problems/problem-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/problems/{id} – one problem with its evidence: the stay's reports, hand-over and pick-up times, the pet's file.
export const GET = route({ auth: "admin" }, async ({ params, session }) => json({ ok: true, ...(await problemWithEvidence(params.id, session.user)) }));

// PATCH /api/admin/problems/{id} – { status: "IN_REVIEW" | "RESOLVED", resolution } (required to resolve); audited, both sides told.
export const PATCH = route({ auth: "admin", body: problemUpdateSchema }, async ({ params, body, session }) =>
  json({ ok: true, problem: await updateProblem(params.id, body, session.user.email) }),
);
