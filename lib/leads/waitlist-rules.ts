import { PET_TYPES } from "@/lib/constants";
import { isBlank, looksLikeEmail, normalizeEmail, TEXT_LIMITS, WHATSAPP_INVALID } from "@/lib/forms/field-rules";
import { BRAND } from "@/lib/site/brand";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";
import type { ZoneSlug } from "@/lib/zones/catalog";

// The waitlists' texts and rules without zod: the server's schemas (schemas.ts) word their refusals with these
// messages, and the browser checks a form with checkWaitlist() before sending it (no zod in public pages).

/** The consent box of every waitlist form (the coming-soon page's and a zone's). */
export const WAITLIST_CONSENT_LABEL = `Acepto ser contactado/a por el equipo de ${BRAND}.`;

// SPEC §5 waitlist rules, with SPEC's exact messages.
export const WAITLIST_MESSAGES = {
  name: "El nombre es obligatorio",
  whatsapp: "El teléfono es obligatorio",
  email: "Correo electrónico inválido",
  consent: "Debes aceptar ser contactado",
  nameTooLong: `El nombre puede tener como máximo ${TEXT_LIMITS.name} caracteres.`,
  motivationTooLong: `Cuéntanos en máximo ${TEXT_LIMITS.motivation} caracteres.`,
  searchedTooLong: `Lo que buscaste no cabe: máximo ${TEXT_LIMITS.motivation} caracteres.`,
  petType: "Elige perro o gato.",
} as const;

/** SPEC §8: what a waitlist says when a send fails, whatever the reason (the field the server names is marked too). */
export const SUBMIT_FAILED = {
  title: "Error al enviar",
  description: "Hubo un problema al procesar tu solicitud. Por favor, intenta de nuevo.",
} as const;

export type WaitlistKind = "provider" | "pet-owner";
export type WaitlistField = "name" | "whatsapp" | "email" | "consent" | "motivation" | "petType" | "zone";
/**
 * A waitlist form as typed (the consent box is "on" when ticked, a radio or select nobody chose is ""). `departamento`
 * only narrows the zona list (lib/zones/zone-choices.ts); the endpoints take the `zone`.
 */
export type WaitlistFields = Record<WaitlistField, string> & {
  company: string;
  /** the WhatsApp consent box, "on" when ticked */
  whatsappOptIn?: string;
  departamento?: string;
};
export type WaitlistErrors = Partial<Record<WaitlistField, string>>;

/** What a waitlist form shows after a send: what was typed and each field's message, or the success (with the code). */
export type WaitlistState = {
  values?: Partial<WaitlistFields>;
  errors?: WaitlistErrors;
  /** The send did not go through (SPEC §8's message shows), with the server's own reason when it gave one. */
  failed?: boolean;
  error?: string;
  /** Sent: the pet owner's code and link (the provider waitlist has none). */
  done?: { referralCode?: string; link?: string };
};

const FIELDS: WaitlistField[] = ["name", "whatsapp", "email", "consent", "motivation", "petType", "zone"];

/** The fields of a posted waitlist form. */
export function waitlistFields(data: FormData): WaitlistFields {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { ...(Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as Record<WaitlistField, string>), company: text("company"), whatsappOptIn: text("whatsappOptIn"), departamento: text("departamento") };
}

/** Each field's message, as the server's schema would word it. */
export function checkWaitlist(form: WaitlistFields, kind: WaitlistKind): WaitlistErrors {
  const name = form.name.trim();
  const errors: WaitlistErrors = {
    name: isBlank(name) ? WAITLIST_MESSAGES.name : name.length > TEXT_LIMITS.name ? WAITLIST_MESSAGES.nameTooLong : undefined,
    whatsapp: !form.whatsapp.trim() ? WAITLIST_MESSAGES.whatsapp : normalizeWhatsapp(form.whatsapp.trim()) ? undefined : WHATSAPP_INVALID,
    email: looksLikeEmail(form.email) && form.email.trim().length <= TEXT_LIMITS.email ? undefined : WAITLIST_MESSAGES.email,
    consent: form.consent ? undefined : WAITLIST_MESSAGES.consent,
    ...(kind === "provider"
      ? { motivation: form.motivation.trim().length > TEXT_LIMITS.motivation ? WAITLIST_MESSAGES.motivationTooLong : undefined }
      : { petType: form.petType && !(PET_TYPES as readonly string[]).includes(form.petType) ? WAITLIST_MESSAGES.petType : undefined }),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as WaitlistErrors;
}

/** A checked form as the endpoints take it (SPEC §7): trimmed, e-mail lower-cased, WhatsApp as +503…, consent true. */
export function waitlistValues(form: WaitlistFields) {
  return {
    name: form.name.trim(),
    whatsapp: normalizeWhatsapp(form.whatsapp.trim()) ?? form.whatsapp.trim(),
    email: normalizeEmail(form.email),
    consent: true as const,
    company: form.company,
    motivation: form.motivation.trim() || undefined,
    petType: (form.petType || undefined) as (typeof PET_TYPES)[number] | undefined,
    // The form offers only real zones; the server's schema refuses anything else (field "zone").
    zone: (form.zone || undefined) as ZoneSlug | undefined,
    whatsappOptIn: Boolean(form.whatsappOptIn),
  };
}
