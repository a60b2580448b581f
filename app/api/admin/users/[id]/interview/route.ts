import { updateInterview } from "@/lib/admin/caregivers";
import { json } from "@/lib/http";
import { route } from "@/lib/route";
import { interviewSchema } from "@/lib/validation/admin";

// PATCH /api/admin/users/{id}/interview – schedules, clears or marks the interview.
export const PATCH = route({ auth: "admin", body: interviewSchema }, async ({ params, body }) =>
  json({ ok: true, user: await updateInterview(params.id, body) }),
);
