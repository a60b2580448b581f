import { addDocument, listOwnDocuments } from "@/lib/caregivers/portal";
import { documentKindField } from "@/lib/caregivers/document-schemas";
import { fail, json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { readUploadedFile } from "@/lib/files/uploads";

// GET /api/portal/documents – the caregiver's own documents.
export const GET = route({ auth: "user" }, async ({ session }) => json(await listOwnDocuments(session.user.id)));

// POST /api/portal/documents – uploads one document (multipart field "file": PDF, JPG or PNG; optional field
// "kind": DUI, PROOF_OF_ADDRESS, CRIMINAL_RECORD, POLICE_CLEARANCE, CERTIFICATE or OTHER, the default).
export const POST = route({ auth: "user", upload: true }, async ({ request, session }) => {
  const upload = await readUploadedFile(request);
  const kind = documentKindField.safeParse(upload.fields.kind || undefined);
  if (!kind.success) return fail(400, kind.error.issues[0].message, undefined, "kind");
  const document = await addDocument(session.user.id, { ...upload, kind: kind.data });
  return json({ ok: true, document }, { status: 201 });
});
