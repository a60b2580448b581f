import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { getOwnProfile, proposeProfileChange } from "@/lib/sitters/profile-changes";
import { ownProfileSchema } from "@/lib/sitters/profile-schema";

// GET /api/portal/profile – the caregiver's public profile, their pending change and the team's last decision.
export const GET = route({ auth: "user" }, async ({ session }) => json(await getOwnProfile(session.user.id)));

// PUT /api/portal/profile – proposes a change; the public profile moves only when the team approves it.
export const PUT = route({ auth: "user", body: ownProfileSchema }, async ({ session, body }) =>
  json({ ok: true, ...(await proposeProfileChange(session.user.id, body)) }),
);
