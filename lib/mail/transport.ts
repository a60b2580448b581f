import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { BRAND } from "@/lib/site/brand";

// SMTP through nodemailer (any provider that speaks SMTP). Without SMTP_URL nothing is sent: messages wait in
// the outbox, where the dashboard shows them (the embedded default).

export type MailEnvelope = { id: string; to: string; subject: string; text: string; html: string };

/** smtp:// or smtps:// with credentials, e.g. smtps://usuario:clave@smtp.proveedor.com:465. */
export function smtpUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.SMTP_URL?.trim();
  return url && /^smtps?:\/\//i.test(url) && URL.canParse(url) ? url : null;
}

export const mailFrom = (env: NodeJS.ProcessEnv = process.env) => env.MAIL_FROM?.trim() || `${BRAND} <hola@huellitas.sv>`;
export const mailReplyTo = (env: NodeJS.ProcessEnv = process.env) => env.MAIL_REPLY_TO?.trim() || undefined;

let cached: { url: string; transporter: Transporter } | null = null;

function transporter(url: string): Transporter {
  if (cached?.url !== url) {
    // Short timeouts: a mail server that does not answer must not hold a request's after() for minutes.
    cached = { url, transporter: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  return cached.transporter;
}

/**
 * Sends one message. Its Message-ID comes from the outbox row, so a message sent twice (a crash between sending
 * and marking it sent) is recognisable as the same message by mail clients.
 */
export async function sendMail(message: MailEnvelope, url: string): Promise<void> {
  const host = new URL(url).hostname || "huellitas";
  await transporter(url).sendMail({
    from: mailFrom(),
    replyTo: mailReplyTo(),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@${host}>`,
  });
}

/** An SMTP answer of 500–599 (nodemailer's `responseCode`): the server will never take this message. */
export function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
