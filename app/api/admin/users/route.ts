import { createCaregiver, listCaregivers } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { createCaregiverSchema } from "@/lib/caregivers/schemas";

// GET /api/admin/users – every caregiver (SPEC §3 admin list item).
export const GET = route({ auth: "admin" }, async () => json(await listCaregivers()));

// POST /api/admin/users – creates a caregiver with a temporary password.
export const POST = route({ auth: "admin", body: createCaregiverSchema }, async ({ body, session }) =>
  json({ ok: true, user: await createCaregiver(body, session.user.email) }, { status: 201 }),
);
