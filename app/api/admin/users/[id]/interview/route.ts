import { updateInterview } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { interviewSchema } from "@/lib/caregivers/schemas";

// PATCH /api/admin/users/{id}/interview – schedules, clears or marks the interview.
export const PATCH = route({ auth: "admin", body: interviewSchema }, async ({ params, body, session }) =>
  json({ ok: true, user: await updateInterview(params.id, body, session.user.email) }),
);
