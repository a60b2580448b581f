import { z } from "./zod";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";
import { CONTROL_CHARACTER_MESSAGE, EMAIL_INVALID, hasNulByte, isBlank, normalizeEmail, TEXT_LIMITS, WHATSAPP_INVALID, withoutInvisible } from "@/lib/forms/field-rules";

// The checks of a parsed body (NUL bytes, the honeypot) live with the public forms' rules, which need no zod.
export { findNulByte, isHoneypotFilled } from "@/lib/forms/field-rules";
export { CONTROL_CHARACTER_MESSAGE, hasNulByte, isBlank, normalizeEmail, TEXT_LIMITS, WHATSAPP_INVALID, withoutInvisible };

// Field rules shared by every public form and its endpoint. Each carries its own Spanish message.

/**
 * A required text: without invisible and control characters (bidi controls turn what others read around), trimmed,
 * not blank (invisible characters alone do not count), at most `max` characters.
 */
export function requiredText(max: number, required: string, tooLong = `Máximo ${max} caracteres.`) {
  return z
    .string(required)
    .overwrite(withoutInvisible)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !isBlank(value), required)
    .refine((value) => !hasNulByte(value), CONTROL_CHARACTER_MESSAGE);
}

/** An optional text: without invisible and control characters, trimmed; empty becomes undefined. */
export function optionalText(max: number, tooLong = `Máximo ${max} caracteres.`) {
  return z
    .string("Debe ser un texto.")
    .overwrite(withoutInvisible)
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasNulByte(value), CONTROL_CHARACTER_MESSAGE)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
}

export function emailField(invalid = EMAIL_INVALID, required = invalid) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.email, "El correo es demasiado largo.")
    .pipe(z.email(invalid))
    .transform(normalizeEmail);
}

/** A WhatsApp number, normalised to E.164 ("+50371234567"). */
export function whatsappField(required: string) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(30, WHATSAPP_INVALID)
    .transform((value, ctx) => {
      const normalized = normalizeWhatsapp(value);
      if (!normalized) {
        ctx.addIssue({ code: "custom", message: WHATSAPP_INVALID });
        return z.NEVER;
      }
      return normalized;
    });
}

/** The page the form was sent from (kept for the team; never followed). */
export const sourceUrlField = z
  .string("La dirección de origen no es válida.")
  .trim()
  .max(TEXT_LIMITS.url, "La dirección de origen es demasiado larga.")
  .refine((value) => value === "" || /^https?:\/\//i.test(value), "La dirección de origen no es válida.")
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));

/** The hidden honeypot field: any value is accepted here; the route answers a filled one as a fake success. */
export const honeypotField = z.unknown().optional();

/** `whatsappOptIn`: consent to WhatsApp notices, a JSON boolean, false when left out. */
export const whatsappOptInField = z.boolean("whatsappOptIn debe ser true o false.").optional().default(false);

