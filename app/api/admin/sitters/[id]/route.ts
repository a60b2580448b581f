import { updateSitter } from "@/lib/admin/sitters";
import { fail, json } from "@/lib/http";
import { route } from "@/lib/route";
import { sitterKeySchema } from "@/lib/validation/sitter-key";
import { SITTER_MESSAGES, sitterProfilePatchSchema } from "@/lib/validation/sitter-profile";

// PATCH /api/admin/sitters/{id} – edits, publishes or unpublishes a public profile.
export const PATCH = route({ auth: "admin", body: sitterProfilePatchSchema }, async ({ params, body }) => {
  const key = sitterKeySchema.safeParse(params.id);
  if (!key.success || key.data.id === undefined) return fail(404, SITTER_MESSAGES.notFound);
  return json({ ok: true, sitter: await updateSitter(key.data.id, body) });
});
