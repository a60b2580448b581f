import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { openingPreviewSchema } from "@/lib/zones/schemas";
import { openingPreview } from "@/lib/zones/state-change";

// GET /api/admin/zones/{slug}/opening?state=INVITE|OPEN – before the team opens a zone: who it would tell and how many sitters are bookable there (team only).
export const GET = route({ auth: "admin", query: openingPreviewSchema }, async ({ params, query }) => json({ ok: true, ...(await openingPreview(params.slug, query.state)) }));
