import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { foldText } from "@/lib/format/plain-text";
import { HttpError } from "@/lib/http/handler";
import { readBodyBytes } from "@/lib/http/body";
import { whatsappRecipient } from "@/lib/site/whatsapp-number";
import { z } from "@/lib/zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { confirmationOfTemplate, isOptBackIn, isYes } from "./whatsapp-confirmations";
import { recordReply } from "./whatsapp-consent";
import { whatsappSettings } from "./whatsapp-settings";
import { applyStatuses, isMetaStatus, type MetaStatus } from "./whatsapp-statuses";

// Meta's webhook for the WhatsApp channel: the subscription check, then signed deliveries that carry each
// message's status (sent, delivered, read, failed) and what people write to the business number. A delivery Meta
// repeats changes nothing the second time.

export const WEBHOOK_MESSAGES = {
  forbidden: "El token de verificación no coincide.",
  badSignature: "Firma inválida.",
} as const;

/** Meta's deliveries are small (a few KB); this leaves room for a batch. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/** GET's query: Meta's names, each optional, so a wrong or missing one is the same 403 as a wrong token. */
export const webhookChallengeQuery = z.object({
  "hub.mode": z.string().optional(),
  "hub.verify_token": z.string().optional(),
  "hub.challenge": z.string().max(200).optional(),
});

