import { BRAND } from "@/lib/site/brand";
import { whatsappDigits } from "@/lib/site/whatsapp-number";
import { teamWhatsappNumber, waMe } from "@/lib/site/whatsapp";

// The portal's "need help?" WhatsApp link to the team, with a prefilled Spanish message.

/** wa.me digits of the team's line ("50371234567"). */
export function teamWhatsappDigits(configured: string | undefined = process.env.NEXT_PUBLIC_WHATSAPP_NUMBER): string {
  return whatsappDigits(teamWhatsappNumber(configured));
}

/** The message a caregiver sends from the portal; names them when they are signed in. */
export function portalHelpMessage(name?: string): string {
  const who = name?.trim() ? `Soy ${name.trim()} y necesito` : "Necesito";
  return `¡Hola! ${who} ayuda con mi aplicación en el Portal de Cuidadores de ${BRAND}.`;
}

/** A chat with the team, the caregiver's message already written. */
export function portalHelpUrl(name?: string, digits: string = teamWhatsappDigits()): string {
  return waMe(digits, portalHelpMessage(name));
}
