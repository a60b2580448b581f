import { listProviderLeads } from "@/lib/admin/leads";
import { json } from "@/lib/http";
import { route } from "@/lib/route";

// GET /api/admin/provider-leads – sitter applications and caregiver waitlist entries.
export const GET = route({ auth: "admin" }, async () => json(await listProviderLeads()));
