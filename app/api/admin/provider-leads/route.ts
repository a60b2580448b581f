import { listProviderLeads, listProviderLeadsPage } from "@/lib/leads/lists";
import { providerLeadListSchema } from "@/lib/leads/schemas";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { listOrPage } from "@/lib/lists/query";

// GET /api/admin/provider-leads – sitter applications and caregiver waitlist entries.
// GET /api/admin/provider-leads?pagina=N&q=texto&tipo=APPLICATION|WAITLIST – one page of 50: { items, total, page, pageCount, pageSize }.
export const GET = route({ auth: "admin", query: listOrPage(providerLeadListSchema) }, async ({ query }) =>
  json(query ? await listProviderLeadsPage(query) : await listProviderLeads()),
);
