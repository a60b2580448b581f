import { json, PUBLIC_CACHE_CONTROL } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { listZones } from "@/lib/zones/list";

// GET /api/zones – every zone: [{ slug, name, state, waiting }] (`waiting`: families on its list). Public; CDNs keep it a minute.
export const GET = route({}, async () => json(await listZones(), { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }));
