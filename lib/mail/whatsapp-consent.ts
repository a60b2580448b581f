import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { whatsappRecipient } from "@/lib/site/whatsapp-number";
import { WHATSAPP_CONFIRMATIONS, type WhatsappConfirmationKind } from "./whatsapp-confirmations";
import { enqueueWhatsapp } from "./whatsapp-outbox";
import { whatsappOn } from "./whatsapp-settings";

// Consent to WhatsApp notices, one record per number: a form's box (or the tracking page) writes
// whatsapp_opt_ins; BAJA / STOP (the webhook) or the tracking page's "Dejar de recibir" write whatsapp_opt_outs and
// delete the opt-in. A number typed in a form proves nothing (anyone can type anyone's number): it gets one
// confirmation ("Responde SÍ") and notices only once the number itself answered SÍ or wrote ALTA (`provenAt`). A
// form never undoes an opt-out: only the number's ALTA does (or the sitter's portal, on their account's number).

export type OptInSource = "reservation" | "pet-owner-lead" | "provider-lead" | "application" | "tracking" | "portal" | "whatsapp";

type Tx = Prisma.TransactionClient;

/** An unanswered number is asked again at most this often, however many forms name it. */
export const CONFIRMATION_EVERY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a number stands: notices go (`on`), it was asked and did not answer (`waiting`), it wrote BAJA, or nothing. */
export type ConsentState = "on" | "waiting" | "opted-out" | "off";

/**
 * Stores the consent of the number `phone` (as people type it), with its time. `proven`: given in a way that proves
 * the number (the sitter's portal); otherwise it waits for the number's SÍ, and an opt-out stays as it is. Answers
 * where the number stands; null for an unreadable number.
 */
export async function recordWhatsappOptIn(tx: Tx, phone: string, source: OptInSource, options: { proven?: boolean; now?: Date } = {}): Promise<ConsentState | null> {
  const number = whatsappRecipient(phone);
  if (!number) return null;
  const now = options.now ?? new Date();
  if (options.proven) {
    await tx.whatsappOptOut.deleteMany({ where: { number } });
    await tx.whatsappOptIn.upsert({ where: { number }, create: { number, source, optedInAt: now, provenAt: now }, update: { source, optedInAt: now, provenAt: now } });
    return "on";
  }
  if (await tx.whatsappOptOut.findUnique({ where: { number }, select: { number: true } })) return "opted-out";
  // An earlier consent, proven or not, stays as it is: a form repeating the number adds nothing.
  const row = await tx.whatsappOptIn.upsert({ where: { number }, create: { number, source, optedInAt: now }, update: {}, select: { provenAt: true } });
  return row.provenAt ? "on" : "waiting";
}

/** Withdraws it (the tracking page; BAJA goes through the webhook the same way): an opt-out, and no opt-in. */
export async function recordWhatsappOptOut(tx: Tx, phone: string, text: string): Promise<void> {
  const number = whatsappRecipient(phone) ?? phone;
  await tx.whatsappOptIn.deleteMany({ where: { number } });
  await tx.whatsappOptOut.upsert({ where: { number }, create: { number, text: text.slice(0, 200) }, update: {} });
}

/**
 * Queues the number's confirmation (`kind`, with its parameters) when it waits for one: consent stored, not proven,
 * no opt-out, and not asked in the last CONFIRMATION_EVERY_DAYS days. One statement marks it asked, so twenty
 * requests with one number at the same moment queue one confirmation. Answers whether it was queued.
 */
export async function askToConfirm(
  tx: Tx,
  phone: string,
  confirmation: { kind: WhatsappConfirmationKind; parameters: string[]; bookingId?: string },
  now: Date = new Date(),
): Promise<boolean> {
  const number = whatsappRecipient(phone);
  // With the channel off nothing is queued, so the number is not marked as asked either.
  if (!number || !whatsappOn()) return false;
  const since = new Date(now.getTime() - CONFIRMATION_EVERY_DAYS * DAY_MS);
  const asked = await tx.$executeRaw`UPDATE "whatsapp_opt_ins" SET "askedAt" = ${now}
    WHERE "number" = ${number} AND "provenAt" IS NULL AND ("askedAt" IS NULL OR "askedAt" <= ${since})
      AND NOT EXISTS (SELECT 1 FROM "whatsapp_opt_outs" WHERE "whatsapp_opt_outs"."number" = ${number})`;
  if (asked === 0) return false;
  const { template } = WHATSAPP_CONFIRMATIONS[confirmation.kind];
  const id = await enqueueWhatsapp(tx, { to: phone, template, parameters: confirmation.parameters, bookingId: confirmation.bookingId ?? null, cap: "unproven" });
  return id !== null;
}

