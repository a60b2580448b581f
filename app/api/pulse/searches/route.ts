import { route } from "@/lib/api/route";
import { countSearch } from "@/lib/pulse/search-count";
import { searchBeaconSchema } from "@/lib/pulse/schemas";

// POST /api/pulse/searches?zona=slug&servicio=CODE&cero=0|1 – the search page's beacon (navigator.sendBeacon): one
// search counted for the team's pulse, cached page or not. GET is the same count from the page's <noscript> image,
// for browsers without JavaScript. Answers 204; stores no address, cookie or query text.
const count = route({ query: searchBeaconSchema }, async ({ query }) => {
  await countSearch(query);
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});

export const POST = count;
export const GET = count;
