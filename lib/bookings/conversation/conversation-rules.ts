import { isBlank, withoutInvisible } from "@/lib/forms/field-rules";

// The booking's conversation without zod: what its schema (conversation-schema.ts) checks, for the tracking page's
// form in the browser too, which must not carry zod.

export const MESSAGE_AUTHORS = ["owner", "sitter", "team"] as const;
export type MessageAuthorCode = (typeof MESSAGE_AUTHORS)[number];
export const MESSAGE_CHANNELS = ["web", "whatsapp"] as const;
export type MessageChannelCode = (typeof MESSAGE_CHANNELS)[number];

export const CONVERSATION_LIMITS = {
  text: 2000,
  reason: 500,
  /** Messages one author may write on one booking in `windowMs`. */
  perHour: 20,
  windowMs: 60 * 60 * 1000,
} as const;

export const CONVERSATION_MESSAGES = {
  empty: "Escribe tu mensaje.",
  tooLong: `Tu mensaje puede tener como máximo ${CONVERSATION_LIMITS.text.toLocaleString("es-SV")} caracteres.`,
  tooMany: "Enviaste muchos mensajes en esta reserva en la última hora. Espera un rato e intenta de nuevo.",
  reasonEmpty: "Cuéntanos por qué reportas esta conversación.",
  reasonTooLong: `El motivo puede tener como máximo ${CONVERSATION_LIMITS.reason} caracteres.`,
} as const;

/** What the thread calls each author, as everyone reads it. */
export const AUTHOR_LABELS: Record<MessageAuthorCode, string> = { owner: "Dueño", sitter: "Cuidador", team: "Equipo Huellitas" };

/** The text as it is kept: without control and bidirectional characters (which turn what others read around), trimmed. */
export const cleanMessageText = (text: string) => withoutInvisible(text).trim();

/** Why a text cannot be sent (its Spanish message), or null: empty once cleaned, or longer than the limit. */
export function messageTextProblem(text: string): string | null {
  const cleaned = cleanMessageText(text);
  if (cleaned === "" || isBlank(cleaned)) return CONVERSATION_MESSAGES.empty;
  if (cleaned.length > CONVERSATION_LIMITS.text) return CONVERSATION_MESSAGES.tooLong;
  return null;
}

/** One author may write another message on a booking when they wrote fewer than the limit in the last hour. */
export const mayWriteAnother = (writtenInLastHour: number) => writtenInLastHour < CONVERSATION_LIMITS.perHour;

/** The start of the window the hourly limit counts from. */
export const rateWindowStart = (now: Date) => new Date(now.getTime() - CONVERSATION_LIMITS.windowMs);

/** What the tracking page's forms get back from their server action when sent without JavaScript. */
export type ConversationFormState = { error?: string; text?: string; reason?: string; reported?: true };

export const CONVERSATION_FORM_ERRORS = {
  send: "No pudimos enviar tu mensaje. Revisa tu internet e intenta de nuevo.",
  report: "No pudimos enviar tu reporte. Revisa tu internet e intenta de nuevo.",
} as const;
