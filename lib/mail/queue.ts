import "server-only";
import { currentTime } from "@/lib/dates/clock";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HOUR_MS } from "@/lib/dates/units";

// What both outboxes (e-mail in outbox.ts, WhatsApp in whatsapp-outbox.ts) share: writing an e-mail draft, finding and
// claiming a message that is due, how long a sender holds it, and the backoff between tries.

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
 * How long one sender holds the message it is sending. A message is claimed right before its own exchange (SMTP, or
 * the WhatsApp Cloud API), never for a whole batch, so the claim only has to outlast one exchange (the SMTP
 * transport gives up on a silent server after 10 s to connect, 10 s to greet and 20 s per answer; the Graph API
 * after 20 s).
 */
export const CLAIM_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * HOUR_MS;

/** 1, 2, 4, 8… minutes after each failure, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** Writes messages to the outbox inside the caller's transaction. */
export async function enqueueMail(tx: Prisma.TransactionClient, drafts: OutboxDraft[]): Promise<void> {
  if (drafts.length > 0) await tx.outboxMessage.createMany({ data: drafts.map((draft) => ({ ...outboxRow(draft), bookingId: draft.bookingId ?? null })) });
}

/** The outboxes' tables, and what else a message of each must be to be sent (not mid-exchange; WhatsApp: a readable number). */
const DUE = {
  outbox_messages: Prisma.sql`AND "sendingAt" IS NULL`,
  whatsapp_messages: Prisma.sql`AND "sendingAt" IS NULL AND "recipient" IS NOT NULL`,
} as const;
export type OutboxTable = keyof typeof DUE;

/** Up to `limit` messages that are due and held by nobody, oldest first (among `ids` when given); claims nothing. */
export async function dueIds(table: OutboxTable, limit: number, ids?: string[]): Promise<string[]> {
  // The rules' clock (lib/dates/clock.ts): a test may run ahead to the end of a lapsed claim or a retry's wait.
  const now = currentTime();
  const only = ids ? ids : null;
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT "id" FROM ${Prisma.raw(`"${table}"`)}
    WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${now}
      AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now}) ${DUE[table]}
      AND (${only}::text[] IS NULL OR "id" = ANY(${only}::text[]))
    ORDER BY "createdAt"
    LIMIT ${limit}`;
  return rows.map((row) => row.id);
}

/**
 * Claims one message for this sender, right before its own exchange: one UPDATE that succeeds only while the message
 * is still waiting, due and held by nobody. Two senders racing for it are serialised by the row lock, and the loser
 * re-reads the claim the winner wrote and gets nothing back, so a message sent by one is never sent by another.
 * Answers the `columns` of the claimed row.
 */
export async function claimDue<T>(table: OutboxTable, id: string, claimMs: number, columns: string[]): Promise<T | null> {
  const now = currentTime();
  const until = new Date(now.getTime() + claimMs);
  const rows = await db().$queryRaw<T[]>`
    UPDATE ${Prisma.raw(`"${table}"`)} SET "lockedUntil" = ${until}
    WHERE "id" = ${id} AND "status" = 'PENDING' AND "nextAttemptAt" <= ${now}
      AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now}) ${DUE[table]}
    RETURNING ${Prisma.raw(columns.map((column) => `"${column}"`).join(", "))}`;
  return rows[0] ?? null;
}
