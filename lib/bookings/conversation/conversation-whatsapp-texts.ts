// The conversation's WhatsApp words, pure (no database): the template that tells a person outside their 24 h window
// that someone wrote (it never carries the text), and how a message reads as a plain text inside that window.

export const THREAD_WHATSAPP = {
  kind: "thread-message",
  template: "huellitas_mensaje_nuevo",
  /** {{1}} the author's first name, {{2}} the booking's reference, {{3}} the reader's link (tracking link or portal). */
  text: "Tienes un mensaje de {{1}} sobre tu reserva {{2}} en Huellitas. Léelo y respóndele en tu enlace: {{3}}",
} as const;

/** A message relayed as a plain text inside the window (the team's list names it so). */
export const THREAD_TEXT = { kind: "thread-text", subject: "mensaje de la conversación" } as const;

/** The window Meta leaves for plain text after a person's last message to the business number. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** At most one template per person per booking in this long. */
export const THREAD_TEMPLATE_EVERY_MS = 15 * 60 * 1000;

/** The first word of a name as people wrote it ("María José Hernández" → "María"). */
export const firstNameOf = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || null;

/** The plain text a person reads on WhatsApp: the author's first name before the text. */
export const relayedText = (authorName: string, text: string) => `${authorName}: ${text}`;

/** How the team is named to the others on WhatsApp. */
export const TEAM_NAME = "Huellitas";

/** The inbound message's text as the thread keeps it: WhatsApp allows 4,096 characters, the thread 2,000. */
export function filedText(text: string | null, type: string | undefined, limit: number): string {
  if (text === null) return `(Envió por WhatsApp algo que no es texto: ${type ?? "desconocido"}. No se puede mostrar aquí.)`;
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
