import { fail, handler, json, PUBLIC_CACHE_CONTROL } from "@/lib/http/handler";
import { inOrder } from "@/lib/sitters/load";
import { getPublishedSitters } from "@/lib/sitters/public";
import { searchSitters } from "@/lib/sitters/search";
import { parseSearchFilters, SEARCH_KEYS } from "@/lib/sitters/search-filters";
import { searchParamsSchema } from "@/lib/sitters/search-params-schema";

// GET /api/sitters – every published sitter (SPEC: home features the first 4). With search parameters (the
// search page's: departamento, zona, servicio, gatos, grandes, minRating, fecha or desde/hasta, precioMax, orden)
// only the sitters that match, in the chosen order. Cached.
export const GET = handler(async (request) => {
  const params = new URL(request.url).searchParams;
  const cdn = { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } };
  if (!SEARCH_KEYS.some((key) => params.has(key))) return json(await getPublishedSitters(), cdn);
  // The schema keeps its own keys (dates, price, order) and leaves the page's lenient filters alone.
  const checked = searchParamsSchema().safeParse(Object.fromEntries(params));
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return fail(400, issue.message, undefined, String(issue.path[0]));
  }
  const ranked = await searchSitters(parseSearchFilters(params));
  return json(inOrder(await getPublishedSitters(), ranked), cdn);
});
