import { CONTACT } from "@/lib/constants";
import { teamWhatsappNumber } from "@/lib/site/whatsapp";
import { formatWhatsapp, normalizeWhatsapp } from "@/lib/site/whatsapp-number";

// How people reach the team, as the settings make it true: a WhatsApp line only when WHATSAPP_NUMBER is
// set (outside production, its placeholder), an emergency phone only when EMERGENCY_PHONE is, and the e-mail always.
// Read on the server; client components receive it as a prop.

export type TeamContact = {
  /** The team's emergency phone (E.164), from EMERGENCY_PHONE; null: none, and no page calls anything an emergency line. */
  emergencyPhone: string | null;
  /** The team's WhatsApp (E.164), or null. */
  whatsapp: string | null;
  email: string;
  hours: string;
};

/** The team's emergency phone (E.164) from EMERGENCY_PHONE (a Salvadoran landline or mobile, or +country code); null when unset or unreadable. */
export function teamEmergencyPhone(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.EMERGENCY_PHONE?.trim();
  // The same reading as a WhatsApp number: El Salvador's 8 digits (landlines start with 2) or +country code.
  return configured ? normalizeWhatsapp(configured) : null;
}

export function teamContact(env: NodeJS.ProcessEnv = process.env): TeamContact {
  return { emergencyPhone: teamEmergencyPhone(env), whatsapp: teamWhatsappNumber(env), email: CONTACT.email, hours: CONTACT.hours };
}

/** How to write to the team, to end a sentence: "por WhatsApp al +503 7000-0000" or "a hola@huellitas.sv". */
export function teamChannelText(contact: Pick<TeamContact, "whatsapp" | "email"> = teamContact()): string {
  return contact.whatsapp ? `por WhatsApp al ${formatWhatsapp(contact.whatsapp)}` : `a ${contact.email}`;
}
