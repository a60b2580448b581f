import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { readinessThresholdsSchema } from "@/lib/zones/schemas";
import { setReadinessThresholds } from "@/lib/zones/readiness-thresholds";

// PUT /api/admin/zone-thresholds – { readySitters, waitingFamilies }: the thresholds of «Lista para abrir» (team only, audited).
export const PUT = route({ auth: "admin", body: readinessThresholdsSchema }, async ({ body, session }) =>
  json({ ok: true, thresholds: await setReadinessThresholds(body, session.user.email) }),
);
