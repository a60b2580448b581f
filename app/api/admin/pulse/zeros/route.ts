import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { zeroSearches } from "@/lib/pulse/drill-downs";
import { pulseQuerySchema } from "@/lib/pulse/schemas";

// GET /api/admin/pulse/zeros?weeks=N – the zones and services whose searches found nobody, most zeros first.
export const GET = route({ auth: "admin", query: pulseQuerySchema }, async ({ query }) => json({ ok: true, rows: await zeroSearches(query.weeks) }));
