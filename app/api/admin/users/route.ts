import { createCaregiver, listCaregivers, listCaregiversPage } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { readListQuery } from "@/lib/api/list-query";
import { route } from "@/lib/api/route";
import { caregiverListSchema, createCaregiverSchema } from "@/lib/caregivers/schemas";

// GET /api/admin/users – every caregiver (SPEC §3 admin list item).
// GET /api/admin/users?pagina=N&q=texto&estado=STATUS – one page of 50: { items, total, page, pageCount, pageSize }.
export const GET = route({ auth: "admin" }, async ({ request }) => {
  const query = readListQuery(request, caregiverListSchema);
  return json(query ? await listCaregiversPage(query) : await listCaregivers());
});

// POST /api/admin/users – creates a caregiver with a temporary password.
export const POST = route({ auth: "admin", body: createCaregiverSchema }, async ({ body, session }) =>
  json({ ok: true, user: await createCaregiver(body, session.user.email) }, { status: 201 }),
);
