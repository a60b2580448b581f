import type { InterviewStatus, UserStatus } from "@/lib/generated/prisma/enums";
// The caregiver's application progress (completionPercent), one pure rule:
//   documents uploaded   10 points each, for up to 4 (the four required ones: DUI, address, records, PNC) = 40
//   documents verified   7.5 points each, for up to 4                                                   = 30
//   interview            scheduled 10, completed 20                                                       = 20
//   status               under review +10; active (approved) is 100 whatever else is missing.
// Rejected and inactive applications keep what they had gathered.

export const REQUIRED_DOCUMENT_COUNT = 4;

export type ProgressInput = {
  status: UserStatus;
  documentCount: number;
  verifiedCount: number;
  interviewStatus: InterviewStatus;
};

export function completionPercent({ status, documentCount, verifiedCount, interviewStatus }: ProgressInput): number {
  if (status === "active") return 100;
  const uploaded = Math.min(documentCount, REQUIRED_DOCUMENT_COUNT) * 10;
  const verified = Math.min(verifiedCount, REQUIRED_DOCUMENT_COUNT) * 7.5;
  const interview = interviewStatus === "completed" ? 20 : interviewStatus === "scheduled" ? 10 : 0;
  const review = status === "under_review" ? 10 : 0;
  return Math.min(100, Math.round(uploaded + verified + interview + review));
}

/** SPEC §4's progress bar colour: red below 50, yellow from 50 to below 80, green from 80. */
export function progressTone(percent: number): "red" | "yellow" | "green" {
  if (percent < 50) return "red";
  if (percent < 80) return "yellow";
  return "green";
}
