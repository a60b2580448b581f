import "server-only";
import type { SitterBooking } from "@/lib/bookings/core/access";
import { lockBooking } from "@/lib/bookings/core/booking-lock";
import { familyRating, feedbackWindowOpen } from "@/lib/bookings/feedback/feedback-rules";
import { FEEDBACK_MESSAGES, type FeedbackInput } from "@/lib/bookings/feedback/feedback-schema";
import { currentTime } from "@/lib/dates/clock";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mailboxDomains, mailboxOf } from "@/lib/forms/field-rules";
import { isUniqueViolation } from "@/lib/http/db-errors";
import { HttpError } from "@/lib/http/handler";

// The sitter's feedback on a completed stay, and the family's record it feeds: when the same family (its mailbox,
// mailboxOf) sends a new request, its sitter reads how many stays it completed, its late cancellations and
// no-shows (CommitmentMark), the sitters' mean rating and the notes sitters wrote about its pets. The private note
// is the team's: it never leaves this module but through the team's reads.

const completedAtOf = async (bookingId: string, client: Prisma.TransactionClient = db()) =>
  (await client.bookingStatusChange.findFirst({ where: { bookingId, status: "COMPLETED" }, orderBy: { changedAt: "desc" }, select: { changedAt: true } }))?.changedAt ?? null;

/**
 * POST /api/portal/bookings/{id}/feedback: once per booking, within 14 days of its completion (409 otherwise or the
 * second time) → { id, rating, createdAt }.
 */
export async function giveFeedback(reached: SitterBooking, input: FeedbackInput, now: Date = currentTime()) {
  const created = await db()
    .$transaction(async (tx) => {
      await lockBooking(tx, reached.id);
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: reached.id }, select: { status: true, email: true, sitterFeedback: { select: { id: true } } } });
      if (booking.sitterFeedback) throw new HttpError(409, FEEDBACK_MESSAGES.already);
      if (!feedbackWindowOpen({ status: booking.status, completedAt: await completedAtOf(reached.id, tx) }, now)) throw new HttpError(409, FEEDBACK_MESSAGES.notNow);
      return tx.sitterFeedback.create({
        data: {
          bookingId: reached.id,
          sitterId: reached.sitterId,
          familyKey: mailboxOf(booking.email),
          rating: input.rating,
          petNotes: input.petNotes ?? null,
          privateNote: input.privateNote ?? null,
          createdAt: now,
        },
        select: { id: true, rating: true, createdAt: true },
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, FEEDBACK_MESSAGES.already);
      throw error;
    });
  return { id: created.id, rating: created.rating, createdAt: created.createdAt.toISOString() };
}

export type FamilyRecord = { stays: number; lateCancellations: number; noShows: number; rating: number | null; ratingCount: number };
export type FamilyPetNote = { petName: string | null; note: string; at: string };

/**
 * The records of the families behind `emails` (each by its mailbox), keyed by mailbox: completed stays, the marks on
 * the family's side, the sitters' rating, and the pet notes sitters wrote (newest first), without the notes of
 * `exceptBookingIds` (the request being read). Private notes are never read here.
 */
export async function familyRecords(emails: string[], exceptBookingIds: string[] = []): Promise<Map<string, { family: FamilyRecord; petNotes: FamilyPetNote[] }>> {
  const keys = [...new Set(emails.map(mailboxOf))];
  const records = new Map<string, { family: FamilyRecord; petNotes: FamilyPetNote[] }>();
  if (keys.length === 0) return records;
  const domains = [...new Set(keys.flatMap(mailboxDomains))];
  const [completed, marks, feedback] = await Promise.all([
    db().booking.findMany({
      where: { status: "COMPLETED", OR: domains.map((domain) => ({ email: { endsWith: `@${domain}`, mode: "insensitive" as const } })) },
      select: { email: true },
    }),
    db().commitmentMark.groupBy({ by: ["familyKey", "kind"], where: { party: "FAMILY", familyKey: { in: keys } }, _count: { _all: true } }),
    db().sitterFeedback.findMany({
      where: { familyKey: { in: keys } },
      orderBy: { createdAt: "desc" },
      select: { familyKey: true, bookingId: true, rating: true, petNotes: true, createdAt: true, booking: { select: { pet: { select: { name: true } } } } },
    }),
  ]);
  for (const key of keys) {
    const mine = feedback.filter((row) => row.familyKey === key);
    const marked = (kind: "LATE_CANCELLATION" | "NO_SHOW") => marks.find((row) => row.familyKey === key && row.kind === kind)?._count._all ?? 0;
    records.set(key, {
      family: {
        stays: completed.filter((booking) => mailboxOf(booking.email) === key).length,
        lateCancellations: marked("LATE_CANCELLATION"),
        noShows: marked("NO_SHOW"),
        rating: familyRating(mine.map((row) => row.rating)),
        ratingCount: mine.length,
      },
      petNotes: mine
        .filter((row) => row.petNotes && !exceptBookingIds.includes(row.bookingId))
        .map((row) => ({ petName: row.booking.pet?.name ?? null, note: row.petNotes!, at: row.createdAt.toISOString() })),
    });
  }
  return records;
}
