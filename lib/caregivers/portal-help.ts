import { CONTACT } from "@/lib/constants";
import { BRAND } from "@/lib/site/brand";
import { whatsappDigits } from "@/lib/site/whatsapp-number";
import { teamWhatsappNumber, waMe } from "@/lib/site/whatsapp";

// The portal's "need help?" WhatsApp link to the team, with a prefilled Spanish message.

/** wa.me digits of the team's line ("50371234567"), read on the server; null when there is none. */
export function teamWhatsappDigits(env: NodeJS.ProcessEnv = process.env): string | null {
  const number = teamWhatsappNumber(env);
  return number && whatsappDigits(number);
}

/** The message a caregiver sends from the portal; names them when they are signed in. */
export function portalHelpMessage(name?: string): string {
  const who = name?.trim() ? `Soy ${name.trim()} y necesito` : "Necesito";
  return `¡Hola! ${who} ayuda con mi aplicación en el Portal de Cuidadores de ${BRAND}.`;
}

/** A chat with the team, the caregiver's message already written; without a number, an e-mail to the team. */
export function portalHelpUrl(name: string | undefined, digits: string | null): string {
  return digits ? waMe(digits, portalHelpMessage(name)) : `mailto:${CONTACT.email}?subject=${encodeURIComponent(`Ayuda con el Portal de Cuidadores de ${BRAND}`)}&body=${encodeURIComponent(portalHelpMessage(name))}`;
}
