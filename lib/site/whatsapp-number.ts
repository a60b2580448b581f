import { firstName } from "@/lib/format/text";

// WhatsApp numbers: El Salvador by default (+503 and 8 digits), other countries in international form.

export const EL_SALVADOR_CODE = "503";

/**
 * Normalises a phone number to E.164 ("+50371234567"), or returns null when it cannot be one.
 * Accepts "7123-4567", "7123 4567", "+503 7123 4567", "503 71234567", "00503…", "+1 (415) 555-0100".
 */
export function normalizeWhatsapp(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") || digits.startsWith("00");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (!international) {
    if (/^[267]\d{7}$/.test(digits)) return `+${EL_SALVADOR_CODE}${digits}`;
    if (new RegExp(`^${EL_SALVADOR_CODE}[267]\\d{7}$`).test(digits)) return `+${digits}`;
    return null;
  }
  if (digits.startsWith(EL_SALVADOR_CODE)) {
    return /^[267]\d{7}$/.test(digits.slice(3)) ? `+${digits}` : null;
  }
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** "+50371234567" → "+503 7123-4567"; other countries are shown as stored. */
export function formatWhatsapp(e164: string): string {
  const match = /^\+503(\d{4})(\d{4})$/.exec(e164);
  return match ? `+503 ${match[1]}-${match[2]}` : e164;
}

/**
 * A stored number as people write it ("+503 7123-4567"), whether it was stored in E.164, as typed ("7123 4567") or as
 * bare digits with the country code ("50371234567"); as stored when it cannot be read.
 */
export function readableWhatsapp(stored: string): string {
  return formatWhatsapp(storedWhatsapp(stored) ?? stored);
}

/** A stored number in E.164, whether stored as typed ("7123 4567") or as bare digits with the country code ("50371234567"); null when unreadable. */
export function storedWhatsapp(stored: string): string | null {
  return normalizeWhatsapp(stored) ?? normalizeWhatsapp(`+${stored}`);
}

/** Digits for a wa.me link ("50371234567"). */
export function whatsappDigits(e164: string): string {
  return e164.replace(/\D/g, "");
}

/**
 * The number as the WhatsApp Cloud API takes it, country code and number in digits ("7123-4567" → "50371234567");
 * null when it cannot be read as a WhatsApp number.
 */
export function whatsappRecipient(input: string): string | null {
  const e164 = normalizeWhatsapp(input);
  return e164 && whatsappDigits(e164);
}

/**
 * Whom to write to: a person's first name and WhatsApp (E.164), or null without a readable number. Sitters' numbers
 * are stored as international digits ("50370001101"), owners' as they typed them.
 */
export function whatsappContact(person: { name: string; whatsapp: string | null }): { firstName: string; whatsapp: string } | null {
  const whatsapp = person.whatsapp ? storedWhatsapp(person.whatsapp) : null;
  return whatsapp ? { firstName: firstName(person.name), whatsapp } : null;
}
