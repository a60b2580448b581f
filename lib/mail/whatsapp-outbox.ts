import "server-only";
import { todayInElSalvador } from "@/lib/dates";
import { currentTime } from "@/lib/dates/clock";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { whatsappRecipient } from "@/lib/site/whatsapp-number";
import { composeMail } from "./compose";
import { CLAIM_MS, claimDue, dueIds, enqueueMail, retryDelayMs } from "./queue";
import { sendMessage, type GraphOutcome } from "./whatsapp-graph";
import { whatsappSettings, type WhatsappSettings } from "./whatsapp-settings";

// The WhatsApp outbox, the e-mail outbox's twin: a template message is written in the same transaction as
// the change it tells about, claimed by one sender right before its own request to the Graph API, marked sent with
// its wamid, retried with backoff when the API is busy or down (429, 5xx), and never retried when it refuses the
// message for good (a number that cannot receive WhatsApp, 131026). Unlike e-mail, a message is never sent twice:
// one whose request went unanswered (its sender died mid-request, or the API did not answer in time) may have
// arrived, so it is marked failed as interrupted rather than tried again.

export const WHATSAPP_REASONS = {
  unreadable: (to: string) => `No se pudo leer el número «${to.slice(0, 40)}»: no se envía por WhatsApp.`,
  optedOut: "El número pidió no recibir más mensajes por WhatsApp (BAJA).",
  cap: (cap: number) => `Tope diario de WhatsApp: ya se escribió a ${cap} números distintos en 24 horas (WHATSAPP_DAILY_RECIPIENTS).`,
  unprovenCap: (cap: number) => `Tope diario de números sin confirmar: ya se pidió confirmación a ${cap} números en 24 horas (WHATSAPP_DAILY_UNPROVEN). Se le pide con su próxima solicitud.`,
  interrupted: "El envío se interrumpió sin respuesta de la API (el proceso se detuvo): pudo haber llegado, así que no se reintenta.",
  /** The same for a request that left and got no answer that settles it (`why`: a timeout, a connection cut). */
  unanswered: (why: string) => `El envío se interrumpió sin respuesta de la API (${why}): pudo haber llegado, así que no se reintenta.`,
  gaveUp: (reason: string) => `Sin éxito tras varios intentos: ${reason}`,
} as const;

/** A message tried this many times without an answer that settles it is given up (about 2 hours of backoff). */
const MAX_ATTEMPTS = 8;
/** Any number that serialises the cap's check across senders (pg_advisory_xact_lock). */
const CAP_LOCK = 41_004;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which daily cap a message counts towards: "recipients" (a proven number, WHATSAPP_DAILY_RECIPIENTS), "unproven" (a
 * number's confirmation, WHATSAPP_DAILY_UNPROVEN: strangers' numbers never spend the first one), "none" (a sitter's
 * profile number, which the team keeps: never held back).
 */
export type WhatsappCap = "recipients" | "unproven" | "none";

/** `notBefore`: held until then (a digest, as the e-mail's). `cap`: "recipients" when left out. */
export type WhatsappDraft = { to: string; template: string; parameters: string[]; bookingId?: string | null; notBefore?: Date; cap?: WhatsappCap };

/**
 * Meta refuses a body parameter with a new line, a tab or more than four spaces in a row (error 132018), and an
 * empty one: those become single spaces, and an empty one a dash.
 */
function templateParameter(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").replace(/ {2,}/g, " ").trim() || "—";
}

/**
 * Queues one template message inside the caller's transaction. Null when the channel is off (nothing written: the
 * e-mail carries the notice). A number that cannot be read, or that asked BAJA, is kept as skipped with the reason.
 */
