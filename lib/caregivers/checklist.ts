import { KIND_LABELS, REQUIRED_KINDS } from "@/lib/constants";
import type { DocumentKind, InterviewStatus } from "@/lib/generated/prisma/enums";
import { todayInElSalvador } from "@/lib/dates";
import { DAY_MS } from "@/lib/dates/units";

// A caregiver's verification checklist: SPEC §9's four required documents, each verified one by one,
// with the expiry of the checks that expire. Pure: the portal, the dashboard and the public profile read it.
// The kinds themselves and their names are in lib/constants.ts (the public profile shows them too).

/** Checks that lapse: a criminal record or a PNC clearance is valid 6 months from its upload unless the team says otherwise. */
const EXPIRING_KINDS: ReadonlySet<DocumentKind> = new Set(["CRIMINAL_RECORD", "POLICE_CLEARANCE"]);
export const DEFAULT_VALIDITY_MONTHS = 6;
/** "Vence pronto" from this many days before the expiry. */
export const EXPIRES_SOON_DAYS = 30;
/** The caregiver and the team are e-mailed this many days before a check expires. */
export const EXPIRY_NOTICE_DAYS = 7;


export function defaultExpiry(kind: DocumentKind, uploadedAt: Date): Date | null {
  if (!EXPIRING_KINDS.has(kind)) return null;
  // A calendar day, stored as the team's entered days are (UTC midnight): the El Salvador day of the upload, 6
  // months on (a day the month lacks rolls into the next: 31 August → 3 March).
  const [year, month, day] = todayInElSalvador(uploadedAt).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 + DEFAULT_VALIDITY_MONTHS, day));
}

export type ChecklistDocument = { kind: DocumentKind; verified: boolean; expiresAt: Date | string | null };
export type CheckState = "falta" | "subido" | "verificado" | "vence pronto" | "vencido";

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
/** Verified and not expired at `now`. */
export const isValidCheck = (document: ChecklistDocument, now: Date) =>
  document.verified && (document.expiresAt === null || time(document.expiresAt)! > now.getTime());

/** One kind's state: the best of its documents (a valid check wins over an expired one or a new upload). */
export function checkState(documents: readonly ChecklistDocument[], now: Date): CheckState {
  if (documents.length === 0) return "falta";
  const valid = documents.filter((document) => isValidCheck(document, now));
  if (valid.length > 0) {
    const lasts = Math.max(...valid.map((document) => time(document.expiresAt) ?? Infinity));
    return lasts - now.getTime() <= EXPIRES_SOON_DAYS * DAY_MS ? "vence pronto" : "verificado";
  }
  if (documents.some((document) => document.verified)) return documents.some((document) => !document.verified) ? "subido" : "vencido";
  return "subido";
}

/** The four required kinds with their state, in SPEC's order. */
export function checklist(documents: readonly ChecklistDocument[], now: Date) {
  return REQUIRED_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind], state: checkState(documents.filter((document) => document.kind === kind), now) }));
}

/**
 * The application's progress: 20 points for each required kind verified and unexpired, and 20 for a completed
 * interview (100 = everything the team checks is done and valid).
 */
export function completionPercent(documents: readonly ChecklistDocument[], interviewStatus: InterviewStatus, now: Date): number {
  const checks = REQUIRED_KINDS.filter((kind) => documents.some((document) => document.kind === kind && isValidCheck(document, now))).length;
  return checks * 20 + (interviewStatus === "completed" ? 20 : 0);
}
