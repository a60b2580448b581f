import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { slowReplies } from "@/lib/pulse/drill-downs";
import { slowRepliesQuerySchema } from "@/lib/pulse/schemas";

// GET /api/admin/pulse/slow-replies?week=YYYY-MM-DD[&zone=slug] – the week's requests not answered within 24 h.
export const GET = route({ auth: "admin", query: slowRepliesQuerySchema }, async ({ query }) =>
  json({ ok: true, requests: await slowReplies(query.week, query.zone) }),
);
