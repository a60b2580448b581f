import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";
import { rejectProfileChange } from "@/lib/sitters/profile-changes";
import { rejectChangeSchema } from "@/lib/sitters/profile-schema";

// POST /api/admin/profile-changes/{id}/reject – keeps the public profile as it is; the caregiver reads why.
export const POST = route({ auth: "admin", body: rejectChangeSchema }, async ({ params, body, session }) => {
  await rejectProfileChange(params.id, session.user.email, body.reason);
  deliverSoon();
  return json({ ok: true, status: "REJECTED" });
});
