import { route } from "@/lib/api/route";
import { clientKey } from "@/lib/http/client-key";
import { countSearch, SEARCH_BEACON_LIMITS } from "@/lib/pulse/search-count";
import { searchBeaconSchema } from "@/lib/pulse/schemas";

// POST /api/pulse/searches?zona=slug&servicio=CODE&cero=0|1 – the search page's beacon (navigator.sendBeacon): one
// search counted for the team's pulse, cached page or not, once per visitor, zone and service a day (30 beacons a
// minute per client, then 429). GET is the same count from the page's <noscript> image, for browsers without
// JavaScript. Answers 204; stores no address, cookie or query text.
const count = route({ query: searchBeaconSchema, rateLimit: { bucket: "search-beacon", limit: () => SEARCH_BEACON_LIMITS.perClient } }, async ({ query, request }) => {
  await countSearch(query, clientKey(request.headers));
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});

export const POST = count;
export const GET = count;
