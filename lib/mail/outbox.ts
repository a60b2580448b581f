import "server-only";
import { after } from "next/server";
import { currentTime } from "@/lib/dates/clock";
import { db } from "@/lib/db";
import { CLAIM_MS, claimDue, dueIds, retryDelayMs } from "./queue";
import { openMailSession, refusedForGood, smtpUrl } from "./transport";
import { deliverDueWhatsapp, sendDueWhatsapp, type WhatsappDeliveryReport } from "./whatsapp-outbox";
import { whatsappOn } from "./whatsapp-settings";
import { loggedError } from "@/lib/http/log-redact";

// E-mail that is never lost: a message is written to the outbox in the same transaction as the change it tells
// about, sent right after the response (after()), and retried with backoff by GET /api/cron/outbox. Never sent twice:
// one whose sender died mid-exchange (marked `sendingAt`, its claim lapsed) may have arrived, so it is failed, listed
// «Sin avisar» for the team, who may send it again.

export { enqueueMail, outboxRow, type OutboxDraft } from "./queue";

type Claimed = { id: string; to: string; subject: string; text: string; html: string; attempts: number; lockedUntil: Date };

/** Why an e-mail whose sender died mid-exchange is not sent again (the team's card reads it; «Reenviar» sends it). */
export const MAIL_INTERRUPTED = "El envío se interrumpió sin respuesta del servidor de correo (el proceso se detuvo): pudo haber llegado, así que no se reintenta.";

/** E-mails whose sender died during its SMTP exchange: they may have arrived, so they are failed rather than sent twice. */
async function settleInterruptedMail(): Promise<void> {
  const now = currentTime();
  await db().outboxMessage.updateMany({
    where: { status: "PENDING", sendingAt: { not: null }, lockedUntil: { lt: now } },
    data: { status: "FAILED", lastError: MAIL_INTERRUPTED, sendingAt: null, lockedUntil: null },
  });
}

export type DeliveryReport = { sent: number; failed: number; waiting: number };

/**
 * Sends the messages that are due, claiming each one just before its own exchange: a message another run sent or
 * is sending meanwhile is skipped. Each one is marked sent only after the SMTP server accepted it; a failure
 * counts an attempt and schedules the next. Without SMTP_URL nothing is sent and everything keeps waiting.
 * `claimMs` shortens the claim (tests only: a slow server outlasting it in seconds rather than minutes).
 */
export async function deliverDueMail(options: { limit?: number; ids?: string[]; claimMs?: number } = {}): Promise<DeliveryReport> {
  const { sent, failed } = await sendDueMail(options);
  const waiting = await db().outboxMessage.count({ where: { status: "PENDING" } });
  return { sent, failed, waiting };
}

/** `deliverDueMail` without counting what is left waiting (the drain after a response reports to nobody). */
async function sendDueMail(options: { limit?: number; ids?: string[]; claimMs?: number } = {}): Promise<Omit<DeliveryReport, "waiting">> {
  const url = smtpUrl();
  if (!url) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  let session: ReturnType<typeof openMailSession> | null = null;
  await settleInterruptedMail();
  try {
    for (const id of await dueIds("outbox_messages", options.limit ?? 50, options.ids)) {
      const message = await claimDue<Claimed>("outbox_messages", id, options.claimMs ?? CLAIM_MS, ["id", "to", "subject", "text", "html", "attempts", "lockedUntil"]);
      if (!message) continue;
      // From here until the answer is written, a crash leaves the mark: the message is then never sent again. Marked only
      // while this sender's claim still holds (a sender stalled past it has lost the message to another).
      const marked = await db().outboxMessage.updateMany({ where: { id: message.id, status: "PENDING", sendingAt: null, lockedUntil: message.lockedUntil }, data: { sendingAt: new Date() } });
      if (marked.count === 0) continue;
      try {
        session ??= openMailSession(url);
        await session.send(message);
        await db().outboxMessage.update({ where: { id: message.id }, data: { status: "SENT", sentAt: new Date(), lockedUntil: null, sendingAt: null, lastError: null } });
        sent++;
      } catch (error) {
        const attempts = message.attempts + 1;
        const lastError = String((error as Error)?.message ?? error).slice(0, 500);
        await db().outboxMessage.update({
          where: { id: message.id },
          // A permanent refusal (5xx: no such mailbox, address rejected) fails at once: retrying only delays the
          // moment the team learns nobody was told (lib/bookings/team/unreached.ts).
          data: refusedForGood(error)
            ? { attempts, lastError, status: "FAILED", lockedUntil: null, sendingAt: null }
            : { attempts, lastError, nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)), lockedUntil: null, sendingAt: null },
        });
        failed++;
      }
    }
  } finally {
    session?.close();
  }
  return { sent, failed };
}

