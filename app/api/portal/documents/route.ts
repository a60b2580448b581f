import { addDocument, listOwnDocuments } from "@/lib/caregivers";
import { json } from "@/lib/http";
import { route } from "@/lib/route";
import { readUploadedFile } from "@/lib/uploads";

// GET /api/portal/documents – the caregiver's own documents.
export const GET = route({ auth: "user" }, async ({ session }) => json(await listOwnDocuments(session.user.id)));

// POST /api/portal/documents – uploads one document (multipart field "file"): PDF, JPG or PNG.
export const POST = route({ auth: "user" }, async ({ request, session }) => {
  const document = await addDocument(session.user.id, await readUploadedFile(request));
  return json({ ok: true, document }, { status: 201 });
});