function sameSecret(given: string, wanted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The challenge to answer when Meta subscribes with our verify token; null (403) otherwise or when the channel is off. */
export function webhookChallenge(query: z.output<typeof webhookChallengeQuery>): string | null {
  const settings = whatsappSettings();
  if (!settings || query["hub.mode"] !== "subscribe" || query["hub.challenge"] === undefined) return null;
  return sameSecret(query["hub.verify_token"] ?? "", settings.verifyToken) ? query["hub.challenge"] : null;
}

/** True when `header` is `sha256=` + the HMAC-SHA256 (hex) of `raw` with the app secret; compared in constant time. */
export function isSignedByMeta(raw: Uint8Array, header: string | null, appSecret: string): boolean {
  if (!header) return false;
  const wanted = `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;
  return sameSecret(header.trim().toLowerCase(), wanted);
}

const status = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional(), error_data: z.object({ details: z.string().optional() }).optional() })).optional(),
});
const inbound = z.object({
  id: z.string().min(1),
  from: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  /** Present when the person answered one of our messages (WhatsApp's "reply"): its wamid. */
  context: z.object({ id: z.string().min(1).optional() }).optional(),
});
/** Only what we read; anything else in Meta's shape is ignored, and an entry we cannot read is skipped, not refused. */
const payloadSchema = z.object({
  entry: z.array(z.object({ changes: z.array(z.object({ value: z.object({ statuses: z.array(z.unknown()).optional(), messages: z.array(z.unknown()).optional() }).optional() })).optional() })).optional(),
});

/** "BAJA", "baja ", "Bajá", "b a j a", "STOP!" all ask to stop. */
export function isOptOut(text: string): boolean {
  const word = foldText(text).replace(/[^a-z]/g, "");
  return word === "baja" || word === "stop";
}

/** Meta's Unix seconds, or now when absent or unreadable. */
function metaTime(timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** A sender as Meta names it ("50371234567") in the form sending uses, so an opt-out matches the numbers we write to. */
function senderNumber(from: string): string {
  const digits = from.replace(/\D/g, "");
  return whatsappRecipient(`+${digits}`) ?? digits;
}

function failureReason(errors: z.output<typeof status>["errors"]): string {
  const error = errors?.[0];
  if (!error) return "Meta informó que el mensaje falló.";
  return ["Meta informó que el mensaje falló", error.code !== undefined ? `código ${error.code}` : null, error.title, error.message, error.error_data?.details]
    .filter(Boolean)
    .join(" · ")
    .slice(0, 500);
}

/** A status of Meta's we act on, as `applyStatuses` takes it; none for another status or a shape we cannot read. */
function readStatus(item: unknown): MetaStatus[] {
  const read = status.safeParse(item);
  if (!read.success || !isMetaStatus(read.data.status)) return [];
  const { id, status: name, timestamp, errors } = read.data;
  return [{ wamid: id, status: name, at: metaTime(timestamp), ...(name === "failed" ? { error: failureReason(errors) } : {}) }];
}

export type WebhookReport = { statuses: number; optOuts: number; inbound: number };

/** One message a person wrote to the business number, as a filer gets it. `text` null: not a text (an image…). */
export type InboundMessage = { messageId: string; from: string; text: string | null; type?: string; contextId: string | null; receivedAt: Date };
/**
 * Files an inbound message somewhere the team and the people read it (the booking's conversation), in the
 * transaction that stores it, once per Meta id; answers the booking it went to, or null (none: the team's inbox).
 */
export type InboundFiler = (tx: Prisma.TransactionClient, message: InboundMessage) => Promise<string | null>;

/** Whether the message `wamid` (one we sent) is a number's confirmation ("Responde SÍ"). */
async function answersConfirmation(tx: Prisma.TransactionClient, wamid: string | null): Promise<boolean> {
  if (!wamid) return false;
  const sent = await tx.whatsappMessage.findUnique({ where: { wamid }, select: { template: true } });
  return sent?.template ? confirmationOfTemplate(sent.template) !== null : false;
}

/**
 * Applies one delivery: each status moves its message forward at most, BAJA / STOP opt out, SÍ / ALTA turn the
 * number's notices on, other texts are kept and handed to `file` (the booking's conversation).
 */
export async function applyWebhook(payload: unknown, file?: InboundFiler): Promise<WebhookReport> {
  const report: WebhookReport = { statuses: 0, optOuts: 0, inbound: 0 };
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return report;
  const values = (parsed.data.entry ?? []).flatMap((entry) => entry.changes ?? []).flatMap((change) => (change.value ? [change.value] : []));
  // Every status of the delivery in one statement, in Meta's order: a signed batch may carry thousands.
  report.statuses = await applyStatuses(values.flatMap((value) => value.statuses ?? []).flatMap(readStatus));
  for (const value of values) {
    for (const item of value.messages ?? []) {
      const read = inbound.safeParse(item);
      if (!read.success) continue;
      const from = senderNumber(read.data.from);
      const text = read.data.text?.body ?? read.data.button?.text;
      if (text !== undefined && isOptOut(text)) {
        // One record per number (whatsapp-consent.ts): the opt-out replaces any opt-in.
        await db().$transaction([
          db().whatsappOptIn.deleteMany({ where: { number: from } }),
          db().whatsappOptOut.upsert({ where: { number: from }, create: { number: from, text: text.slice(0, 200) }, update: {} }),
        ]);
        report.optOuts++;
        continue;
      }
      // SÍ proves a number that was asked; ALTA undoes BAJA (whatsapp-consent.ts). Both are kept as texts too (the
      // team sees who answered), and applied with the text's first delivery only: a repeated ALTA never undoes a later BAJA.
      const reply = text === undefined ? null : isYes(text) ? "yes" : isOptBackIn(text) ? "alta" : null;
      const receivedAt = metaTime(read.data.timestamp);
      const contextId = read.data.context?.id ?? null;
      const stored = await db().$transaction(async (tx) => {
        const row = await tx.whatsappInbound.createMany({
          data: [{ messageId: read.data.id, from, text: (text ?? `(mensaje sin texto: ${read.data.type ?? "desconocido"})`).slice(0, 4096), receivedAt }],
          skipDuplicates: true,
        });
        // Meta's repeat: stored, filed and told already.
        if (row.count === 0) return row;
        // ALTA, and a SÍ that proved the number or answers its confirmation, are consent, not conversation; any
        // other SÍ ("¿Te parece a las 3?" "Sí") is an answer like any text.
        const proved = reply ? await recordReply(tx, from, reply, receivedAt) : false;
        const consent = reply === "alta" || (reply === "yes" && (proved || (await answersConfirmation(tx, contextId))));
        const bookingId = !consent && file ? await file(tx, { messageId: read.data.id, from, text: text ?? null, type: read.data.type, contextId, receivedAt }) : null;
        if (consent || bookingId) await tx.whatsappInbound.update({ where: { messageId: read.data.id }, data: { consent, bookingId } });
        return row;
      });
      report.inbound += stored.count;
    }
  }
  return report;
}

/**
 * A POST from Meta: only a body signed with the app secret is read (401 otherwise, nothing stored); what it carries is
 * applied before the 200, which Meta expects within seconds (one statement for all its statuses, a few for its texts).
 */
export async function receiveWebhook(request: Request, file?: InboundFiler): Promise<WebhookReport> {
  const settings = whatsappSettings();
  const raw = await readBodyBytes(request, MAX_WEBHOOK_BYTES);
  if (!settings || !isSignedByMeta(raw, request.headers.get("x-hub-signature-256"), settings.appSecret)) throw new HttpError(401, WEBHOOK_MESSAGES.badSignature);
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw).toString("utf8"));
  } catch {
    // Signed by Meta but unreadable: nothing to apply, and a refusal would only make Meta send it again.
    return { statuses: 0, optOuts: 0, inbound: 0 };
  }
  return applyWebhook(payload, file);
}
