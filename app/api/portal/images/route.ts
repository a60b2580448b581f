import { storePendingSitterImage } from "@/lib/files/sitter-images";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { requireLinkedSitterId } from "@/lib/sitters/linked";

// POST /api/portal/images – a caregiver with a public profile uploads a photo for it (JPG, PNG or WebP, checked
// by its bytes); private to them and the team until the team approves the change that uses it.
export const POST = route({ auth: "user", upload: true, rateLimit: { bucket: "portal-images", limit: () => 30 } }, async ({ request, session }) => {
  await requireLinkedSitterId(session.user.id);
  return json({ ok: true, url: await storePendingSitterImage(request, session.user.id) }, { status: 201 });
});
