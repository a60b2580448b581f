import { json, PUBLIC_CACHE_CONTROL } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { inOrder } from "@/lib/sitters/load";
import { getPublishedSitters } from "@/lib/sitters/public";
import { searchSitters } from "@/lib/sitters/search";
import { searchParamsSchema } from "@/lib/sitters/search-params-schema";
import { findInvitation, INVITATION_PARAM } from "@/lib/zones/invitations";

// GET /api/sitters – every published sitter of the zones open to this visitor (SPEC: home features the first 4):
// OPEN zones, and an INVITE zone with `?invitacion=` its invitation's token. With search parameters (the
// search page's: departamento, zona, servicio, gatos, grandes, minRating, fecha or desde/hasta, precioMax, orden)
// only the sitters that match, in the chosen order. Cached; an answer for an invitation is the family's own.
export const GET = route({ query: searchParamsSchema() }, async ({ query: filters, request }) => {
  const token = new URL(request.url).searchParams.get(INVITATION_PARAM);
  const invitation = token ? await findInvitation(token) : null;
  const access = { invitedTo: invitation?.zone ?? null };
  const sitters = await getPublishedSitters(access);
  const cdn = { headers: { "Cache-Control": token ? "private, no-store" : PUBLIC_CACHE_CONTROL } };
  return json(filters ? inOrder(sitters, await searchSitters(filters, access)) : sitters, cdn);
});
