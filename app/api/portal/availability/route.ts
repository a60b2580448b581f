import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { availabilitySchema } from "@/lib/sitters/availability-schema";
import { getOwnAvailability, setOwnAvailability } from "@/lib/sitters/blocks";
import { expireSitterCache } from "@/lib/sitters/public";

// GET /api/portal/availability – the caregiver's blocked days from today on.
export const GET = route({ auth: "user" }, async ({ session }) => json(await getOwnAvailability(session.user.id)));

// PUT /api/portal/availability – replaces them (inclusive ranges, none in the past, ≤ 365 days ahead, ≤ 100, merged).
export const PUT = route({ auth: "user", body: availabilitySchema }, async ({ session, body }) => {
  const saved = await setOwnAvailability(session.user.id, body.blocked);
  expireSitterCache();
  return json({ ok: true, ...saved });
});
