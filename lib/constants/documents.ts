import type { DocumentKind } from "@/lib/generated/prisma/enums";

// A caregiver's verification documents (SPEC §9).

/** SPEC §9's four required documents of a caregiver, and every kind a document can be. */
export const REQUIRED_KINDS = ["DUI", "PROOF_OF_ADDRESS", "CRIMINAL_RECORD", "POLICE_CLEARANCE"] as const satisfies readonly DocumentKind[];
export const DOCUMENT_KINDS = ["DUI", "PROOF_OF_ADDRESS", "CRIMINAL_RECORD", "POLICE_CLEARANCE", "CERTIFICATE", "OTHER"] as const satisfies readonly DocumentKind[];

/** Each kind's name as docs/voice.md gives it. */
export const KIND_LABELS: Record<DocumentKind, string> = {
  DUI: "DUI",
  PROOF_OF_ADDRESS: "Comprobante de domicilio",
  CRIMINAL_RECORD: "Antecedentes penales",
  POLICE_CLEARANCE: "Solvencia de la PNC",
  CERTIFICATE: "Certificación o curso",
  OTHER: "Otro documento",
};
