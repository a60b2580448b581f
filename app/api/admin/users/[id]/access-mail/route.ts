import { mailPortalAccess } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/admin/users/{id}/access-mail – e-mails a caregiver the portal's address and their user, never the password.
export const POST = route({ auth: "admin" }, async ({ params, session }) => json({ ok: true, sentTo: await mailPortalAccess(params.id, session.user.email) }));
