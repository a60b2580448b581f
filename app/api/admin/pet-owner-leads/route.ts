import { listPetOwnerLeads } from "@/lib/admin/leads";
import { json } from "@/lib/http";
import { route } from "@/lib/route";

// GET /api/admin/pet-owner-leads – the pet-owner waitlist with referral counts and the ranking.
export const GET = route({ auth: "admin" }, async () => json(await listPetOwnerLeads()));
