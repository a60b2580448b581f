import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";
import { expireSitterCache } from "@/lib/sitters/public";
import { zoneStateSchema } from "@/lib/zones/schemas";
import { setZoneState } from "@/lib/zones/state-change";

// PATCH /api/admin/zones/{slug} – { state }: WAITLIST, INVITE or OPEN; back to WAITLIST refused (409) while it has bookings under way.
// A change shows at once in the public lists (the sitters' cache holds the zones' states) and sends the opening e-mails it queued.
export const PATCH = route({ auth: "admin", body: zoneStateSchema }, async ({ params, body, session }) => {
  const change = await setZoneState(params.slug, body.state, session.user.email);
  if (change.ok) {
    expireSitterCache();
    if (change.mailed.families + change.mailed.providers > 0) deliverSoon();
  }
  return json(change, { status: change.ok ? 200 : 409 });
});
