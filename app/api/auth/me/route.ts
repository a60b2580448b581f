import { json } from "@/lib/http";
import { route } from "@/lib/route";

// GET /api/auth/me – the signed-in user (401 when there is none), also while a temporary password must change.
export const GET = route({ auth: "signed-in" }, async ({ session }) => {
  const { name, email, role, status, requirePasswordChange } = session.user;
  return json({ ok: true, user: { name, email, role, status, requirePasswordChange } });
});
