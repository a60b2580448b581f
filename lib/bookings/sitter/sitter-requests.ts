import "server-only";
// The sheet's guards and texts lent by the features (a read here may catch up a timer or offer a move).
import "@/lib/bookings/features";
import { moverOf, sitterProfileOf, type SitterBooking } from "@/lib/bookings/core/access";
import { bookingDetailsSelect } from "@/lib/bookings/core/status";
import { AGREED_STATUSES, STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import { db } from "@/lib/db";
import { allowedMoves, mayMake, mayMove, movesNow } from "@/lib/bookings/core/process";
import { meetPairSelect, meetSummariesIn } from "@/lib/bookings/meet/meet-pair";
import { unreadCounts } from "@/lib/bookings/conversation/read-marks";
import { meetDeadlines, meetViewFor } from "@/lib/bookings/meet/meet-sheet";
import { moveBooking, runTimedMoves } from "@/lib/bookings/loop";
import { bookingReference } from "@/lib/bookings/core/reference";
import { reportWindowOpen, stayDoor, STAY_DOOR_MOVES } from "@/lib/bookings/stay/stay-rules";
import type { HandOverInput } from "@/lib/bookings/stay/stay-moves-schema";
import { familyRecords } from "@/lib/bookings/feedback/feedback";
import { feedbackWindowOpen } from "@/lib/bookings/feedback/feedback-rules";
import { problemWindowOpen } from "@/lib/bookings/problems/problem-rules";
import { problemsIn } from "@/lib/bookings/problems/problems";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverSoon } from "@/lib/mail/outbox";
import { expireSitterCache } from "@/lib/sitters/public";
import { currentTime } from "@/lib/dates/clock";
import { mailboxOf } from "@/lib/forms/field-rules";

// The requests addressed to a caregiver's public profile, as the caregiver sees and answers them in the portal.
// The owner's contact data shows only once the booking is confirmed (before that, the team is the go-between).


/** GET /api/portal/bookings: newest first; `linked` false when no public profile is linked to the account. */
export async function listSitterRequests(user: { id: string; email: string }) {
  const sitterId = await sitterProfileOf(user);
  if (sitterId === null) return { linked: false, bookings: [] };
  await runTimedMoves(currentTime(), { sitterId });
  return { linked: true, bookings: await sitterRequests({ sitterId }) };
}

/** GET /api/portal/bookings/{id}: one of the caregiver's own requests, as the list shows it (404 for another's). */
export async function sitterRequest(booking: SitterBooking) {
  await runTimedMoves(currentTime(), { bookingId: booking.id });
  const [shown] = await sitterRequests({ id: booking.id, sitterId: booking.sitterId });
  return shown;
}

