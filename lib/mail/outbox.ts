import "server-only";
import { after } from "next/server";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendMail, smtpUrl } from "./transport";

// E-mail that is never lost: a message is written to the outbox in the same transaction as the change it tells
// about, sent right after the response (after()), and retried with backoff by GET /api/cron/outbox.

export type OutboxDraft = { kind: string; to: string; subject: string; text: string; html: string; bookingId?: string | null };

/** How long one sender holds a message it claimed (longer than an SMTP exchange may take). */
const CLAIM_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** 1, 2, 4, 8… minutes after each failure, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** Writes messages to the outbox inside the caller's transaction. */
export async function enqueueMail(tx: Prisma.TransactionClient, drafts: OutboxDraft[]): Promise<void> {
  if (drafts.length > 0) await tx.outboxMessage.createMany({ data: drafts.map((draft) => ({ ...draft, bookingId: draft.bookingId ?? null })) });
}

type Claimed = { id: string; to: string; subject: string; text: string; html: string; attempts: number };

/** Takes up to `limit` due messages for this sender; another sender skips them until the claim lapses. */
async function claimDue(limit: number, now: Date, ids?: string[]): Promise<Claimed[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const only = ids ? ids : null;
  return db().$queryRaw<Claimed[]>`
    UPDATE "outbox_messages" SET "lockedUntil" = ${until}
    WHERE "id" IN (
      SELECT "id" FROM "outbox_messages"
      WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${now}
        AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now})
        AND (${only}::text[] IS NULL OR "id" = ANY(${only}::text[]))
      ORDER BY "createdAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "to", "subject", "text", "html", "attempts"`;
}

export type DeliveryReport = { sent: number; failed: number; waiting: number };

/**
 * Sends the messages that are due. Each one is marked sent only after the SMTP server accepted it; a failure
 * counts an attempt and schedules the next. Without SMTP_URL nothing is sent and everything keeps waiting.
 */
export async function deliverDueMail(options: { limit?: number; now?: Date; ids?: string[] } = {}): Promise<DeliveryReport> {
  const url = smtpUrl();
  const now = options.now ?? new Date();
  if (!url) return { sent: 0, failed: 0, waiting: await db().outboxMessage.count({ where: { status: "PENDING" } }) };
  const claimed = await claimDue(options.limit ?? 50, now, options.ids);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
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
        console.error("[mail] delivery after the response failed; the cron route will retry:", error);
      }
    });
  } catch {
    // Called outside a request (a script, a test calling a function directly): the cron route delivers.
  }
}

/** Puts a message back in the queue now (the dashboard's "Reenviar"); a sent one is sent again. */
export async function resendMail(id: string): Promise<boolean> {
  const updated = await db().outboxMessage.updateMany({
    where: { id },
    data: { status: "PENDING", nextAttemptAt: new Date(), lockedUntil: null },
  });
  return updated.count === 1;
}
