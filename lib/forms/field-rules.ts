// Field limits and messages without zod: the server's schemas (lib/fields.ts) and the browser's small checks of the
// public forms (which must not carry zod) read the same ones.

export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  municipality: 100,
  notes: 1000,
  motivation: 1000,
  url: 2048,
  honeypot: 500,
} as const;

/** Postgres text cannot hold U+0000: a NUL byte anywhere in a request is refused with this message. */
export const CONTROL_CHARACTER_MESSAGE = "El texto contiene caracteres no permitidos.";

export const hasNulByte = (value: string) => value.includes("\u0000");

// Zero-width (U+200B–U+200D, U+2060, U+FEFF) and bidi controls (U+200E, U+200F, U+061C, U+202A–U+202E,
// U+2066–U+2069): a value made only of these (and spaces) shows as nothing, so it is not filled in.
const INVISIBLE = /[\u200b-\u200f\u2060\ufeff\u061c\u202a-\u202e\u2066-\u2069]/g;

// What a text never keeps: bidi controls, which turn what others read around (U+202E shows "gnal" for
// "lang"), zero-width spaces and joiners' lookalikes (U+200B, U+2060, U+FEFF), and control characters other than
// tab, new line and NUL (NUL is refused with its own message). U+200C/U+200D stay: emoji and some scripts use them.
const STRIPPED = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u200e\u200f\u2060\ufeff\u061c\u202a-\u202e\u2066-\u2069]/g;

/** `value` without the invisible and control characters no name or free text keeps. */
export const withoutInvisible = (value: string) => value.replace(STRIPPED, "");

/** True when a text shows nothing: empty, spaces, or only invisible characters. */
export const isBlank = (value: string) => value.replace(INVISIBLE, "").trim() === "";

/** Emails are stored trimmed and lower-cased, so uniqueness ignores case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Providers whose mailboxes ignore dots in the name, each with the one domain it stands for. */
const DOTLESS_DOMAINS: ReadonlyMap<string, string> = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * The mailbox an address reaches, to tell people apart (never to write to): any case, without a "+tag", and at
 * Gmail without dots, so Ana.Lopez+perro@googlemail.com and analopez@gmail.com are one mailbox.
 */
export function mailboxOf(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const name = address.slice(0, at);
  const domain = address.slice(at + 1);
  const untagged = name.split("+")[0] || name;
  const dotless = DOTLESS_DOMAINS.get(domain);
  return dotless ? `${untagged.replaceAll(".", "")}@${dotless}` : `${untagged}@${domain}`;
}

/** The domains whose addresses may reach the mailbox `key` (a mailboxOf answer): to find its bookings by domain first. */
export function mailboxDomains(key: string): string[] {
  const domain = key.slice(key.lastIndexOf("@") + 1);
  const aliases = [...DOTLESS_DOMAINS].filter(([, canonical]) => canonical === domain).map(([alias]) => alias);
  return aliases.length ? aliases : [domain];
}

export const EMAIL_INVALID = "Correo electrónico inválido";

/** The browser's e-mail check (the server's is zod's z.email()): something@something.tld, no spaces. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const WHATSAPP_INVALID =
  "Escribe un número de WhatsApp válido: 8 dígitos (7123-4567) o con código de país (+1 415 555 0100).";

/** The path (["badges", 1]) of the first string holding a NUL byte in a parsed JSON value, key or value. */
export function findNulByte(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return hasNulByte(value) ? path : null;
  if (!value || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (hasNulByte(key)) return at;
    const found = findNulByte(item, at);
    if (found) return found;
  }
  return null;
}

/** True when a bot filled the hidden "company" field. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const company = (body as { company?: unknown }).company;
  return company !== undefined && company !== null && company !== "" && company !== false;
}

/** The text of the WhatsApp consent box, per form. */
export const WHATSAPP_OPT_IN_LABELS = {
  request: "Quiero recibir avisos de Huellitas por WhatsApp sobre mi solicitud",
  waitlist: "Quiero recibir avisos de Huellitas por WhatsApp sobre la apertura en mi zona",
} as const;