/**
 * What the number itself wrote to the business number (the webhook), as Meta names it (`number`, digits only):
 * "SÍ" proves a number that was asked (its consent is on from now); "ALTA" undoes an opt-out and turns it on,
 * proven. Answers whether it changed anything (a SÍ from a number never asked, or after BAJA, does not).
 */
export async function recordReply(tx: Tx, number: string, reply: "yes" | "alta", now: Date = new Date()): Promise<boolean> {
  if (reply === "alta") {
    await tx.whatsappOptOut.deleteMany({ where: { number } });
    await tx.whatsappOptIn.upsert({ where: { number }, create: { number, source: "whatsapp", optedInAt: now, provenAt: now }, update: { provenAt: now } });
    return true;
  }
  if (await tx.whatsappOptOut.findUnique({ where: { number }, select: { number: true } })) return false;
  const { count } = await tx.whatsappOptIn.updateMany({ where: { number, provenAt: null }, data: { provenAt: now } });
  return count > 0;
}

/** Where the number `phone` (as typed) stands. */
export async function whatsappConsentState(tx: Tx, phone: string): Promise<ConsentState> {
  const number = whatsappRecipient(phone);
  if (!number) return "off";
  const [optIn, optOut] = await Promise.all([
    tx.whatsappOptIn.findUnique({ where: { number }, select: { provenAt: true } }),
    tx.whatsappOptOut.findUnique({ where: { number }, select: { number: true } }),
  ]);
  if (optOut) return "opted-out";
  return !optIn ? "off" : optIn.provenAt ? "on" : "waiting";
}

/** The numbers of `phones` (as typed) as consent rows keep them (digits only), each with the phones that name it. */
function byRecipient(phones: readonly (string | null | undefined)[]): Map<string, string[]> {
  const byNumber = new Map<string, string[]>();
  for (const phone of phones) {
    const number = phone ? whatsappRecipient(phone) : null;
    if (number && phone) byNumber.set(number, [...(byNumber.get(number) ?? []), phone]);
  }
  return byNumber;
}

/** The query of the consents that are on among `numbers` (proven, and no opt-out): number, optedInAt. */
function onAmong(numbers: string[]): Prisma.Sql {
  return Prisma.sql`SELECT "optIn"."number", "optIn"."optedInAt" FROM "whatsapp_opt_ins" AS "optIn"
    WHERE "optIn"."number" = ANY(${numbers}::text[]) AND "optIn"."provenAt" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "whatsapp_opt_outs" AS "optOut" WHERE "optOut"."number" = "optIn"."number")`;
}

/**
 * The consent of each number given (as typed) that is on — proven, no opt-out: notices go to it — as a map from the
 * number as given to when it was given.
 */
export async function whatsappOptIns(tx: Tx, phones: (string | null | undefined)[]): Promise<Map<string, Date>> {
  const byNumber = byRecipient(phones);
  const result = new Map<string, Date>();
  if (byNumber.size === 0) return result;
  // One statement for both tables (a booking request asks this for every number it names).
  const ins = await tx.$queryRaw<{ number: string; optedInAt: Date }[]>`${onAmong([...byNumber.keys()])}`;
  for (const row of ins) for (const phone of byNumber.get(row.number) ?? []) result.set(phone, row.optedInAt);
  return result;
}

/** When each number given (as typed) wrote BAJA (or turned the notices off), as a map from the number as given. */
export async function whatsappOptOuts(tx: Tx, phones: (string | null | undefined)[]): Promise<Map<string, Date>> {
  const byNumber = byRecipient(phones);
  const result = new Map<string, Date>();
  if (byNumber.size === 0) return result;
  const rows = await tx.whatsappOptOut.findMany({ where: { number: { in: [...byNumber.keys()] } }, select: { number: true, createdAt: true } });
  for (const row of rows) for (const phone of byNumber.get(row.number) ?? []) result.set(phone, row.createdAt);
  return result;
}

/** An SQL condition: none of `phones` has its consent on (whatsappOptIns() would answer an empty map). */
export function noneOptedInSql(phones: readonly (string | null | undefined)[]): Prisma.Sql {
  const numbers = [...byRecipient(phones).keys()];
  return numbers.length === 0 ? Prisma.sql`true` : Prisma.sql`NOT EXISTS (${onAmong(numbers)})`;
}
