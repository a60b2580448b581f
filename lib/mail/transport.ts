import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool";
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

// Short timeouts: a mail server that does not answer must not hold a request's after() for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** One run of the outbox's SMTP exchanges: `send` each message in turn, then `close`. */
export type MailSession = { send(message: MailEnvelope): Promise<void>; close(): void };

/**
 * Opens a session on `url` whose messages share one SMTP connection (nodemailer's pool of one, opened at the first
 * message and closed with the session): a connection, its greeting and its QUIT per message cost the server more
 * CPU than the message itself. Its Message-ID comes from the outbox row, so a message sent twice (a crash between
 * sending and marking it sent) is recognisable as the same message by mail clients.
 */
export function openMailSession(url: string): MailSession {
  const host = new URL(url).hostname || "huellitas";
  // The pool takes the URL and the options together (createTransport(url, …) reads its second argument as the
  // messages' defaults, where connection options do nothing).
  const transporter: Transporter = nodemailer.createTransport(new SMTPPool({ url, ...TIMEOUTS, pool: true, maxConnections: 1 }));
  return {
    send: async (message) => {
      await transporter.sendMail({
        from: mailFrom(),
        replyTo: mailReplyTo(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.id}@${host}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** An SMTP answer of 500–599 (nodemailer's `responseCode`): the server will never take this message. */
export function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
