import { foldText } from "@/lib/format/plain-text";

// The confirmation a number typed in a form gets before anything else goes to it (whatsapp-consent.ts): one
// UTILITY template, in Spanish, that asks the number itself to answer SÍ. Nothing else is sent to a number until it
// answered (or wrote ALTA). docs/whatsapp.md lists them for Meta (tests/unit/whatsapp-templates.test.ts keeps that
// list equal to this one). No "server-only": the template test and the team's list read them.

export type WhatsappConfirmation = { template: string; text: string };

export const WHATSAPP_CONFIRMATIONS = {
  // A booking request's box (or the tracking page's "Recibir avisos"): {{1}} the booking's reference.
  "whatsapp-confirm-booking": {
    template: "huellitas_confirmar_numero",
    text: "¿Quieres recibir por aquí los avisos de tu solicitud {{1}} en Huellitas? Responde SÍ. Si no la hiciste tú, ignora este mensaje y no te escribiremos más.",
  },
  // A waitlist's or the caregiver application's box: {{1}} the person's first name as they typed it.
  "whatsapp-confirm-signup": {
    template: "huellitas_confirmar_avisos",
    text: "¡Hola, {{1}}! Te anotaste en Huellitas con este número. ¿Quieres recibir por aquí nuestros avisos? Responde SÍ. Si no fuiste tú, ignora este mensaje y no te escribiremos más.",
  },
} as const satisfies Record<string, WhatsappConfirmation>;

export type WhatsappConfirmationKind = keyof typeof WHATSAPP_CONFIRMATIONS;

/** Which confirmation a template is (the team's list names it), or null for another template. */
export function confirmationOfTemplate(template: string): { kind: WhatsappConfirmationKind; confirmation: WhatsappConfirmation } | null {
  const found = Object.entries(WHATSAPP_CONFIRMATIONS).find(([, confirmation]) => confirmation.template === template);
  return found ? { kind: found[0] as WhatsappConfirmationKind, confirmation: found[1] } : null;
}

/** "SÍ", "si", "Sí.", "¡SI!" — a yes to the confirmation (accents, case, spaces and punctuation aside). */
export function isYes(text: string): boolean {
  return fold(text) === "si";
}

/** "ALTA", "alta", "Alta." — the number asks to be written to again (the only way back after BAJA). */
export function isOptBackIn(text: string): boolean {
  return fold(text) === "alta";
}

const fold = (text: string) => foldText(text).replace(/[^a-z]/g, "");
