import { updateSitter } from "@/lib/sitters/manage";
import { fail, json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { sitterKeySchema } from "@/lib/sitters/key-schema";
import { SITTER_MESSAGES, sitterProfilePatchSchema } from "@/lib/sitters/profile-schema";

// PATCH /api/admin/sitters/{id} – edits, publishes or unpublishes a public profile.
export const PATCH = route({ auth: "admin", body: sitterProfilePatchSchema }, async ({ params, body, session }) => {
  const key = sitterKeySchema.safeParse(params.id);
  if (!key.success || key.data.id === undefined) return fail(404, SITTER_MESSAGES.notFound);
  return json({ ok: true, sitter: await updateSitter(key.data.id, body, session.user.email) });
});
