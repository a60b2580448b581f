import "server-only";
import { db } from "@/lib/db";
import { bookingTrustFacts, bookingTrustSelect, countsAsFamily, holdReasons, PUBLIC_REVIEW, reviewFamilySelect, vouchedFamilies } from "./record-trust";
import { reliability, reliabilitySince, repeatFamilies, type Reliability } from "./reliability";

// The profile's record (lib/sitters/reliability.ts) read from the sitter's bookings: three queries, the 180 days'
// bookings with their status changes (who made each move, and the sitter's account), the completed bookings, and
// the families the public reviews vouch for; each with what says whether it counts (lib/sitters/record-trust.ts).

const bookingHistorySelect = {
  ...bookingTrustSelect,
  createdAt: true,
  startDate: true,
  statusChanges: { select: { status: true, changedAt: true, actor: true, actorUserId: true, move: true }, orderBy: { changedAt: "asc" } },
} as const;

export type SitterRecord = { repeatFamilies: number; reliability: Reliability };

export async function readSitterRecord(sitterId: number, now: Date): Promise<SitterRecord> {
  const since = reliabilitySince(now);
  const [history, completed, publicReviews] = await Promise.all([
    db().sitter.findUnique({
      where: { id: sitterId },
      select: {
        userId: true,
        user: { select: { networks: { select: { client: true } } } },
        bookings: {
          // Requests that arrived in the window, and older bookings cancelled within it.
          where: { OR: [{ createdAt: { gte: since } }, { statusChanges: { some: { status: "CANCELLED", changedAt: { gte: since } } } }] },
          select: bookingHistorySelect,
        },
      },
    }),
    db().booking.findMany({ where: { sitterId, status: "COMPLETED" }, select: { email: true, ...bookingTrustSelect } }),
    db().review.findMany({ where: { sitterId, ...PUBLIC_REVIEW }, select: reviewFamilySelect }),
  ]);
  const userId = history?.userId ?? null;
  // Only what a proven family sent from elsewhere than the sitter's browser and networks counts.
  const sitter = { userId, networks: history?.user?.networks.map((network) => network.client) ?? [] };
  const counts = (booking: Parameters<typeof bookingTrustFacts>[0]) => holdReasons(bookingTrustFacts(booking, sitter)).length === 0;
  // A booking the sitter cancelled and the owner then moved to its Plan B belongs to the backup now: it still
  // counts as this sitter's cancellation.
  const handedOver = userId
    ? await db().booking.findMany({
        where: { sitterId: { not: sitterId }, statusChanges: { some: { status: "CANCELLED", actor: "sitter", actorUserId: userId, changedAt: { gte: since } } } },
        select: bookingHistorySelect,
      })
    : [];
  const bookings = [...(history?.bookings ?? []), ...handedOver].map(({ statusChanges, ...booking }) => ({ ...booking, moves: statusChanges, counts: counts(booking) }));
  return {
    // A new sitter's families count once the team saw them (a public review): one mailbox's made-up families add nothing.
    repeatFamilies: repeatFamilies(
      completed.filter(counts).map((booking) => ({ email: booking.email, count: 1 })),
      countsAsFamily(vouchedFamilies(publicReviews)),
    ),
    reliability: reliability(bookings, userId, now),
  };
}
