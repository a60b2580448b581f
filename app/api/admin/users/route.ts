import { createCaregiver, listCaregivers, listCaregiversPage } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { listOrPage } from "@/lib/lists/query";
import { caregiverListSchema, createCaregiverSchema } from "@/lib/caregivers/schemas";

// GET /api/admin/users – every caregiver (SPEC §3 admin list item).
// GET /api/admin/users?pagina=N&q=texto&estado=STATUS – one page of 50: { items, total, page, pageCount, pageSize }.
export const GET = route({ auth: "admin", query: listOrPage(caregiverListSchema) }, async ({ query }) =>
  json(query ? await listCaregiversPage(query) : await listCaregivers()),
);

// POST /api/admin/users – creates a caregiver with a temporary password.
export const POST = route({ auth: "admin", body: createCaregiverSchema }, async ({ body, session }) =>
  json({ ok: true, user: await createCaregiver(body, session.user.email) }, { status: 201 }),
);
