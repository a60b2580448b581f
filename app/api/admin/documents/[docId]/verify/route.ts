import { setDocumentVerified } from "@/lib/admin/caregivers";
import { json } from "@/lib/http";
import { route } from "@/lib/route";
import { verifyDocumentSchema } from "@/lib/validation/admin";

// PATCH /api/admin/documents/{docId}/verify – marks a document verified or not.
export const PATCH = route({ auth: "admin", body: verifyDocumentSchema }, async ({ params, body }) =>
  json({ ok: true, document: await setDocumentVerified(params.docId, body.verified) }),
);
