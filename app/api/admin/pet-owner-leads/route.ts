import { listPetOwnerLeads } from "@/lib/leads/lists";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

// GET /api/admin/pet-owner-leads – the pet-owner waitlist with referral counts and the ranking.
export const GET = route({ auth: "admin" }, async () => json(await listPetOwnerLeads()));
