import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { pulse } from "@/lib/pulse/pulse";
import { pulseQuerySchema } from "@/lib/pulse/schemas";

// GET /api/admin/pulse?weeks=N – each zone's weekly pulse (1–52 weeks, default 12; Mondays in El Salvador, newest last).
export const GET = route({ auth: "admin", query: pulseQuerySchema }, async ({ query }) => json(await pulse(query.weeks)));
