import { KIND_LABELS, REQUIRED_KINDS } from "@/lib/constants";
import type { DocumentKind, InterviewStatus } from "@/lib/generated/prisma/enums";
import { publicVerifications } from "@/lib/sitters/verifications";

// The home promises that the team checks the DUI, the address, the criminal record and the PNC clearance of every
// sitter, and interviews them, before publishing the profile. This is that promise as a rule.

type CheckedAccount = {
  interviewStatus: InterviewStatus;
  documents: readonly { kind: DocumentKind; verified: boolean; verifiedAt: Date | null; expiresAt: Date | null }[];
} | null;

const CHECK_NAMES: Record<(typeof REQUIRED_KINDS)[number], string> = {
  DUI: `${KIND_LABELS.DUI} verificado y vigente`,
  PROOF_OF_ADDRESS: `${KIND_LABELS.PROOF_OF_ADDRESS} verificado y vigente`,
  CRIMINAL_RECORD: `${KIND_LABELS.CRIMINAL_RECORD} verificados y vigentes`,
  POLICE_CLEARANCE: `${KIND_LABELS.POLICE_CLEARANCE} verificada y vigente`,
};

/** What a profile still lacks before it may be published, in the order the team works; [] when nothing. */
export function missingForPublishing(account: CheckedAccount, now: Date): string[] {
  const valid = new Set(account ? publicVerifications(account.documents, account.interviewStatus, now).map((check) => check.kind) : []);
  return [
    ...(account ? [] : ["cuenta de cuidador vinculada"]),
    ...REQUIRED_KINDS.filter((kind) => !valid.has(kind)).map((kind) => CHECK_NAMES[kind]),
    ...(valid.has("INTERVIEW") ? [] : ["entrevista completada"]),
  ];
}

/** The 409's message: "Para publicar este perfil falta: DUI verificado y vigente, entrevista completada." */
export function publishRefusal(missing: readonly string[]): string {
  return `Para publicar este perfil falta: ${missing.join(", ")}.`;
}
