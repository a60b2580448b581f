import { BRAND } from "@/lib/site/brand";
import { formatWhatsapp, normalizeWhatsapp, whatsappDigits } from "@/lib/site/whatsapp-number";

// WhatsApp chat links with a prefilled Spanish message (SPEC §7).

/**
 * The team's number, used when a sitter has none and on pages about no sitter (/exito, /contacto).
 * Set NEXT_PUBLIC_WHATSAPP_NUMBER in production; the default is a placeholder, not a real line.
 */
export const PLACEHOLDER_WHATSAPP_NUMBER = "+50370000000";

export function teamWhatsappNumber(value = process.env.NEXT_PUBLIC_WHATSAPP_NUMBER): string {
  return (value && normalizeWhatsapp(value)) || PLACEHOLDER_WHATSAPP_NUMBER;
}

/** The team's number as people read it: "+503 7000-0000". */
export function teamWhatsappDisplay(): string {
  return formatWhatsapp(teamWhatsappNumber());
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
 * A wa.me link. `number` is the sitter's (E.164 or international digits); without one, the team's.
 * A number that cannot be a WhatsApp number also falls back to the team's.
 */
export function whatsappHref(options: MessageOptions & { number?: string | null } = {}): string {
  // Sitters' numbers are stored as international digits ("50370001101") or E.164.
  const own = options.number ? (normalizeWhatsapp(options.number) ?? normalizeWhatsapp(`+${options.number}`)) : null;
  return waMe(whatsappDigits(own ?? teamWhatsappNumber()), whatsappMessage(options));
}

/** A wa.me link that lets the person choose whom to send `text` to (sharing, not a chat with us). */
export function whatsappShareHref(text: string): string {
  return waMe("", text);
}

/** The one wa.me builder: a chat with `digits` (international, no "+"), or a contact picker when empty. */
export function waMe(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
