import { createSitter, listAllSitters } from "@/lib/sitters/manage";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { sitterProfileSchema } from "@/lib/sitters/profile-schema";

// GET /api/admin/sitters – every public profile, published or not.
export const GET = route({ auth: "admin" }, async () => json(await listAllSitters()));

// POST /api/admin/sitters – creates a public profile (unpublished unless it says published: true).
export const POST = route({ auth: "admin", body: sitterProfileSchema }, async ({ body, session }) =>
  json({ ok: true, sitter: await createSitter(body, session.user.email) }, { status: 201 }),
);
