import "server-only";
import { STAY_STATUSES } from "@/lib/constants/booking-status-groups";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { HttpError } from "@/lib/http/handler";
import { requireLinkedSitterId } from "@/lib/sitters/linked";
import { AVAILABILITY_MESSAGES, mergeRanges, rangesProblem, type DayRange } from "@/lib/sitters/availability";

// Where a sitter's blocked days are stored and read: their own blocks, plus the days of their CONFIRMED boarding
// stays (a sitter boarding a dog at home takes no other boarding those days).

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A confirmed boarding stay (the stays that take a sitter's days) over some day from `first` to `last`. */
export const confirmedStayOver = (first: Date, last: Date) =>
  ({ status: { in: [...STAY_STATUSES] }, service: "BOARDING", startDate: { lte: last }, endDate: { gte: first } }) satisfies Prisma.BookingWhereInput;

/** A block over some day from `first` to `last`. */
export const blockOver = (first: Date, last: Date) => ({ start: { lte: last }, end: { gte: first } }) satisfies Prisma.SitterBlockWhereInput;

/** The sitter's own blocks from today on (past ones are history, not shown). */
async function futureBlocks(tx: Prisma.TransactionClient, sitterId: number, today: string): Promise<DayRange[]> {
  const rows = await tx.sitterBlock.findMany({ where: { sitterId, end: { gte: isoDateToUtc(today) } }, orderBy: { start: "asc" } });
  return rows.map((row) => ({ start: day(row.start), end: day(row.end) }));
}

/** GET /api/portal/availability */
export async function getOwnAvailability(userId: string) {
  const sitterId = await requireLinkedSitterId(userId);
  return { blocked: await futureBlocks(db(), sitterId, todayInElSalvador()) };
}

/** PUT /api/portal/availability: replaces the sitter's blocks from today on with `ranges`, merged. */
export async function setOwnAvailability(userId: string, ranges: DayRange[]) {
  const sitterId = await requireLinkedSitterId(userId);
  const today = todayInElSalvador();
  const problem = rangesProblem(ranges, today);
  if (problem) throw new HttpError(400, problem, "blocked");
  const merged = mergeRanges(ranges);
  await db().$transaction(async (tx) => {
    await tx.sitterBlock.deleteMany({ where: { sitterId, end: { gte: isoDateToUtc(today) } } });
    await tx.sitterBlock.createMany({ data: merged.map((range) => ({ sitterId, start: isoDateToUtc(range.start), end: isoDateToUtc(range.end) })) });
    await tx.sitter.update({ where: { id: sitterId }, data: { calendarUpdatedAt: new Date() } });
  });
  return { blocked: merged };
}

/** Every day a sitter cannot take from today on: their blocks and their confirmed boarding stays, merged. */
export async function blockedDays(sitterId: number, tx: Prisma.TransactionClient = db()): Promise<DayRange[]> {
  const today = todayInElSalvador();
  const stays = await tx.booking.findMany({
    where: { sitterId, status: { in: [...STAY_STATUSES] }, service: "BOARDING", endDate: { gte: isoDateToUtc(today) }, startDate: { not: null } },
    select: { startDate: true, endDate: true },
  });
  return mergeRanges([...(await futureBlocks(tx, sitterId, today)), ...stays.map((stay) => ({ start: day(stay.startDate!), end: day(stay.endDate!) }))]);
}

/**
 * What a booking request's sitter lookup adds to know whether the sitter is free from `start` to `end` (in the same
 * statement as the sitter's row, as counts): a block or a confirmed boarding stay over any of those days. See `isFree()`.
 */
export function availabilitySelect(start: string, end: string) {
  const [first, last] = [isoDateToUtc(start), isoDateToUtc(end)];
  return {
    _count: { select: { blocks: { where: blockOver(first, last) }, bookings: { where: confirmedStayOver(first, last) } } },
  } satisfies Prisma.SitterSelect;
}

/** Whether the lookup of `availabilitySelect()` found the sitter free: no block and no stay over the asked days. */
export const isFree = (sitter: { _count: { blocks: number; bookings: number } }): boolean => sitter._count.blocks === 0 && sitter._count.bookings === 0;

/** The same rule as a filter: sitters free on every day from `start` to `end` (no block, no confirmed boarding stay). */
export function freeBetween(start: string, end: string) {
  const [first, last] = [isoDateToUtc(start), isoDateToUtc(end)];
  return { blocks: { none: blockOver(first, last) }, bookings: { none: confirmedStayOver(first, last) } } satisfies Prisma.SitterWhereInput;
}

/** 409 (on the start date) when the lookup found a block or a stay over the asked days. */
export function assertFree(sitter: { name: string; _count: { blocks: number; bookings: number } }): void {
  if (!isFree(sitter)) throw new HttpError(409, AVAILABILITY_MESSAGES.unavailable(sitter.name), "startDate");
}

/**
 * The sitters who cannot take some day from `start` to `end` (their blocks, or a confirmed boarding stay over
 * it): search leaves them out. Ids ascending.
 */
export async function sittersBusyBetween(start: string, end: string): Promise<number[]> {
  const [first, last] = [isoDateToUtc(start), isoDateToUtc(end)];
  const [blocks, stays] = await Promise.all([
    db().sitterBlock.findMany({ where: blockOver(first, last), select: { sitterId: true } }),
    db().booking.findMany({ where: { ...confirmedStayOver(first, last), sitterId: { not: null } }, select: { sitterId: true } }),
  ]);
  return [...new Set([...blocks.map((block) => block.sitterId), ...stays.map((stay) => stay.sitterId!)])].sort((a, b) => a - b);
}
