import type { InterviewStatus, UserStatus } from "@/lib/generated/prisma/enums";

// SPEC §4's labels. The portal speaks to the applicant ("Pendiente de revisión", "Aprobado - Activo");
// the admin dashboard uses the short forms.

export const PORTAL_STATUS_LABELS = {
  pending: "Pendiente de revisión",
  under_review: "En revisión",
  active: "Aprobado - Activo",
  inactive: "Inactivo",
  rejected: "Rechazado",
} as const satisfies Record<UserStatus, string>;

export const ADMIN_STATUS_LABELS = {
  pending: "Pendiente",
  under_review: "En revisión",
  active: "Activo",
  inactive: "Inactivo",
  rejected: "Rechazado",
} as const satisfies Record<UserStatus, string>;

/** SPEC names "Programada" and "Completada"; an interview not yet scheduled reads "Pendiente". */
export const INTERVIEW_STATUS_LABELS = {
  pending: "Pendiente",
  scheduled: "Programada",
  completed: "Completada",
} as const satisfies Record<InterviewStatus, string>;

/** The label of a status the server sent; an unknown value is shown as it came rather than hidden. */
export function statusLabel(status: string, audience: "portal" | "admin"): string {
  const labels: Record<string, string> = audience === "portal" ? PORTAL_STATUS_LABELS : ADMIN_STATUS_LABELS;
  return labels[status] ?? status;
}

export function interviewStatusLabel(status: string): string {
  return (INTERVIEW_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
