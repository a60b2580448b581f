import { z } from "./zod";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";
import { CONTROL_CHARACTER_MESSAGE, EMAIL_INVALID, hasNulByte, isBlank, normalizeEmail, TEXT_LIMITS, WHATSAPP_INVALID, withoutInvisible } from "@/lib/forms/field-rules";

export { CONTROL_CHARACTER_MESSAGE, hasNulByte, isBlank, normalizeEmail, TEXT_LIMITS, WHATSAPP_INVALID, withoutInvisible };

// Field rules shared by every public form and its endpoint. Each carries its own Spanish message.

/** The path (["badges", 1]) of the first string holding a NUL byte in a parsed JSON value, key or value. */
export function findNulByte(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return hasNulByte(value) ? path : null;
  if (!value || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (hasNulByte(key)) return at;
    const found = findNulByte(item, at);
    if (found) return found;
  }
  return null;
}

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

/** True when a bot filled the hidden "company" field. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const company = (body as { company?: unknown }).company;
  return company !== undefined && company !== null && company !== "" && company !== false;
}
