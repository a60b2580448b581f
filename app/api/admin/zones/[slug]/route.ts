import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { zoneStateSchema } from "@/lib/zones/schemas";
import { setZoneState } from "@/lib/zones/state-change";

// PATCH /api/admin/zones/{slug} – { state }: WAITLIST, INVITE or OPEN; back to WAITLIST refused (409) while it has bookings under way.
export const PATCH = route({ auth: "admin", body: zoneStateSchema }, async ({ params, body, session }) => {
  const change = await setZoneState(params.slug, body.state, session.user.email);
  return json(change, { status: change.ok ? 200 : 409 });
});
