import { SERVICES } from "@/lib/constants";
import { EMAIL_INVALID, isBlank, looksLikeEmail, normalizeEmail, TEXT_LIMITS, WHATSAPP_INVALID } from "@/lib/forms/field-rules";
import { BRAND } from "@/lib/site/brand";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";

// The /unete application's texts and rules without zod: the server's schema (schemas.ts) words its refusals with
// these messages, and the browser checks the form with checkApplication() before sending it (no zod in public pages).

export const APPLICATION_MESSAGES = {
  missing: "Por favor completa todos los campos obligatorios.",
  services: "Selecciona al menos un servicio",
  consentTitle: "Consentimiento requerido",
  consentText: `Para enviar tu solicitud, acepta que el equipo de ${BRAND} te contacte por WhatsApp o correo.`,
  nameTooLong: `El nombre puede tener como máximo ${TEXT_LIMITS.name} caracteres.`,
  municipalityTooLong: "El municipio es demasiado largo.",
} as const;

export const APPLICATION_SUCCESS = {
  title: "¡Recibimos tu solicitud!",
  text: "La revisamos en 24-48 horas y te escribimos por WhatsApp o correo con los siguientes pasos.",
} as const;

export const APPLICATION_REQUIRED = ["name", "email", "phone"] as const;

export type ApplicationField = "name" | "email" | "phone" | "municipio" | "services" | "consent";
/** The form as typed: the services ticked, the consent box ("on" when ticked). */
export type ApplicationFields = { name: string; email: string; phone: string; municipio: string; services: string[]; consent: string; company: string; whatsappOptIn?: string };
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** What the form shows after a send without JavaScript: what was typed and each field's message, or that it was sent. */
export type ApplicationState = { values?: Partial<ApplicationFields>; errors?: ApplicationErrors; error?: string; sent?: boolean };

/** The fields of a posted /unete form. */
export function applicationFields(data: FormData): ApplicationFields {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    municipio: text("municipio"),
    services: data.getAll("services").filter((value): value is string => typeof value === "string"),
    consent: text("consent"),
    company: text("company"),
    whatsappOptIn: text("whatsappOptIn"),
  };
}

/** Each field's message as the server's schema words it; the consent box last, as SPEC §5 asks it after the rest. */
export function checkApplication(form: ApplicationFields): ApplicationErrors {
  const missing = APPLICATION_MESSAGES.missing;
  const name = form.name.trim();
  const errors: ApplicationErrors = {
    name: isBlank(name) ? missing : name.length > TEXT_LIMITS.name ? APPLICATION_MESSAGES.nameTooLong : undefined,
    email: !form.email.trim() ? missing : looksLikeEmail(form.email) && form.email.trim().length <= TEXT_LIMITS.email ? undefined : EMAIL_INVALID,
    phone: !form.phone.trim() ? missing : normalizeWhatsapp(form.phone.trim()) ? undefined : WHATSAPP_INVALID,
    municipio: form.municipio.trim().length > TEXT_LIMITS.municipality ? APPLICATION_MESSAGES.municipalityTooLong : undefined,
    services:
      form.services.length === 0 || form.services.some((service) => !(SERVICES as readonly string[]).includes(service)) ? APPLICATION_MESSAGES.services : undefined,
  };
  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ApplicationErrors;
  if (Object.keys(found).length === 0 && !form.consent) found.consent = APPLICATION_MESSAGES.consentText;
  return found;
}

/** The request payload (SPEC §7's, plus the services chosen) of a checked form, as the server stores it; consent stays here. */
export function toApplicationPayload(form: ApplicationFields, sourceUrl: string) {
  return {
    name: form.name.trim(),
    email: normalizeEmail(form.email),
    phone: normalizeWhatsapp(form.phone.trim()) ?? form.phone.trim(),
    municipio: form.municipio.trim(),
    services: form.services,
    company: form.company,
    sourceUrl,
    whatsappOptIn: Boolean(form.whatsappOptIn),
  };
}
