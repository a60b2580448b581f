import "server-only";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import type { Actor } from "@/lib/bookings/core/process";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OutboxDraft } from "@/lib/mail/outbox";
import { currentTime } from "@/lib/dates/clock";

// The booking form must not let anyone make us mail a stranger over and over: an owner address that has never
// opened a tracking link we e-mailed it gets at most OWNER_MAILS_PER_DAY owner e-mails per El Salvador calendar
// day. The others are still written to the outbox, as not sent (SKIPPED) with the reason, so the team sees them
// and may send one anyway ("Reenviar"); the booking and the team's and sitter's notices are never held back.
// Opening any link e-mailed to the address (not the one the request's own answer shows) lifts the cap for good.
// The cap is for what the request's own author sets going (their request, their cancellations, their answers, and
// the timers their request starts): whatever the sitter or the team does is news the owner waits for, never held
// back nor counted.

export const OWNER_MAILS_PER_DAY = 3;

export const CAPPED_REASON = `esta dirección ya recibió ${OWNER_MAILS_PER_DAY} correos hoy y nunca abrió su enlace de seguimiento`;

// Every message to the owner's address counts, whatever the text: a new step of the sheet or a feature's notice is
// capped like the rest without being listed here.
const isOwnerMail = (draft: OutboxDraft, owner: string) => draft.to === owner;

/** Null: the address opened a link we mailed it (no cap); else how many owner e-mails it was given earlier today. */
export type EarlierToday = number | null;

/** The drafts, with the owner's beyond today's allowance marked as skipped (pure). */
export function capOwnerDrafts(drafts: OutboxDraft[], owner: string, earlierToday: EarlierToday): OutboxDraft[] {
  if (earlierToday === null) return drafts;
  let left = Math.max(0, OWNER_MAILS_PER_DAY - earlierToday);
  return drafts.map((draft) => {
    if (!isOwnerMail(draft, owner)) return draft;
    if (left > 0) {
      left--;
      return draft;
    }
    return { ...draft, skipped: CAPPED_REASON };
  });
}

/**
 * The statement's part that counts `asked` owner e-mails into the address's day, as two CTEs: "opened" (whether it
 * opened a link we mailed it) and "counted" (the day's count after these e-mails; no row when it opened one: no cap).
 */
function countedSql(owner: string, asked: number, now: Date, guard: Prisma.Sql = Prisma.sql`true`): Prisma.Sql {
  return Prisma.sql`"opened" AS (SELECT EXISTS (SELECT 1 FROM "booking_links" WHERE "sentTo" = ${owner} AND "openedAt" IS NOT NULL) AS "yes"),
    "counted" AS (
      INSERT INTO "owner_mail_days" ("email", "day", "count")
      SELECT ${owner}, ${todayInElSalvador(now)}::date, ${asked}::int FROM "opened" WHERE NOT "opened"."yes" AND ${guard}
      ON CONFLICT ("email", "day") DO UPDATE SET "count" = "owner_mail_days"."count" + EXCLUDED."count"
      RETURNING "count")`;
}

/**
 * capOwnerDrafts() on what the database says of `owner`. One statement counts these e-mails into the address's
 * day and reads the count before them, so requests for one address at the same moment each get their own number
 * (the row lock lasts one statement, not a whole booking). A count whose booking then fails to be written only
 * makes the cap stricter that day.
 */
export async function capOwnerMail(
  client: Prisma.TransactionClient,
  drafts: OutboxDraft[],
  owner: string,
  now: Date = currentTime(),
): Promise<OutboxDraft[]> {
  const asked = drafts.filter((draft) => isOwnerMail(draft, owner)).length;
  if (asked === 0) return drafts;
  const rows = await client.$queryRaw<{ count: number }[]>`WITH ${countedSql(owner, asked, now)} SELECT "count" FROM "counted"`;
  return capOwnerDrafts(drafts, owner, rows.length === 0 ? null : rows[0].count - asked);
}

/**
 * The same cap inside a statement that writes the drafts themselves (a booking request, insert-request.ts): `ctes`
 * to put in its WITH, and for each draft an SQL condition, true when the cap holds that draft back (as
 * capOwnerDrafts would: an owner e-mail beyond what is left of today's allowance). No owner e-mail: nothing counted;
 * nothing either when `guard` (an SQL condition: the statement writes its drafts at all) is false.
 */
export function ownerMailCapSql(drafts: readonly OutboxDraft[], owner: string, guard: Prisma.Sql, now: Date = currentTime()): { ctes: Prisma.Sql | null; held: Prisma.Sql[] } {
  const asked = drafts.filter((draft) => isOwnerMail(draft, owner)).length;
  if (asked === 0) return { ctes: null, held: drafts.map(() => Prisma.sql`false`) };
  let turn = 0;
  const held = drafts.map((draft) => {
    if (!isOwnerMail(draft, owner)) return Prisma.sql`false`;
    turn++;
    // No "counted" row (the address opened a link): NULL, never held back.
    return Prisma.sql`coalesce((SELECT ${turn}::int > GREATEST(0, ${OWNER_MAILS_PER_DAY}::int - ("count" - ${asked}::int)) FROM "counted"), false)`;
  });
  return { ctes: countedSql(owner, asked, now, guard), held };
}

/** Whether the cap holds back e-mails caused by `by`: the request's author or its timers, not the sitter or the team. */
export const capsWhatIsCausedBy = (by: Actor) => by === "owner" || by === "system";

/** capOwnerMail() on what `by` caused; the drafts as they are when someone else caused them. */
export function capOwnerMailOf(client: Prisma.TransactionClient, by: Actor, drafts: OutboxDraft[], owner: string, now: Date = currentTime()): Promise<OutboxDraft[]> {
  return capsWhatIsCausedBy(by) ? capOwnerMail(client, drafts, owner, now) : Promise.resolve(drafts);
}

/** How long a day's count is kept: the cap reads only today's; a week covers any question about it. */
export const MAIL_DAYS_KEPT = 7;

/** Forgets the counts of days older than a week (the daily timer run, lib/bookings/core/timers.ts); answers how many. */
export async function forgetOldMailDays(client: Prisma.TransactionClient, now: Date = currentTime()): Promise<number> {
  const { count } = await client.ownerMailDay.deleteMany({ where: { day: { lt: isoDateToUtc(addDays(todayInElSalvador(now), -MAIL_DAYS_KEPT)) } } });
  return count;
}
