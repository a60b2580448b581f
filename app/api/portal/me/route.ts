import { getPortalUser } from "@/lib/caregivers/portal";
import { fail, json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { AUTH_MESSAGES } from "@/lib/auth/schemas";

// GET /api/portal/me – the signed-in caregiver's application (SPEC §3 portal user).
export const GET = route({ auth: "signed-in" }, async ({ session }) => {
  const user = await getPortalUser(session.user.id);
  return user ? json(user) : fail(401, AUTH_MESSAGES.unauthenticated);
});
