import { resetCaregiverPassword } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/admin/users/{id}/reset-password – a new temporary password, answered once.
export const POST = route({ auth: "admin" }, async ({ params, session }) =>
  json({ ok: true, tempPassword: await resetCaregiverPassword(params.id, session.user.email) }, { headers: { "Cache-Control": "no-store" } }),
);
