import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { zonesReadiness } from "@/lib/sitters/zone-readiness";

// GET /api/admin/zones – every zone with its families waiting, sitters applied and sitters ready, «Lista para abrir», and the thresholds (team only).
export const GET = route({ auth: "admin" }, async () => json({ ok: true, ...(await zonesReadiness()) }));
