import { z } from "@/lib/zod";
import { LIMITS } from "@/lib/constants/limits";
import { emailField } from "@/lib/fields";
import { isTrivialPassword } from "./password-rules";

export const AUTH_MESSAGES = {
  emailRequired: "Escribe tu correo electrónico.",
  passwordRequired: "Escribe tu contraseña.",
  invalidCredentials: "Credenciales inválidas",
  tooShort: `La contraseña debe tener al menos ${LIMITS.passwordMinLength} caracteres.`,
  tooLong: "La contraseña puede tener como máximo 200 caracteres.",
  common: "Esa contraseña es demasiado común. Elige una más difícil de adivinar.",
  personal: "Tu contraseña no puede ser tu nombre ni tu correo electrónico, aunque le agregues números.",
  mismatch: "Las contraseñas no coinciden",
  currentRequired: "Escribe tu contraseña actual.",
  newRequired: "Escribe tu nueva contraseña.",
  confirmRequired: "Confirma tu nueva contraseña.",
  throttled: "Demasiados intentos fallidos. Espera 15 minutos e intenta de nuevo.",
  unauthenticated: "Tu sesión no es válida o ha vencido. Inicia sesión de nuevo.",
  forbidden: "No tienes permiso para hacer esto.",
  passwordChangeRequired: "Cambia tu contraseña temporal antes de continuar.",
} as const;

// Length counted in characters; 200 is far above any real password and keeps hashing cheap.
const passwordText = z.string(AUTH_MESSAGES.passwordRequired).max(200, AUTH_MESSAGES.tooLong);

export const loginSchema = z.object({
  email: emailField("Correo electrónico inválido", AUTH_MESSAGES.emailRequired),
  password: passwordText.min(1, AUTH_MESSAGES.passwordRequired),
});

/**
 * SPEC §5's minimum plus the rules a browser can check: nothing trivial (password-rules.ts). The server also
 * refuses the account's own name and e-mail and the common passwords.
 */
export function newPasswordField(required: string = AUTH_MESSAGES.newRequired) {
  return z
    .string(required)
    .min(1, required)
    .min(LIMITS.passwordMinLength, AUTH_MESSAGES.tooShort)
    .max(200, AUTH_MESSAGES.tooLong)
    .refine((value) => !isTrivialPassword(value), AUTH_MESSAGES.common);
}

/** POST /api/auth/change-password. `currentPassword` may be left out only while a change is forced. */
export const changePasswordSchema = z.object({
  currentPassword: passwordText.optional().nullable().transform((value) => value || undefined),
  newPassword: newPasswordField(),
});

/** The portal's password form (with the confirmation the server never sees). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().max(200, AUTH_MESSAGES.tooLong).optional(),
    newPassword: newPasswordField(),
    confirmPassword: z.string(AUTH_MESSAGES.confirmRequired).min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.mismatch,
  });
