import { z } from "./zod";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";

// Field rules shared by every public form and its endpoint. Each carries its own Spanish message.

/** Emails are stored trimmed and lower-cased, so uniqueness ignores case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  municipality: 100,
  notes: 1000,
  motivation: 1000,
  url: 2048,
  honeypot: 500,
} as const;

/** Postgres text cannot hold U+0000: a NUL byte anywhere in a request is refused with this message. */
export const CONTROL_CHARACTER_MESSAGE = "El texto contiene caracteres no permitidos.";

export const hasNulByte = (value: string) => value.includes("\u0000");

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

// Zero-width (U+200B–U+200D, U+2060, U+FEFF) and bidi controls (U+200E, U+200F, U+061C, U+202A–U+202E,
// U+2066–U+2069): a value made only of these (and spaces) shows as nothing, so it is not filled in.
const INVISIBLE = /[\u200b-\u200f\u2060\ufeff\u061c\u202a-\u202e\u2066-\u2069]/g;

/** True when a text shows nothing: empty, spaces, or only invisible characters. */
export const isBlank = (value: string) => value.replace(INVISIBLE, "").trim() === "";

/** A required text: trimmed, not blank (invisible characters alone do not count), at most `max` characters. */
export function requiredText(max: number, required: string, tooLong = `Máximo ${max} caracteres.`) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !isBlank(value), required)
    .refine((value) => !hasNulByte(value), CONTROL_CHARACTER_MESSAGE);
}

/** An optional text: trimmed; empty becomes undefined. */
export function optionalText(max: number, tooLong = `Máximo ${max} caracteres.`) {
  return z
    .string("Debe ser un texto.")
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasNulByte(value), CONTROL_CHARACTER_MESSAGE)
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
