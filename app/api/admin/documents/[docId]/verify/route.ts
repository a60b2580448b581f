import { setDocumentVerified } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { verifyDocumentSchema } from "@/lib/caregivers/document-schemas";

// PATCH /api/admin/documents/{docId}/verify – marks a document verified or not, with an optional expiry day.
export const PATCH = route({ auth: "admin", body: verifyDocumentSchema }, async ({ params, body, session }) =>
  json({ ok: true, document: await setDocumentVerified(params.docId, body.verified, session.user.email, body.expiresAt) }),
);
