import { listProviderLeads } from "@/lib/leads/lists";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

// GET /api/admin/provider-leads – sitter applications and caregiver waitlist entries.
export const GET = route({ auth: "admin" }, async () => json(await listProviderLeads()));
