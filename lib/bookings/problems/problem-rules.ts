import type { Recipient, StayNotice } from "@/lib/bookings/core/process";
import { stayEndsAt, stayStartsAt } from "@/lib/bookings/core/stay";
import type { ProblemMailKey } from "@/lib/bookings/problems/problem-texts";
import { HOUR_MS } from "@/lib/dates/units";
import { AGREED_STATUSES } from "@/lib/constants/booking-status-groups";

// A problem with a booking, as rules (no database): its categories and statuses in Spanish, its limits, and when it
// may be reported — from the booking's confirmation until 48 h after the stay's last day ends (El Salvador time).

export const PROBLEM_CATEGORIES = ["HEALTH", "BEHAVIOUR", "DAMAGE", "NO_SHOW", "COMMUNICATION", "OTHER"] as const;
export type ProblemCategoryCode = (typeof PROBLEM_CATEGORIES)[number];

export const PROBLEM_CATEGORY_LABELS: Record<ProblemCategoryCode, string> = {
  HEALTH: "Salud o lesión",
  BEHAVIOUR: "Comportamiento",
  DAMAGE: "Daños",
  NO_SHOW: "No se presentó",
  COMMUNICATION: "Comunicación",
  OTHER: "Otro",
};

export const PROBLEM_STATES = ["OPEN", "IN_REVIEW", "RESOLVED"] as const;
export type ProblemStatusCode = (typeof PROBLEM_STATES)[number];

export const PROBLEM_STATUS_LABELS: Record<ProblemStatusCode, string> = { OPEN: "Abierto", IN_REVIEW: "En revisión", RESOLVED: "Resuelto" };

export const PROBLEM_LIMITS = { descriptionMin: 10, description: 2000, photos: 4, resolution: 2000 } as const;

/** How long after the stay's last day ends a problem may still be reported. */
export const PROBLEM_WINDOW_HOURS = 48;

export const PROBLEM_MESSAGES = {
  category: "Elige qué tipo de problema es.",
  descriptionRequired: "Cuéntanos qué pasó.",
  descriptionShort: `Cuéntanos un poco más: al menos ${PROBLEM_LIMITS.descriptionMin} caracteres.`,
  descriptionLong: `La descripción puede tener como máximo ${PROBLEM_LIMITS.description} caracteres.`,
  tooManyPhotos: `Puedes enviar hasta ${PROBLEM_LIMITS.photos} fotos.`,
  notNow: `Puedes reportar un problema desde que la reserva está confirmada hasta ${PROBLEM_WINDOW_HOURS} horas después de su último día.`,
  status: "Elige el estado: en revisión o resuelto.",
  resolutionRequired: "Escribe la respuesta del equipo para resolver el problema.",
  resolutionLong: `La respuesta puede tener como máximo ${PROBLEM_LIMITS.resolution} caracteres.`,
  notFound: "No encontramos ese problema.",
  invalidCategory: "Elige una categoría válida.",
  invalidStatus: "Elige un estado válido.",
} as const;

/**
 * The booking statuses a problem may be reported from (within the window): the agreed stay before and after the
 * hand-over, and COMPLETED, because the sheet completes a stay 24 h after it ends, inside the 48 h window.
 */
export const PROBLEM_STATUSES: readonly string[] = AGREED_STATUSES;

/**
 * Who is told of a problem, with no move: each side reports one (both sides are told), a health problem during the
 * stay also tells the team at once, and the team's answer tells both sides. Printed in the sheet's table like the
 * stay's notices.
 */
const BOTH_SIDES_TOLD = [{ to: "owner", mail: "problem-reported-owner" }, { to: "sitter", mail: "problem-reported-sitter" }] as const;
export const PROBLEM_NOTICES = {
  ownerReports: { in: ["CONFIRMED", "COMPLETED"], event: "a problem reported", by: "owner", when: "until 48 h after the stay", tell: BOTH_SIDES_TOLD },
  sitterReports: { in: ["CONFIRMED", "COMPLETED"], event: "a problem reported", by: "sitter", when: "until 48 h after the stay", tell: BOTH_SIDES_TOLD },
  healthDuringStay: {
    in: ["CONFIRMED"], event: "a health problem reported", by: "owner", when: "during the stay's days", tell: [{ to: "team", mail: "team-problem-health" }],
    note: "at once; the sitter's too",
  },
  teamAnswers: {
    in: ["CONFIRMED", "COMPLETED", "CANCELLED"], event: "the team answers a problem", by: "team", when: "in review or resolved",
    tell: [{ to: "owner", mail: "problem-updated-owner" }, { to: "sitter", mail: "problem-updated-sitter" }],
  },
} as const satisfies Record<string, StayNotice & { tell: readonly { to: Recipient; mail: ProblemMailKey }[] }>;

type Stay = { status: string; startDate: Date | null; endDate: Date | null };

/** The moment reporting closes: 48 h after the stay's last day ends in El Salvador (null without dates). */
export const problemWindowClosesAt = (endDate: Date | null) => (endDate ? new Date(stayEndsAt(endDate).getTime() + PROBLEM_WINDOW_HOURS * HOUR_MS) : null);

/** Whether the owner or the sitter may report a problem now. */
export function problemWindowOpen(booking: Stay, now: Date): boolean {
  const closes = problemWindowClosesAt(booking.endDate);
  return PROBLEM_STATUSES.includes(booking.status) && closes !== null && now < closes;
}

/** Whether `now` falls within the stay's days (El Salvador): a HEALTH problem then alerts the team at once. */
export function duringStay(booking: Pick<Stay, "startDate" | "endDate">, now: Date): boolean {
  if (!booking.startDate || !booking.endDate) return false;
  return now >= stayStartsAt(booking.startDate) && now < stayEndsAt(booking.endDate);
}

/** A description's length as a person counts it (an emoji is one character). */
export const descriptionLength = (text: string) => Array.from(text).length;

/** What the report form's fields lack, as the schema says it (problem-schema.ts), checked in the browser first. */
export function problemFormProblem(fields: { category: string; description: string; photoCount: number }): { field: "category" | "description" | "photos"; message: string } | null {
  if (!(PROBLEM_CATEGORIES as readonly string[]).includes(fields.category)) return { field: "category", message: PROBLEM_MESSAGES.category };
  const length = descriptionLength(fields.description.trim());
  if (length === 0) return { field: "description", message: PROBLEM_MESSAGES.descriptionRequired };
  if (length < PROBLEM_LIMITS.descriptionMin) return { field: "description", message: PROBLEM_MESSAGES.descriptionShort };
  if (length > PROBLEM_LIMITS.description) return { field: "description", message: PROBLEM_MESSAGES.descriptionLong };
  if (fields.photoCount > PROBLEM_LIMITS.photos) return { field: "photos", message: PROBLEM_MESSAGES.tooManyPhotos };
  return null;
}

/** What the owner's form without JavaScript keeps between tries. */
export type ProblemFormState = { error?: string; field?: string; category?: string; description?: string; reported?: true };
