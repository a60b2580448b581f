import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { whatsappRecipient } from "@/lib/site/whatsapp-number";

// Consent to WhatsApp notices (issue 41), one record per number: a form's box (or the tracking page) writes
// whatsapp_opt_ins and clears an earlier opt-out; BAJA / STOP (the webhook) or the tracking page's "Dejar de
// recibir" write whatsapp_opt_outs and delete the opt-in. A number is "on" with an opt-in and no opt-out.

export type OptInSource = "reservation" | "pet-owner-lead" | "provider-lead" | "application" | "tracking" | "portal";

type Tx = Prisma.TransactionClient;

/** Stores the consent of the number `phone` (as people type it), with its time; nothing for an unreadable number. */
export async function recordWhatsappOptIn(tx: Tx, phone: string, source: OptInSource, now: Date = new Date()): Promise<boolean> {
  const number = whatsappRecipient(phone);
  if (!number) return false;
  await tx.whatsappOptOut.deleteMany({ where: { number } });
  await tx.whatsappOptIn.upsert({ where: { number }, create: { number, source, optedInAt: now }, update: { source, optedInAt: now } });
  return true;
}

/** Withdraws it (the tracking page; BAJA goes through the webhook the same way): an opt-out, and no opt-in. */
export async function recordWhatsappOptOut(tx: Tx, phone: string, text: string): Promise<void> {
  const number = whatsappRecipient(phone) ?? phone;
  await tx.whatsappOptIn.deleteMany({ where: { number } });
  await tx.whatsappOptOut.upsert({ where: { number }, create: { number, text: text.slice(0, 200) }, update: {} });
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

/** The query of the consents that are on among `numbers` (an opt-in and no opt-out): number, optedInAt. */
function onAmong(numbers: string[]): Prisma.Sql {
  return Prisma.sql`SELECT "optIn"."number", "optIn"."optedInAt" FROM "whatsapp_opt_ins" AS "optIn"
    WHERE "optIn"."number" = ANY(${numbers}::text[])
      AND NOT EXISTS (SELECT 1 FROM "whatsapp_opt_outs" AS "optOut" WHERE "optOut"."number" = "optIn"."number")`;
}

/** The consent of each number given (as typed) that is on: a map from the number as given to when it was given. */
export async function whatsappOptIns(tx: Tx, phones: (string | null | undefined)[]): Promise<Map<string, Date>> {
  const byNumber = byRecipient(phones);
  const result = new Map<string, Date>();
  if (byNumber.size === 0) return result;
  // One statement for both tables (a booking request asks this for every number it names).
  const ins = await tx.$queryRaw<{ number: string; optedInAt: Date }[]>`${onAmong([...byNumber.keys()])}`;
  for (const row of ins) for (const phone of byNumber.get(row.number) ?? []) result.set(phone, row.optedInAt);
  return result;
}

/** An SQL condition: none of `phones` has its consent on (whatsappOptIns() would answer an empty map). */
export function noneOptedInSql(phones: readonly (string | null | undefined)[]): Prisma.Sql {
  const numbers = [...byRecipient(phones).keys()];
  return numbers.length === 0 ? Prisma.sql`true` : Prisma.sql`NOT EXISTS (${onAmong(numbers)})`;
}
