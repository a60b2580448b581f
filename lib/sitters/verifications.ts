import { KIND_LABELS, REQUIRED_KINDS } from "@/lib/constants";
import type { DocumentKind, InterviewStatus } from "@/lib/generated/prisma/enums";
import { formatCalendarDay } from "@/lib/format/dates";

// What the public profile says the team checked: the linked caregiver's verified, unexpired required
// documents and a completed interview. Never a file, a number or an image of a document: only the kind and dates.

export type Verification = { kind: DocumentKind | "INTERVIEW"; verifiedAt: string | null; expiresAt: string | null };

type CheckedDocument = { kind: DocumentKind; verified: boolean; verifiedAt: Date | null; expiresAt: Date | null };

/** The checks valid at `now`, one per kind (the one valid longest), in SPEC's order, then the interview. */
export function publicVerifications(documents: readonly CheckedDocument[], interviewStatus: InterviewStatus, now: Date): Verification[] {
  const checks: Verification[] = [];
  for (const kind of REQUIRED_KINDS) {
    const valid = documents
      .filter((document) => document.kind === kind && document.verified && (!document.expiresAt || document.expiresAt > now))
      .sort((a, b) => (b.expiresAt?.getTime() ?? Infinity) - (a.expiresAt?.getTime() ?? Infinity));
    const best = valid[0];
    if (best) checks.push({ kind, verifiedAt: best.verifiedAt?.toISOString() ?? null, expiresAt: best.expiresAt?.toISOString() ?? null });
  }
  if (interviewStatus === "completed") checks.push({ kind: "INTERVIEW", verifiedAt: null, expiresAt: null });
  return checks;
}

/** "DUI verificado", "Antecedentes penales vigentes hasta 15 de diciembre de 2026", "Entrevista completada". */
export function verificationLabel(check: Verification): string {
  if (check.kind === "INTERVIEW") return "Entrevista completada";
  if (check.expiresAt) {
    const plural = check.kind === "CRIMINAL_RECORD";
    return `${KIND_LABELS[check.kind]} ${plural ? "vigentes" : "vigente"} hasta el ${formatCalendarDay(check.expiresAt)}`;
  }
  return check.kind === "PROOF_OF_ADDRESS" ? "Domicilio verificado" : `${KIND_LABELS[check.kind]} verificado`;
}
