import { InterviewStatus, UserStatus } from "@/lib/generated/prisma/enums";
import { z } from "@/lib/zod";
import { LIMITS } from "@/lib/constants/limits";
import { parseDateTime } from "@/lib/dates";
import { INTERVIEW_MESSAGES } from "@/lib/caregivers/interview";
import { emailField, requiredText, TEXT_LIMITS } from "@/lib/fields";
import { filterField, listQuerySchema } from "@/lib/lists/query";
import { isPasswordPersonal, isTrivialPassword } from "@/lib/auth/password-rules";
import { DAY_MS } from "@/lib/dates/units";

export const USER_STATUSES = Object.values(UserStatus);
export const INTERVIEW_STATUSES = Object.values(InterviewStatus);

export const ADMIN_MESSAGES = {
  nameRequired: "Escribe el nombre.",
  emailRequired: "Escribe el correo electrónico.",
  passwordRequired: "Escribe una contraseña temporal.",
  passwordShort: `La contraseña temporal debe tener al menos ${LIMITS.passwordMinLength} caracteres.`,
  passwordCommon: "Esa contraseña temporal es fácil de adivinar. Usa «Generar contraseña».",
  passwordPersonal: "La contraseña temporal no puede ser el nombre ni el correo electrónico de la persona. Usa «Generar contraseña».",
  emailTaken: "Ya existe una cuenta con ese correo electrónico.",
  userNotFound: "No encontramos a ese cuidador.",
  documentNotFound: "No encontramos ese documento.",
  invalidStatus: "Elige un estado válido.",
  verifiedRequired: "Indica si el documento está verificado (true o false).",
  selfDelete: "No puedes eliminar tu propia cuenta.",
} as const;

/**
 * POST /api/admin/users – SPEC §5: name, e-mail and a temporary password of at least 6 characters, neither trivial
 * nor the e-mail (the server also refuses the common ones).
 */
export const createCaregiverSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name, ADMIN_MESSAGES.nameRequired, `El nombre puede tener como máximo ${TEXT_LIMITS.name} caracteres.`),
    email: emailField("Correo electrónico inválido", ADMIN_MESSAGES.emailRequired),
    password: z
      .string(ADMIN_MESSAGES.passwordRequired)
      .min(1, ADMIN_MESSAGES.passwordRequired)
      .min(LIMITS.passwordMinLength, ADMIN_MESSAGES.passwordShort)
      .max(200, "La contraseña puede tener como máximo 200 caracteres.")
      .refine((value) => !isTrivialPassword(value), ADMIN_MESSAGES.passwordCommon),
  })
  .refine((value) => !isPasswordPersonal(value.password, value), { path: ["password"], message: ADMIN_MESSAGES.passwordPersonal });
export type CreateCaregiverInput = z.output<typeof createCaregiverSchema>;

/** PATCH /api/admin/users/{id} */
export const updateStatusSchema = z.object({ status: z.enum(USER_STATUSES, ADMIN_MESSAGES.invalidStatus) });

/** PATCH /api/admin/documents/{id}/verify */
/** An interview time: "2026-12-01T10:30" in El Salvador time (UTC-6 all year), or ISO with its offset. */
export function parseInterviewDate(value: string): Date | null {
  return parseDateTime(value);
}

const YEAR_MS = 366 * DAY_MS;

/** PATCH /api/admin/users/{id}/interview – a date (or null/"" to clear) and/or a status. */
export const interviewSchema = z.object({
  interviewDate: z
    .union([z.string(), z.null()], INTERVIEW_MESSAGES.invalidDate)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === "") return null;
      const date = parseInterviewDate(value.trim());
      if (!date) {
        ctx.addIssue({ code: "custom", message: INTERVIEW_MESSAGES.invalidDate });
        return z.NEVER;
      }
      if (date.getTime() > Date.now() + YEAR_MS) {
        ctx.addIssue({ code: "custom", message: INTERVIEW_MESSAGES.tooFar });
        return z.NEVER;
      }
      if (date.getTime() < Date.now() - YEAR_MS) {
        ctx.addIssue({ code: "custom", message: INTERVIEW_MESSAGES.tooOld });
        return z.NEVER;
      }
      return date;
    }),
  interviewStatus: z.enum(INTERVIEW_STATUSES, INTERVIEW_MESSAGES.invalidStatus).optional(),
});

/** GET /api/admin/users?pagina=&q=&estado= – a page of caregivers (`estado`: an account status). */
export const caregiverListSchema = listQuerySchema({ estado: filterField(USER_STATUSES, ADMIN_MESSAGES.invalidStatus) });
