import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { signedInUser } from "@/lib/auth/session";

// GET /api/auth/me – the signed-in user (401 when there is none), also while a temporary password must change.
export const GET = route({ auth: "signed-in" }, async ({ session }) => {
  return json({ ok: true, user: signedInUser(session.user) });
});
