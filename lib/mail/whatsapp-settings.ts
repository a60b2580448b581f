// The WhatsApp channel's settings. Without any of the four credentials the channel is off: nothing is
// queued or sent by WhatsApp, and every notice goes by e-mail as before. No "server-only": the start-up hook and
// unit tests read it too.

/** The Graph API's base with its version; tests and the local stand-in (tools/whatsapp-local) replace it. */
export const DEFAULT_GRAPH_URL = "https://graph.facebook.com/v26.0";
export const DEFAULT_DAILY_RECIPIENTS = 250;
export const DEFAULT_DAILY_UNPROVEN = 50;

const REQUIRED = ["WHATSAPP_ACCESS_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;

export type WhatsappSettings = {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** Without a trailing slash. */
  graphUrl: string;
  /** Distinct numbers written to in a rolling 24 h before new ones are held back. */
  dailyRecipients: number;
  /** Distinct unproven numbers sent their confirmation in a rolling 24 h before new ones are held back. */
  dailyUnproven: number;
};

/** The credentials that are missing (empty when the channel can be on). */
export function missingWhatsappSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  return REQUIRED.filter((name) => !env[name]?.trim());
}

/** The channel's settings, or null when it is off. */
export function whatsappSettings(env: NodeJS.ProcessEnv = process.env): WhatsappSettings | null {
  if (missingWhatsappSettings(env).length > 0) return null;
  const cap = (name: string, fallback: number) => {
    const value = Number(env[name]?.trim() || fallback);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    accessToken: env.WHATSAPP_ACCESS_TOKEN!.trim(),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!.trim(),
    appSecret: env.WHATSAPP_APP_SECRET!.trim(),
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!.trim(),
    graphUrl: (env.WHATSAPP_GRAPH_URL?.trim() || DEFAULT_GRAPH_URL).replace(/\/+$/, ""),
    dailyRecipients: cap("WHATSAPP_DAILY_RECIPIENTS", DEFAULT_DAILY_RECIPIENTS),
    dailyUnproven: cap("WHATSAPP_DAILY_UNPROVEN", DEFAULT_DAILY_UNPROVEN),
  };
}

export const whatsappOn = (env: NodeJS.ProcessEnv = process.env) => whatsappSettings(env) !== null;

/** What the start-up says once (instrumentation.ts) when the channel is off; null when it is on. */
export function whatsappStartupLine(env: NodeJS.ProcessEnv = process.env): string | null {
  const missing = missingWhatsappSettings(env);
  if (missing.length === 0) return null;
  return `WhatsApp apagado (falta ${missing.join(", ")}): los avisos se envían solo por correo.`;
}