export async function enqueueWhatsapp(tx: Prisma.TransactionClient, draft: WhatsappDraft, env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  if (!whatsappSettings(env)) return null;
  if (!/^[a-z0-9_]{1,512}$/.test(draft.template)) throw new Error(`Not a WhatsApp template name: ${JSON.stringify(draft.template)}`);
  const recipient = whatsappRecipient(draft.to);
  const optedOut = recipient !== null && (await tx.whatsappOptOut.findUnique({ where: { number: recipient } })) !== null;
  const skipped = recipient === null ? WHATSAPP_REASONS.unreadable(draft.to) : optedOut ? WHATSAPP_REASONS.optedOut : null;
  const row = await tx.whatsappMessage.create({
    data: {
      template: draft.template,
      parameters: draft.parameters.map(templateParameter),
      to: draft.to,
      recipient,
      bookingId: draft.bookingId ?? null,
      ...(draft.cap && draft.cap !== "recipients" ? { cap: draft.cap } : {}),
      ...(draft.notBefore ? { nextAttemptAt: draft.notBefore } : {}),
      ...(skipped ? { status: "SKIPPED" as const, lastError: skipped } : {}),
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * Queues one plain text message (the booking's conversation, inside the person's 24 h window) in the caller's
 * transaction, as `enqueueWhatsapp` does a template: null when the channel is off; skipped when unreadable or BAJA.
 */
export async function enqueueWhatsappText(
  tx: Prisma.TransactionClient,
  draft: { to: string; text: string; bookingId?: string | null; cap?: WhatsappCap },
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  if (!whatsappSettings(env)) return null;
  const recipient = whatsappRecipient(draft.to);
  const optedOut = recipient !== null && (await tx.whatsappOptOut.findUnique({ where: { number: recipient } })) !== null;
  const skipped = recipient === null ? WHATSAPP_REASONS.unreadable(draft.to) : optedOut ? WHATSAPP_REASONS.optedOut : null;
  const row = await tx.whatsappMessage.create({
    data: {
      template: null,
      parameters: [],
      text: draft.text,
      to: draft.to,
      recipient,
      bookingId: draft.bookingId ?? null,
      ...(draft.cap && draft.cap !== "recipients" ? { cap: draft.cap } : {}),
      ...(skipped ? { status: "SKIPPED" as const, lastError: skipped } : {}),
    },
    select: { id: true },
  });
  return row.id;
}

type Claimed = { id: string; recipient: string; template: string | null; parameters: unknown; text: string | null; attempts: number; lockedUntil: Date; cap: string };

/** Messages whose sender died during its request to the Graph API: they may have arrived, so they are not sent again. */
async function settleInterrupted(): Promise<number> {
  const now = currentTime();
  return db().whatsappMessage.updateMany({
    where: { status: "PENDING", sendingAt: { not: null }, lockedUntil: { lt: now } },
    data: { status: "FAILED", failedAt: now, lastError: WHATSAPP_REASONS.interrupted, sendingAt: null, lockedUntil: null },
  }).then((result) => result.count);
}

function capAlert(to: string, day: string, cap: number) {
  return {
    kind: "team-whatsapp-cap",
    to,
    ...composeMail(`WhatsApp: se alcanzó el tope diario de destinatarios (${day})`, [
      `En las últimas 24 horas se enviaron mensajes de WhatsApp a ${cap} números distintos, el máximo (WHATSAPP_DAILY_RECIPIENTS). Los avisos a números nuevos no se envían por WhatsApp mientras tanto; el correo sigue saliendo.`,
      "Si es un uso normal, sube el límite (Meta también limita la cuenta por su lado); si no, revisa las solicitudes recientes: puede ser alguien haciendo reservas en serie.",
    ]),
  };
}

/**
 * The daily caps, decided for one claimed message under a lock every sender takes, each over its own messages (the
 * message's `cap`): a number already counted in the last 24 h always passes; a new one passes while fewer than the
 * cap's distinct numbers were. Passing counts the message (countedAt); failing marks it skipped and, for the
 * recipients' cap, once per El Salvador day queues an e-mail to the team (an unproven number's confirmation held
 * back is asked again by its next request instead). A sitter's message ("none") always passes, uncounted.
 */
async function passesCap(message: Claimed, settings: WhatsappSettings, now: Date): Promise<boolean> {
  if (message.cap === "none") return true;
  const unproven = message.cap === "unproven";
  const cap = unproven ? settings.dailyUnproven : settings.dailyRecipients;
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CAP_LOCK}::bigint)`;
    const since = new Date(now.getTime() - DAY_MS);
    const [window] = await tx.$queryRaw<{ known: boolean | null; total: bigint }[]>`
      SELECT bool_or("recipient" = ${message.recipient}) AS "known", count(DISTINCT "recipient") AS "total"
      FROM "whatsapp_messages" WHERE "countedAt" > ${since} AND "cap" = ${message.cap}`;
    if (window.known || Number(window.total) < cap) {
      await tx.whatsappMessage.update({ where: { id: message.id }, data: { countedAt: now } });
      return true;
    }
    const reason = unproven ? WHATSAPP_REASONS.unprovenCap(cap) : WHATSAPP_REASONS.cap(cap);
    await tx.whatsappMessage.update({ where: { id: message.id }, data: { status: "SKIPPED", lastError: reason, lockedUntil: null } });
    if (unproven) {
      // Not asked after all: the number's next request asks again (whatsapp-consent.ts, askToConfirm).
      await tx.whatsappOptIn.updateMany({ where: { number: message.recipient, provenAt: null }, data: { askedAt: null } });
      return false;
    }
    const day = todayInElSalvador(now);
    const first = await tx.$executeRaw`INSERT INTO "whatsapp_cap_days" ("day", "alertedAt") VALUES (${day}::date, ${now}) ON CONFLICT ("day") DO NOTHING`;
    const team = process.env.TEAM_EMAIL?.trim();
    if (first > 0 && team) await enqueueMail(tx, [capAlert(team, day, cap)]);
    return false;
  });
}

/** Writes what the Graph API answered. */
async function settle(message: Claimed, outcome: GraphOutcome): Promise<"sent" | "failed" | "retried"> {
  const now = new Date();
  const attempts = message.attempts + 1;
  const done = { attempts, sendingAt: null, lockedUntil: null };
  if (outcome.kind === "sent") {
    await db().whatsappMessage.update({ where: { id: message.id }, data: { ...done, status: "SENT", wamid: outcome.wamid, sentAt: now, lastError: null } });
    return "sent";
  }
  if (outcome.kind !== "retry" || attempts >= MAX_ATTEMPTS) {
    const reason = outcome.kind === "refused" ? outcome.reason : outcome.kind === "interrupted" ? WHATSAPP_REASONS.unanswered(outcome.reason) : WHATSAPP_REASONS.gaveUp(outcome.reason);
    await db().whatsappMessage.update({ where: { id: message.id }, data: { ...done, status: "FAILED", failedAt: now, lastError: reason } });
    return "failed";
  }
  const delay = Math.max(retryDelayMs(attempts), outcome.retryAfterMs ?? 0);
  await db().whatsappMessage.update({ where: { id: message.id }, data: { ...done, lastError: outcome.reason, nextAttemptAt: new Date(now.getTime() + delay) } });
  return "retried";
}

async function sendClaimed(settings: WhatsappSettings, message: Claimed, timeoutMs?: number): Promise<"sent" | "failed" | "retried" | "skipped" | "lost"> {
  const now = new Date();
  // A BAJA that arrived after the message was queued still counts.
  if (await db().whatsappOptOut.findUnique({ where: { number: message.recipient } })) {
    await db().whatsappMessage.update({ where: { id: message.id }, data: { status: "SKIPPED", lastError: WHATSAPP_REASONS.optedOut, lockedUntil: null } });
    return "skipped";
  }
  if (!(await passesCap(message, settings, now))) return "skipped";
  // From here until the answer is written, a crash leaves the mark: the message is then never sent again. Marked only
  // while this sender's claim still holds (a sender stalled past it has lost the message to another).
  const marked = await db().whatsappMessage.updateMany({ where: { id: message.id, status: "PENDING", sendingAt: null, lockedUntil: message.lockedUntil }, data: { sendingAt: new Date() } });
  if (marked.count === 0) return "lost";
  const parameters = Array.isArray(message.parameters) ? message.parameters.map(String) : [];
  const request = message.template === null ? { recipient: message.recipient, text: message.text ?? "" } : { recipient: message.recipient, template: message.template, parameters };
  const outcome = await sendMessage(settings, request, timeoutMs);
  if (outcome.kind !== "sent") console.error(`[whatsapp] message ${message.id} not sent (${outcome.kind}): ${outcome.reason}`);
  return settle(message, outcome);
}

/** `retried`: tries that failed and will be made again; `failed`: messages given up for good; `waiting`: still queued. */
export type WhatsappDeliveryReport = { sent: number; retried: number; failed: number; skipped: number; waiting: number };

/**
 * Sends the WhatsApp messages that are due, each claimed just before its own request, so two runs at once never send
 * one message twice. Without the channel's settings nothing is sent and what was queued keeps waiting.
 * `claimMs` shortens the claim and `timeoutMs` the wait for the Graph API's answer (tests only).
 */
export async function deliverDueWhatsapp(options: { limit?: number; ids?: string[]; claimMs?: number; timeoutMs?: number } = {}): Promise<WhatsappDeliveryReport> {
  const report = await sendDueWhatsapp(options);
  const waiting = await db().whatsappMessage.count({ where: { status: "PENDING" } });
  return { ...report, waiting };
}

/** `deliverDueWhatsapp` without counting what is left waiting (the drain after a response reports to nobody). */
export async function sendDueWhatsapp(options: { limit?: number; ids?: string[]; claimMs?: number; timeoutMs?: number } = {}): Promise<Omit<WhatsappDeliveryReport, "waiting">> {
  const settings = whatsappSettings();
  const report = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  if (settings) {
    report.failed += await settleInterrupted();
    for (const id of await dueIds("whatsapp_messages", options.limit ?? 50, options.ids)) {
      const message = await claimDue<Claimed>("whatsapp_messages", id, options.claimMs ?? CLAIM_MS, ["id", "recipient", "template", "parameters", "text", "attempts", "lockedUntil", "cap"]);
      if (!message) continue;
      const result = await sendClaimed(settings, message, options.timeoutMs);
      if (result !== "lost") report[result]++;
    }
  }
  return report;
}