async function sitterRequests(where: Prisma.BookingWhereInput) {
  const rows = await db().booking.findMany({
    where,
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      ...meetPairSelect,
      status: true,
      ...bookingDetailsSelect,
      notes: true,
      createdAt: true,
      name: true,
      whatsapp: true,
      municipality: true,
      pet: { select: { name: true, medications: true } },
      _count: { select: { reports: true } },
      handOverPlace: true,
      // The stay's door (hand-over, pick-up, hand-back) and the latest completion (the feedback's 14 days), newest first.
      statusChanges: {
        where: { OR: [{ move: { in: [...STAY_DOOR_MOVES] } }, { status: "COMPLETED" }] },
        orderBy: { changedAt: "desc" },
        select: { move: true, status: true, changedAt: true },
      },
      meet: { select: { at: true, place: true, note: true, status: true, declineReason: true, ownerOutcome: true, sitterOutcome: true, addressColonia: true, addressStreet: true, addressReference: true } },
      sitterFeedback: { select: { id: true } },
    },
  });
  const now = currentTime();
  const ids = rows.map((row) => row.id);
  const [summaries, unread, problems] = await Promise.all([meetSummariesIn(db(), rows), unreadCounts("sitter", ids), problemsIn(ids, "sitter")]);
  // Each family's record travels with its requests (the notes given on the request itself stay out).
  const families = await familyRecords(
    rows.map((row) => row.email),
    rows.map((row) => row.id),
  );
  return rows.map(({ name, email, whatsapp, pet, _count, meet, handOverPlace, statusChanges, sitterFeedback, ...booking }) => ({
      ...booking,
      /** What the family's earlier stays left: counts, the sitters' rating, and the notes sitters wrote about its pets. */
      family: families.get(mailboxOf(email))!.family,
      petNotes: families.get(mailboxOf(email))!.petNotes,
      /** «Reportar un problema»: from the confirmation until 48 h after the stay. */
      canReportProblem: problemWindowOpen(booking, now),
      /** «Problemas»: the booking's problems, newest first, with their status and the team's answer (none before the confirmation). */
      problems: problems.get(booking.id) ?? [],
      /** The family's rating and notes, once per completed stay, within 14 days. */
      canGiveFeedback: !sitterFeedback && feedbackWindowOpen({ status: booking.status, completedAt: statusChanges.find((change) => change.status === "COMPLETED")?.changedAt ?? null }, now),
      /** During the stay: the sitter sends reports ("Reservas en curso"), with the pet's medicines to tick. */
      canReport: reportWindowOpen(booking, now),
      petName: statusIn(STAY_STATUSES, booking.status) ? (pet?.name ?? null) : null,
      /** The pet's medicines with their hours, for the report's "¿Se la diste?". */
      medications: statusIn(STAY_STATUSES, booking.status) ? ((pet?.medications ?? []) as { name: string; times?: string[] }[]).map(({ name, times }) => ({ name, times: times ?? [] })) : [],
      reportCount: _count.reports,
      /** Messages by the owner or the team the sitter has not read (opening the conversation marks them read). */
      unread: unread.get(booking.id) ?? 0,
      startDate: booking.startDate?.toISOString().slice(0, 10) ?? null,
      endDate: booking.endDate?.toISOString().slice(0, 10) ?? null,
      reference: bookingReference(booking.id),
      owner: statusIn(AGREED_STATUSES, booking.status) ? { name, email, whatsapp } : null,
      canAnswer: allowedMoves(booking.status, "sitter").includes("CONFIRMED"),
      /** A confirmed booking the sitter can still give up (the owner gets the Plan B). */
      canCancel: movesNow(booking, "sitter", now).includes("CANCELLED"),
      /** The stay at the door: «Recibí a Toby» from its first day, «Entregué a Toby» while in progress, «La familia no llegó» on its first day. */
      canHandOver: mayMake(booking, "sitter.handOver", now),
      canHandBack: mayMake(booking, "sitter.handBack", now),
      canReportNoShow: mayMake(booking, "sitter.reportNoShow", now),
      ...stayDoor(statusChanges, handOverPlace),
      /** False while a first booking of the pair waits for its meet & greet (the portal says so instead). */
      canConfirm: mayMove({ ...booking, meetCheck: summaries.get(booking.id) }, "CONFIRMED", "sitter", now),
      meet: meetViewFor("sitter", booking.status, meet, summaries.get(booking.id), now, meetDeadlines(booking), { name, whatsapp }),
    }));
}

/** Accepts (→ CONFIRMED) or declines (→ DECLINED, with a reason) one of the caregiver's own requests. */
export function answerSitterRequest(booking: SitterBooking, answer: { accept: true } | { accept: false; reason: string }) {
  return moveOwnBooking(booking, answer.accept ? "sitter.accept" : "sitter.decline", answer.accept ? null : answer.reason);
}

/**
 * Moves one of the caregiver's own bookings as the sheet lets a sitter (accept, decline, cancel a confirmed one
 * with Plan B): recorded as the sitter's move with their account, which the profile's record reads (lib/sitters/reliability.ts).
 */
export async function moveOwnBooking(
  booking: SitterBooking,
  move: "sitter.accept" | "sitter.decline" | "sitter.cancel" | "sitter.handBack" | "sitter.reportNoShow",
  reason: string | null,
) {
  const moved = await db().$transaction((tx) => moveBooking(tx, booking.id, move, moverOf(booking), { reason }));
  deliverSoon();
  expireSitterCache();
  return { status: moved.to };
}

/** The stay at the door as the sitter's pages read it: its status, the hand-over (time, place) and the hand-back. */
export async function sitterStay(id: string) {
  const row = await db().booking.findUniqueOrThrow({
    where: { id },
    select: { id: true, status: true, handOverPlace: true, statusChanges: { where: { move: { in: [...STAY_DOOR_MOVES] } }, select: { move: true, changedAt: true } } },
  });
  return { id: row.id, reference: bookingReference(row.id), status: row.status, ...stayDoor(row.statusChanges, row.handOverPlace) };
}

/**
 * POST /api/portal/bookings/{id}/hand-over: the sitter received the pet (CONFIRMED → IN_PROGRESS, from the stay's
 * first day), at the server's time, with the place they chose to say; 409 before the first day or from another status.
 */
export async function handOverPet(booking: SitterBooking, input: HandOverInput, now: Date = currentTime()) {
  await db().$transaction(async (tx) => {
    await moveBooking(tx, booking.id, "sitter.handOver", moverOf(booking), { now });
    if (input.place) await tx.booking.update({ where: { id: booking.id }, data: { handOverPlace: input.place } });
  });
  deliverSoon();
  return { booking: await sitterStay(booking.id) };
}

/** POST /api/portal/bookings/{id}/hand-back or /no-show: the sitter's move of the stay, answered with the booking. */
export async function moveOwnStay(booking: SitterBooking, move: "sitter.handBack" | "sitter.reportNoShow") {
  await moveOwnBooking(booking, move, null);
  return { booking: await sitterStay(booking.id) };
}