/**
 * Every message that is due, WhatsApp first: its daily cap may queue an e-mail to the team, sent in the same run. A
 * WhatsApp pass that fails never keeps e-mail from going (its report is then null).
 */
export async function deliverDueMessages(limit?: number): Promise<{ mail: DeliveryReport; whatsapp: WhatsappDeliveryReport | null }> {
  let whatsapp: WhatsappDeliveryReport | null = null;
  try {
    whatsapp = await deliverDueWhatsapp({ limit });
  } catch (error) {
    console.error(`[whatsapp] delivery failed; the next run retries: ${loggedError(error)}`);
  }
  return { mail: await deliverDueMail({ limit }), whatsapp };
}

/** Messages one pass of the drain after a response tries, of each kind. */
const SOON_LIMIT = 20;

// The process's drain after responses: one pass at a time. A burst of requests used to start one drain each, every
// one of them looking for due messages, claiming and counting the queues (seven of a booking's ten statements, and
// an SMTP connection per message); now a request arriving during a pass asks for one more pass after it, which
// finds everything written meanwhile. Claims still keep other processes from sending a message twice.
let draining: Promise<void> | null = null;
let passAsked = false;

/**
 * One pass: WhatsApp first (as deliverDueMessages). Answers whether another pass should follow at once: a kind
 * filled its batch (more may be waiting behind it) and sent some of it (a channel that is down waits for the cron).
 */
async function soonPass(): Promise<boolean> {
  let whatsappMore = false;
  try {
    const whatsapp = await sendDueWhatsapp({ limit: SOON_LIMIT });
    whatsappMore = whatsapp.sent > 0 && whatsapp.sent + whatsapp.retried + whatsapp.failed + whatsapp.skipped >= SOON_LIMIT;
  } catch (error) {
    console.error(`[whatsapp] delivery failed; the next run retries: ${loggedError(error)}`);
  }
  const mail = await sendDueMail({ limit: SOON_LIMIT });
  return whatsappMore || (mail.sent > 0 && mail.sent + mail.failed >= SOON_LIMIT);
}

/** Resolves once a pass that started after this call has ended (joining the drain under way, or starting it); never rejects. */
function drainSoon(): Promise<void> {
  passAsked = true;
  draining ??= (async () => {
    try {
      while (passAsked) {
        passAsked = false;
        if (await soonPass()) passAsked = true;
      }
    } catch (error) {
      console.error(`[mail] delivery after the response failed; the cron route will retry: ${loggedError(error)}`);
    } finally {
      draining = null;
    }
  })();
  return draining;
}

/** After the response is sent, tries the messages just written (the cron routes retry what fails). */
export function deliverSoon(): void {
  if (!smtpUrl() && !whatsappOn()) return;
  try {
    after(drainSoon);
  } catch {
    // Called outside a request (a script, a test calling a function directly): the cron route delivers.
  }
}

/** Puts a message back in the queue now (the dashboard's "Reenviar"); a sent one is sent again, a skipped or failed one sent. */
export async function resendMail(id: string): Promise<boolean> {
  // Why it was held back no longer applies once the team chose to send it.
  await db().outboxMessage.updateMany({ where: { id, status: { in: ["SKIPPED", "FAILED"] } }, data: { lastError: null } });
  const updated = await db().outboxMessage.updateMany({
    where: { id },
    data: { status: "PENDING", nextAttemptAt: new Date(), lockedUntil: null, sendingAt: null },
  });
  return updated.count === 1;
}
