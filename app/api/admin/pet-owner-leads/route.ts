import { listPetOwnerLeads, listPetOwnerLeadsPage } from "@/lib/leads/lists";
import { petOwnerLeadListSchema } from "@/lib/leads/schemas";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { listOrPage } from "@/lib/lists/query";

// GET /api/admin/pet-owner-leads – the pet-owner waitlist with referral counts and the ranking.
// GET /api/admin/pet-owner-leads?pagina=N&q=texto&mascota=DOG|CAT – one page of 50: { items, total, page, pageCount, pageSize, ranking }.
export const GET = route({ auth: "admin", query: listOrPage(petOwnerLeadListSchema) }, async ({ query }) =>
  json(query ? await listPetOwnerLeadsPage(query) : await listPetOwnerLeads()),
);
