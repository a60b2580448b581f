import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";
import { approveProfileChange } from "@/lib/sitters/profile-changes";

// POST /api/admin/profile-changes/{id}/approve – publishes the change at once (the public cache expires).
export const POST = route({ auth: "admin" }, async ({ params, session }) => {
  await approveProfileChange(params.id, session.user.email);
  deliverSoon();
  return json({ ok: true, status: "APPROVED" });
});
