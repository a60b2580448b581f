import { z } from "./zod";
import { normalizeEmail } from "@/lib/email";
import { normalizeWhatsapp } from "@/lib/phone";

// Field rules shared by every public form and its endpoint. Each carries its own Spanish message.

export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  municipality: 100,
  notes: 1000,
  motivation: 1000,
  url: 2048,
  honeypot: 500,
} as const;

/** A required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number, required: string, tooLong = `Máximo ${max} caracteres.`) {
  return z.string(required).trim().min(1, required).max(max, tooLong);
}

/** An optional text: trimmed; empty becomes undefined. */
export function optionalText(max: number, tooLong = `Máximo ${max} caracteres.`) {
  return z
    .string("Debe ser un texto.")
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
}

export function emailField(invalid = "Correo electrónico inválido", required = invalid) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.email, "El correo es demasiado largo.")
    .pipe(z.email(invalid))
    .transform(normalizeEmail);
}

export const WHATSAPP_INVALID =
  "Escribe un número de WhatsApp válido: 8 dígitos (7123-4567) o con código de país (+1 415 555 0100).";

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
