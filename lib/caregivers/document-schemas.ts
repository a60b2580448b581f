import { z } from "@/lib/zod";
import { isIsoDate } from "@/lib/dates";
import { DOCUMENT_KINDS } from "@/lib/constants";
import { ADMIN_MESSAGES } from "@/lib/caregivers/schemas";

// What comes with a document: its kind on upload, and the team's verification with an optional expiry.

export const DOCUMENT_MESSAGES = {
  kind: "Elige qué documento es.",
  expiresAt: "Escribe la fecha de vencimiento como AAAA-MM-DD.",
} as const;

/** The multipart field `kind` of POST /api/portal/documents: OTHER when absent. */
export const documentKindField = z.enum(DOCUMENT_KINDS, DOCUMENT_MESSAGES.kind).default("OTHER");

/** PATCH /api/admin/documents/{docId}/verify */
export const verifyDocumentSchema = z.object({
  verified: z.boolean(ADMIN_MESSAGES.verifiedRequired),
  /** A calendar day ("YYYY-MM-DD"); null or absent: the kind's default (6 months for records and clearances). */
  expiresAt: z.string(DOCUMENT_MESSAGES.expiresAt).refine(isIsoDate, DOCUMENT_MESSAGES.expiresAt).nullable().optional(),
});
