import { deleteCaregiver, setCaregiverStatus } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { updateStatusSchema } from "@/lib/caregivers/schemas";

// PATCH /api/admin/users/{id} – changes a caregiver's status.
export const PATCH = route({ auth: "admin", body: updateStatusSchema }, async ({ params, body, session }) =>
  json({ ok: true, user: await setCaregiverStatus(params.id, body.status, session.user.email) }),
);

// DELETE /api/admin/users/{id} – deletes a caregiver with their documents and sessions.
export const DELETE = route({ auth: "admin" }, async ({ params, session }) => {
  await deleteCaregiver(params.id, session.user);
  return json({ ok: true });
});
