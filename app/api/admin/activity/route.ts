import { listAuditEvents } from "@/lib/audit";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/activity?page=N – what admins did, newest first, 50 a page.
export const GET = route({ auth: "admin" }, async ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return json(await listAuditEvents(Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1));
});
