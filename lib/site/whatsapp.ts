import { BRAND } from "@/lib/site/brand";
import { formatWhatsapp, normalizeWhatsapp, whatsappDigits } from "@/lib/site/whatsapp-number";

// WhatsApp chat links with a prefilled Spanish message (SPEC §7).

/** Outside production, a placeholder stands in for the team's line (it is not a real one). */
export const PLACEHOLDER_WHATSAPP_NUMBER = "+50370000000";

/**
 * The team's number (E.164), used when a sitter has none and on pages about no sitter (/exito, /contacto). Read
 * on the server at run time from WHATSAPP_NUMBER (NEXT_PUBLIC_WHATSAPP_NUMBER, the old name, still counts; read
 * through `env`, so the build never inlines it). In production without a valid number: null, and the pages offer
 * the e-mail instead of a WhatsApp button that would lead nowhere.
 */
export function teamWhatsappNumber(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.WHATSAPP_NUMBER?.trim() || env.NEXT_PUBLIC_WHATSAPP_NUMBER?.trim();
  const number = configured ? normalizeWhatsapp(configured) : null;
  if (number) return number;
  return env.NODE_ENV === "production" ? null : PLACEHOLDER_WHATSAPP_NUMBER;
}

/** The team's number as people read it: "+503 7000-0000"; null when there is none. */
export function teamWhatsappDisplay(env: NodeJS.ProcessEnv = process.env): string | null {
  const number = teamWhatsappNumber(env);
  return number && formatWhatsapp(number);
}

type MessageOptions = { sitterName?: string; pageUrl?: string; bookingReference?: string };

/**
 * SPEC §7: names the sitter and the page when there is one, otherwise a generic question. About a booking request
 * already sent, it names the request's reference (so the team finds it) instead of asking as if nothing was sent.
 */
export function whatsappMessage({ sitterName, pageUrl, bookingReference }: MessageOptions = {}): string {
  if (bookingReference) {
    const who = sitterName ? ` con ${sitterName}` : "";
    return `¡Hola! Te escribo por mi solicitud de reserva ${bookingReference}${who} en ${BRAND}.`;
  }
  if (sitterName) {
    const page = pageUrl ? ` (${pageUrl})` : "";
    return `¡Hola! Vi el perfil de ${sitterName} en ${BRAND}${page} y quiero saber si tiene disponibilidad para cuidar a mi mascota.`;
  }
  const page = pageUrl ? ` Te escribo desde ${pageUrl}` : "";
  return `¡Hola! Quiero más información sobre el cuidado de mascotas con ${BRAND}.${page}`;
}

/**
 * A wa.me link. `number` is the sitter's (E.164 or international digits); without one, the team's. A number
 * that cannot be a WhatsApp number also falls back to the team's. Null when there is no number at all.
 */
export function whatsappHref(options: MessageOptions & { number?: string | null; env?: NodeJS.ProcessEnv } = {}): string | null {
  // Sitters' numbers are stored as international digits ("50370001101") or E.164.
  const own = options.number ? (normalizeWhatsapp(options.number) ?? normalizeWhatsapp(`+${options.number}`)) : null;
  const number = own ?? teamWhatsappNumber(options.env);
  return number && waMe(whatsappDigits(number), whatsappMessage(options));
}

/** A wa.me link that lets the person choose whom to send `text` to (sharing, not a chat with us). */
export function whatsappShareHref(text: string): string {
  return waMe("", text);
}

/** The one wa.me builder: a chat with `digits` (international, no "+"), or a contact picker when empty. */
export function waMe(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
