import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";
import { inviteNewFamilies } from "@/lib/zones/state-change";

// POST /api/admin/zones/{slug}/invitations – the team invites the families who joined a zone «Por invitación» since it opened that way (409 in another state).
export const POST = route({ auth: "admin" }, async ({ params, session }) => {
  const invited = await inviteNewFamilies(params.slug, session.user.email);
  if (invited.mailed.families + invited.mailed.providers > 0) deliverSoon();
  return json({ ok: true, ...invited });
});
