import type { InterviewStatus } from "@/lib/generated/prisma/enums";

// SPEC §4's interview rules: setting a date sets "scheduled", clearing it sets "pending", and the admin
// may also choose the status directly.


export const INTERVIEW_MESSAGES = {
  scheduledNeedsDate: "Para programar la entrevista, indica la fecha y la hora.",
  invalidDate: "La fecha de la entrevista no es válida.",
  tooFar: "La entrevista debe ser dentro de los próximos 12 meses.",
  tooOld: "La fecha de la entrevista no puede ser de hace más de 12 meses.",
  invalidStatus: "Elige un estado de entrevista válido.",
  nothing: "Indica la fecha o el estado de la entrevista.",
} as const;

export type InterviewChange = { interviewDate?: Date | null; interviewStatus?: InterviewStatus };

/** The interview date and status after a change, or the Spanish reason it cannot be made. */
export function resolveInterview(
  current: { interviewDate: Date | null; interviewStatus: InterviewStatus },
  change: InterviewChange,
): { ok: true; interviewDate: Date | null; interviewStatus: InterviewStatus } | { ok: false; error: string } {
  if (change.interviewDate === undefined && change.interviewStatus === undefined) return { ok: false, error: INTERVIEW_MESSAGES.nothing };
  const interviewDate = change.interviewDate === undefined ? current.interviewDate : change.interviewDate;
  let interviewStatus: InterviewStatus;
  if (change.interviewStatus) interviewStatus = change.interviewStatus;
  else if (change.interviewDate === null) interviewStatus = "pending";
  else if (change.interviewDate) interviewStatus = "scheduled";
  else interviewStatus = current.interviewStatus;
  if (interviewStatus === "scheduled" && !interviewDate) return { ok: false, error: INTERVIEW_MESSAGES.scheduledNeedsDate };
  return { ok: true, interviewDate, interviewStatus };
}
