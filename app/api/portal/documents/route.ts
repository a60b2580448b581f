import { addDocument, listOwnDocuments } from "@/lib/caregivers/portal";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { readUploadedFile } from "@/lib/files/uploads";

// GET /api/portal/documents – the caregiver's own documents.
export const GET = route({ auth: "user" }, async ({ session }) => json(await listOwnDocuments(session.user.id)));

// POST /api/portal/documents – uploads one document (multipart field "file"): PDF, JPG or PNG.
export const POST = route({ auth: "user" }, async ({ request, session }) => {
  const document = await addDocument(session.user.id, await readUploadedFile(request));
  return json({ ok: true, document }, { status: 201 });
});
