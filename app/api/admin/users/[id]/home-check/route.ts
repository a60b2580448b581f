import { readHomeCheck, recordHomeCheck } from "@/lib/caregivers/home-check";
import { homeCheckSchema } from "@/lib/caregivers/home-check-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/users/{id}/home-check – the caregiver's home-safety check with the team's notes.
export const GET = route({ auth: "admin" }, async ({ params }) => json(await readHomeCheck(params.id)));

// PUT /api/admin/users/{id}/home-check – records the check (boarding caregivers only: 409 otherwise).
export const PUT = route({ auth: "admin", body: homeCheckSchema }, async ({ params, body, session }) =>
  json({ ok: true, ...(await recordHomeCheck(params.id, body, session.user.email)) }),
);
