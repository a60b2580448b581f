import { json, PUBLIC_CACHE_CONTROL } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { inOrder } from "@/lib/sitters/load";
import { getPublishedSitters } from "@/lib/sitters/public";
import { searchSitters } from "@/lib/sitters/search";
import { searchParamsSchema } from "@/lib/sitters/search-params-schema";

// GET /api/sitters – every published sitter (SPEC: home features the first 4). With search parameters (the
// search page's: departamento, zona, servicio, gatos, grandes, minRating, fecha or desde/hasta, precioMax, orden)
// only the sitters that match, in the chosen order. Cached.
export const GET = route({ query: searchParamsSchema() }, async ({ query: filters }) => {
  const sitters = await getPublishedSitters();
  const cdn = { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } };
  return json(filters ? inOrder(sitters, await searchSitters(filters)) : sitters, cdn);
});
