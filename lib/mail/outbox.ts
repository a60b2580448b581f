import "server-only";
import { after } from "next/server";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendMail, smtpUrl } from "./transport";
import { loggedError } from "@/lib/http/log-redact";

// E-mail that is never lost: a message is written to the outbox in the same transaction as the change it tells
// about, sent right after the response (after()), and retried with backoff by GET /api/cron/outbox.

/**
 * `skipped`: kept in the outbox but never sent, for this reason (a cap held it back); "Reenviar" still sends it.
 * `notBefore`: the message waits until then (a digest that gathers what happens meanwhile).
 */
export type OutboxDraft = { kind: string; to: string; subject: string; text: string; html: string; bookingId?: string | null; skipped?: string; notBefore?: Date };

/** A draft as its outbox row (without its booking: a nested create sets that). */
export function outboxRow({ kind, to, subject, text, html, skipped, notBefore }: OutboxDraft) {
  return { kind, to, subject, text, html, ...(skipped ? { status: "SKIPPED" as const, lastError: skipped } : {}), ...(notBefore ? { nextAttemptAt: notBefore } : {}) };
}

/**
 * How long one sender holds the message it is sending. A message is claimed right before its own SMTP exchange,
 * never for a whole batch, so the claim only has to outlast one exchange (the transport gives up on a silent
 * server after 10 s to connect, 10 s to greet and 20 s per answer).
 */
const CLAIM_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** 1, 2, 4, 8… minutes after each failure, at most 6 hours. */
function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** Writes messages to the outbox inside the caller's transaction. */
export async function enqueueMail(tx: Prisma.TransactionClient, drafts: OutboxDraft[]): Promise<void> {
  if (drafts.length > 0) await tx.outboxMessage.createMany({ data: drafts.map((draft) => ({ ...outboxRow(draft), bookingId: draft.bookingId ?? null })) });
}

type Claimed = { id: string; to: string; subject: string; text: string; html: string; attempts: number };

/** Up to `limit` messages that are due and held by nobody, oldest first; claims nothing. */
async function dueIds(limit: number, ids?: string[]): Promise<string[]> {
  const now = new Date();
  const only = ids ? ids : null;
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "outbox_messages"
    WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${now}
      AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now})
      AND (${only}::text[] IS NULL OR "id" = ANY(${only}::text[]))
    ORDER BY "createdAt"
    LIMIT ${limit}`;
  return rows.map((row) => row.id);
}

/**
 * Claims one message for this sender, right before sending it: one UPDATE that succeeds only while the message is
 * still waiting, due and held by nobody. Two senders racing for it are serialised by the row lock, and the loser
 * re-reads the claim the winner wrote and gets nothing back, so a message sent by one is never sent by another.
 */
async function claim(id: string, claimMs: number): Promise<Claimed | null> {
  const now = new Date();
  const until = new Date(now.getTime() + claimMs);
  const rows = await db().$queryRaw<Claimed[]>`
    UPDATE "outbox_messages" SET "lockedUntil" = ${until}
    WHERE "id" = ${id} AND "status" = 'PENDING' AND "nextAttemptAt" <= ${now}
      AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now})
    RETURNING "id", "to", "subject", "text", "html", "attempts"`;
  return rows[0] ?? null;
}

export type DeliveryReport = { sent: number; failed: number; waiting: number };

/**
 * Sends the messages that are due, claiming each one just before its own exchange: a message another run sent or
 * is sending meanwhile is skipped. Each one is marked sent only after the SMTP server accepted it; a failure
 * counts an attempt and schedules the next. Without SMTP_URL nothing is sent and everything keeps waiting.
 * `claimMs` shortens the claim (tests only: a slow server outlasting it in seconds rather than minutes).
 */
export async function deliverDueMail(options: { limit?: number; ids?: string[]; claimMs?: number } = {}): Promise<DeliveryReport> {
  const url = smtpUrl();
  if (!url) return { sent: 0, failed: 0, waiting: await db().outboxMessage.count({ where: { status: "PENDING" } }) };
  let sent = 0;
  let failed = 0;
  for (const id of await dueIds(options.limit ?? 50, options.ids)) {
    const message = await claim(id, options.claimMs ?? CLAIM_MS);
    if (!message) continue;
    try {
      await sendMail(message, url);
      await db().outboxMessage.update({ where: { id: message.id }, data: { status: "SENT", sentAt: new Date(), lockedUntil: null, lastError: null } });
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      await db().outboxMessage.update({
        where: { id: message.id },
        data: {
          attempts,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          lockedUntil: null,
        },
      });
      failed++;
    }
  }
  const waiting = await db().outboxMessage.count({ where: { status: "PENDING" } });
  return { sent, failed, waiting };
}

/** After the response is sent, tries the messages just written (the cron route retries what fails). */
export function deliverSoon(): void {
  if (!smtpUrl()) return;
  try {
    after(async () => {
      try {
        await deliverDueMail({ limit: 20 });
      } catch (error) {
        console.error(`[mail] delivery after the response failed; the cron route will retry: ${loggedError(error)}`);
      }
    });
  } catch {
    // Called outside a request (a script, a test calling a function directly): the cron route delivers.
  }
}

/** Puts a message back in the queue now (the dashboard's "Reenviar"); a sent one is sent again, a skipped one sent. */
export async function resendMail(id: string): Promise<boolean> {
  // Why it was held back no longer applies once the team chose to send it.
  await db().outboxMessage.updateMany({ where: { id, status: "SKIPPED" }, data: { lastError: null } });
  const updated = await db().outboxMessage.updateMany({
    where: { id },
    data: { status: "PENDING", nextAttemptAt: new Date(), lockedUntil: null },
  });
  return updated.count === 1;
}
