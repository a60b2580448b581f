import { deleteOwnDocument } from "@/lib/caregivers/portal";
import { fail, json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// DELETE /api/portal/documents/{id} – deletes one of the caregiver's own documents.
export const DELETE = route({ auth: "user" }, async ({ params, session }) => {
  const id = params.id ?? "";
  const deleted = id.length <= 64 && (await deleteOwnDocument(session.user.id, id));
  return deleted ? json({ ok: true }) : fail(404, "No encontramos ese documento.");
});
