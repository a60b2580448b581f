import "server-only";
import { db } from "@/lib/db";
import { reliability, reliabilitySince, repeatFamilies, type Reliability } from "./reliability";

// The profile's record (lib/sitters/reliability.ts) read from the sitter's bookings: two queries, the 180 days'
// bookings with their status changes (who made each move, and the sitter's account), and completed bookings per e-mail.

const bookingHistorySelect = {
  createdAt: true,
  startDate: true,
  statusChanges: { select: { status: true, changedAt: true, actor: true, actorUserId: true }, orderBy: { changedAt: "asc" } },
} as const;

export type SitterRecord = { repeatFamilies: number; reliability: Reliability };

export async function readSitterRecord(sitterId: number, now: Date): Promise<SitterRecord> {
  const since = reliabilitySince(now);
  const [history, completed] = await Promise.all([
    db().sitter.findUnique({
      where: { id: sitterId },
      select: {
        userId: true,
        bookings: {
          // Requests that arrived in the window, and older bookings cancelled within it.
          where: { OR: [{ createdAt: { gte: since } }, { statusChanges: { some: { status: "CANCELLED", changedAt: { gte: since } } } }] },
          select: bookingHistorySelect,
        },
      },
    }),
    db().booking.groupBy({ by: ["email"], where: { sitterId, status: "COMPLETED" }, _count: { _all: true } }),
  ]);
  const userId = history?.userId ?? null;
  // A booking the sitter cancelled and the owner then moved to its Plan B belongs to the backup now: it still
  // counts as this sitter's cancellation.
  const handedOver = userId
    ? await db().booking.findMany({
        where: { sitterId: { not: sitterId }, statusChanges: { some: { status: "CANCELLED", actor: "sitter", actorUserId: userId, changedAt: { gte: since } } } },
        select: bookingHistorySelect,
      })
    : [];
  const bookings = [...(history?.bookings ?? []), ...handedOver].map(({ statusChanges, ...booking }) => ({ ...booking, moves: statusChanges }));
  return {
    repeatFamilies: repeatFamilies(completed.map((group) => ({ email: group.email, count: group._count._all }))),
    reliability: reliability(bookings, userId, now),
  };
}
