import { auditPageQuery, listAuditEvents } from "@/lib/audit";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/activity?page=N – what admins did, newest first, 50 a page.
export const GET = route({ auth: "admin", query: auditPageQuery }, async ({ query }) => json(await listAuditEvents(query.page)));
