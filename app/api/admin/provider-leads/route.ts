import { listProviderLeads, listProviderLeadsPage } from "@/lib/leads/lists";
import { providerLeadListSchema } from "@/lib/leads/schemas";
import { json } from "@/lib/http/handler";
import { readListQuery } from "@/lib/api/list-query";
import { route } from "@/lib/api/route";

// GET /api/admin/provider-leads – sitter applications and caregiver waitlist entries.
// GET /api/admin/provider-leads?pagina=N&q=texto&tipo=APPLICATION|WAITLIST – one page of 50: { items, total, page, pageCount, pageSize }.
export const GET = route({ auth: "admin" }, async ({ request }) => {
  const query = readListQuery(request, providerLeadListSchema);
  return json(query ? await listProviderLeadsPage(query) : await listProviderLeads());
});
