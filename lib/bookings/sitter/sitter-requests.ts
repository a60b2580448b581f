import "server-only";
// The sheet's guards and texts lent by the features (a read here may catch up a timer or offer a move).
import "@/lib/bookings/features";
import { moverOf, sitterProfileOf, type SitterBooking } from "@/lib/bookings/core/access";
import { bookingDetailsSelect } from "@/lib/bookings/core/status";
import { db } from "@/lib/db";
import { allowedMoves, mayMove, movesNow } from "@/lib/bookings/core/process";
import { meetPairSelect, meetSummariesIn } from "@/lib/bookings/meet/meet-pair";
import { meetDeadlines, meetViewFor } from "@/lib/bookings/meet/meet-sheet";
import { moveBooking, runTimedMoves } from "@/lib/bookings/loop";
import { bookingReference } from "@/lib/bookings/core/reference";
import { reportWindowOpen } from "@/lib/bookings/stay/stay-rules";
import { familyRecords } from "@/lib/bookings/feedback/feedback";
import { feedbackWindowOpen } from "@/lib/bookings/feedback/feedback-rules";
import { problemWindowOpen } from "@/lib/bookings/problems/problem-rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverSoon } from "@/lib/mail/outbox";
import { expireSitterCache } from "@/lib/sitters/public";
import { currentTime } from "@/lib/dates/clock";
import { mailboxOf } from "@/lib/forms/field-rules";

// The requests addressed to a caregiver's public profile, as the caregiver sees and answers them in the portal.
// The owner's contact data shows only once the booking is confirmed (before that, the team is the go-between).

const CONTACT_VISIBLE = new Set(["CONFIRMED", "COMPLETED"]);

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
      meet: { select: { at: true, place: true, note: true, status: true, declineReason: true, ownerOutcome: true, sitterOutcome: true } },
      statusChanges: { where: { status: "COMPLETED" }, orderBy: { changedAt: "desc" }, take: 1, select: { changedAt: true } },
      sitterFeedback: { select: { id: true } },
    },
  });
  const now = currentTime();
  const summaries = await meetSummariesIn(db(), rows);
  // Each family's record travels with its requests (the notes given on the request itself stay out).
  const families = await familyRecords(
    rows.map((row) => row.email),
    rows.map((row) => row.id),
  );
  return rows.map(({ name, email, whatsapp, pet, _count, meet, statusChanges, sitterFeedback, ...booking }) => ({
      ...booking,
      /** What the family's earlier stays left: counts, the sitters' rating, and the notes sitters wrote about its pets. */
      family: families.get(mailboxOf(email))!.family,
      petNotes: families.get(mailboxOf(email))!.petNotes,
      /** «Reportar un problema»: from the confirmation until 48 h after the stay. */
      canReportProblem: problemWindowOpen(booking, now),
      /** The family's rating and notes, once per completed stay, within 14 days. */
      canGiveFeedback: !sitterFeedback && feedbackWindowOpen({ status: booking.status, completedAt: statusChanges[0]?.changedAt ?? null }, now),
      /** During the stay: the sitter sends reports ("Reservas en curso"), with the pet's medicines to tick. */
      canReport: reportWindowOpen(booking, now),
      petName: booking.status === "CONFIRMED" ? (pet?.name ?? null) : null,
      /** The pet's medicines with their hours, for the report's "¿Se la diste?". */
      medications: booking.status === "CONFIRMED" ? ((pet?.medications ?? []) as { name: string; times?: string[] }[]).map(({ name, times }) => ({ name, times: times ?? [] })) : [],
      reportCount: _count.reports,
      startDate: booking.startDate?.toISOString().slice(0, 10) ?? null,
      endDate: booking.endDate?.toISOString().slice(0, 10) ?? null,
      reference: bookingReference(booking.id),
      owner: CONTACT_VISIBLE.has(booking.status) ? { name, email, whatsapp } : null,
      canAnswer: allowedMoves(booking.status, "sitter").includes("CONFIRMED"),
      /** A confirmed booking the sitter can still give up (the owner gets the Plan B). */
      canCancel: movesNow(booking, "sitter", now).includes("CANCELLED"),
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
export async function moveOwnBooking(booking: SitterBooking, move: "sitter.accept" | "sitter.decline" | "sitter.cancel", reason: string | null) {
  const moved = await db().$transaction((tx) => moveBooking(tx, booking.id, move, moverOf(booking), { reason }));
  deliverSoon();
  expireSitterCache();
  return { status: moved.to };
}
