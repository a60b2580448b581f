import "server-only";
import { AGREED_STATUSES } from "@/lib/constants/booking-status-groups";
import { isOpenForMeet, meetSummary, type MeetSummary } from "@/lib/bookings/meet/meet-rules";
import { sitterReminderStep } from "@/lib/bookings/meet/meet-texts";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { currentTime } from "@/lib/dates/clock";

// Whether a booking is the first between its owner (by e-mail, any case) and its sitter, and how its meet & greet
// stands: what the sheet's meet guards read (lib/bookings/core/process.ts). One query for any number of bookings.

/** What a booking needs selected for meetSummariesIn(). */
export const meetPairSelect = {
  id: true,
  status: true,
  email: true,
  sitterId: true,
  meetWaivedAt: true,
  meet: { select: { status: true, at: true, ownerOutcome: true, sitterOutcome: true } },
} as const;
export type MeetPairRow = Prisma.BookingGetPayload<{ select: typeof meetPairSelect }>;

const pairKey = (sitterId: number, email: string) => `${sitterId} ${email.toLowerCase()}`;

/**
 * Each booking's meet summary by id. Only a request still open can be a pair's first (the guard holds its
 * confirmation); a booking without a listed sitter is nobody's first: no meeting needed.
 */
export async function meetSummariesIn(client: Prisma.TransactionClient, rows: readonly MeetPairRow[]): Promise<Map<string, MeetSummary>> {
  const paired = rows.filter((row): row is MeetPairRow & { sitterId: number } => row.sitterId !== null && isOpenForMeet(row.status));
  const met = new Set<string>();
  if (paired.length > 0) {
    const earlier = await client.booking.findMany({
      where: {
        status: { in: [...AGREED_STATUSES] },
        OR: paired.map((row) => ({ sitterId: row.sitterId, email: { equals: row.email, mode: "insensitive" as const }, id: { not: row.id } })),
      },
      select: { sitterId: true, email: true },
    });
    for (const row of earlier) met.add(pairKey(row.sitterId!, row.email));
  }
  return new Map(
    rows.map((row) => [
      row.id,
      meetSummary(row.sitterId !== null && isOpenForMeet(row.status) && !met.has(pairKey(row.sitterId, row.email)), row.meet, row.meetWaivedAt !== null, currentTime()),
    ]),
  );
}

/**
 * What the meet & greet lends the sheet: the pair's meet summary its guards read (meetSettled, noMatch), and what the
 * sitter's reminder of an unanswered request asks while the meeting holds its acceptance (its next step).
 */
export const MEET_PARTS = {
  guardData: {
    async meetCheck(tx, bookingId) {
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: meetPairSelect });
      return (await meetSummariesIn(tx, [booking])).get(bookingId);
    },
  },
  noticeData: {
    sitterStep: {
      for: ["sitter-request-reminder"],
      async load(tx, bookingId) {
        const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { ...meetPairSelect, name: true } });
        return { nextStep: sitterReminderStep((await meetSummariesIn(tx, [booking])).get(bookingId), booking.meet, booking.name) };
      },
    },
  },
} satisfies FeatureParts;
