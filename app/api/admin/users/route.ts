import { createCaregiver, listCaregivers } from "@/lib/admin/caregivers";
import { json } from "@/lib/http";
import { route } from "@/lib/route";
import { createCaregiverSchema } from "@/lib/validation/admin";

// GET /api/admin/users – every caregiver (SPEC §3 admin list item).
export const GET = route({ auth: "admin" }, async () => json(await listCaregivers()));

// POST /api/admin/users – creates a caregiver with a temporary password.
export const POST = route({ auth: "admin", body: createCaregiverSchema }, async ({ body }) =>
  json({ ok: true, user: await createCaregiver(body) }, { status: 201 }),
);
