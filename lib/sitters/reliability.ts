import { elSalvadorDayStartsAt } from "@/lib/dates";
import { mailboxOf } from "@/lib/forms/field-rules";
import type { BookingActor } from "@/lib/generated/prisma/enums";

// A sitter's record as owners read it on the profile: families that come back, and how reliably the
// sitter answers and keeps what they confirmed. Pure rules over the sitter's bookings and their status changes.

const HOUR_MS = 60 * 60 * 1000;

/** The record looks back this many days ("en los últimos 6 meses"). */
export const RELIABILITY_DAYS = 180;
/** Below this many requests (and replies) the profile says nothing about replies, nor "sin cancelaciones". */
export const RELIABILITY_MIN_REQUESTS = 3;
/** A confirmed booking the sitter cancels less than this many hours before its first day is last-minute. */
export const LAST_MINUTE_HOURS = 48;

/** One row of a booking's history, as BookingStatusChange records it: who made the move, and their account. */
export type StatusMove = { status: string; changedAt: Date; actor: BookingActor; actorUserId: string | null; move?: string };
/**
 * One of the sitter's bookings with its status changes, oldest first. `counts: false`: a request the record does
 * not count (lib/sitters/record-trust.ts: e-mail never proven, or sent from the sitter's browser or network); the
 * sitter's own cancellations of it still count.
 */
export type BookingHistory = { createdAt: Date; startDate: Date | null; moves: StatusMove[]; counts?: boolean };

/**
 * `requests`: bookings that arrived in the last 180 days; `medianReplyHours`: the median time from arrival to the
 * first move by the sitter or the team, in hours with one decimal (null with fewer than 3 replies);
 * `lastMinuteCancellations`: confirmed bookings the sitter cancelled less than 48 h before the start, in 180 days.
 */
export type Reliability = { requests: number; medianReplyHours: number | null; lastMinuteCancellations: number };

/** The first moment the record counts. */
export const reliabilitySince = (now: Date) => new Date(now.getTime() - RELIABILITY_DAYS * 24 * HOUR_MS);

// A person answered it (the sitter or the team); the owner's link and the timers do not count.
const byAPerson = (move: StatusMove) => move.actor === "sitter" || move.actor === "team";

/** Hours from the request's arrival to the first move by the sitter or the team; null while nobody answered. */
export function firstReplyHours(booking: BookingHistory): number | null {
  const reply = booking.moves.find(byAPerson);
  return reply ? Math.max(0, reply.changedAt.getTime() - booking.createdAt.getTime()) / HOUR_MS : null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * When the sitter cancelled this booking last-minute: a CONFIRMED → CANCELLED move made by the sitter.s own
 * account, less than 48 h before the first day starts in El Salvador (or after it). Null otherwise, and for a
 * booking without dates.
 */
export function lastMinuteCancellation(booking: BookingHistory, sitterUserId: string | null): Date | null {
  if (!sitterUserId || !booking.startDate) return null;
  const starts = elSalvadorDayStartsAt(booking.startDate).getTime();
  const index = booking.moves.findIndex(
    (move, i) =>
      move.status === "CANCELLED" &&
      (i > 0 ? booking.moves[i - 1].status : "RECEIVED") === "CONFIRMED" &&
      move.actor === "sitter" &&
      // The sitter saying the family never came cancels too, but it is the family's mark, not the sitter's.
      move.move !== "sitter.reportNoShow" &&
      move.actorUserId === sitterUserId &&
      starts - move.changedAt.getTime() < LAST_MINUTE_HOURS * HOUR_MS,
  );
  return index < 0 ? null : booking.moves[index].changedAt;
}

/** The record over the last 180 days before `now` (see Reliability). */
export function reliability(bookings: readonly BookingHistory[], sitterUserId: string | null, now: Date): Reliability {
  const since = reliabilitySince(now).getTime();
  const within = (moment: Date) => moment.getTime() >= since && moment.getTime() <= now.getTime();
  const recent = bookings.filter((booking) => booking.counts !== false && within(booking.createdAt));
  const replies = recent.map(firstReplyHours).filter((hours) => hours !== null);
  const middle = replies.length >= RELIABILITY_MIN_REQUESTS ? median(replies) : null;
  return {
    requests: recent.length,
    // One decimal, never 0: "0.0 hours" would read as an instant answer.
    medianReplyHours: middle === null ? null : Math.max(0.1, Math.round(middle * 10) / 10),
    lastMinuteCancellations: bookings.filter((booking) => {
      const cancelled = lastMinuteCancellation(booking, sitterUserId);
      return cancelled !== null && within(cancelled);
    }).length,
  };
}

/**
 * Distinct owners with two or more completed bookings, from completed bookings counted per e-mail. An owner is a
 * mailbox (mailboxOf: any case, no "+tag", Gmail without dots); `counts` says which mailboxes may count at all
 * (lib/sitters/record-trust.ts countsAsFamily).
 */
export function repeatFamilies(completedByEmail: readonly { email: string; count: number }[], counts: (mailbox: string) => boolean = () => true): number {
  const perOwner = new Map<string, number>();
  for (const { email, count } of completedByEmail) {
    const key = mailboxOf(email);
    perOwner.set(key, (perOwner.get(key) ?? 0) + count);
  }
  return [...perOwner].filter(([mailbox, count]) => count >= 2 && counts(mailbox)).length;
}

/** "Suele responder en unas 3 horas"; null without a median. */
export function replyWords(medianReplyHours: number | null): string | null {
  if (medianReplyHours === null) return null;
  if (medianReplyHours < 1) return "Suele responder en menos de una hora";
  const hours = Math.round(medianReplyHours);
  if (hours === 1) return "Suele responder en alrededor de una hora";
  if (hours < 48) return `Suele responder en unas ${hours} horas`;
  return `Suele responder en unos ${Math.round(medianReplyHours / 24)} días`;
}

/** "Sin cancelaciones de último momento" (only with 3 requests or more), or how many there were; null otherwise. */
export function cancellationWords({ requests, lastMinuteCancellations: count }: Reliability): string | null {
  if (count === 0) return requests >= RELIABILITY_MIN_REQUESTS ? "Sin cancelaciones de último momento" : null;
  return `${count} ${count === 1 ? "cancelación" : "cancelaciones"} de último momento en los últimos 6 meses`;
}

/** "3 familias repiten", "1 familia repite"; null for none. */
export function repeatFamiliesWords(count: number): string | null {
  if (count < 1) return null;
  return count === 1 ? "1 familia repite" : `${count} familias repiten`;
}

export type RecordLine = { kind: "families" | "replies" | "cancellations"; text: string };

/** The profile's lines about the sitter's record, in reading order (none for a sitter without one). */
export function recordLines(sitter: { repeatFamilies?: number; reliability?: Reliability }): RecordLine[] {
  const lines: { kind: RecordLine["kind"]; text: string | null }[] = [{ kind: "families", text: repeatFamiliesWords(sitter.repeatFamilies ?? 0) }];
  if (sitter.reliability) {
    lines.push({ kind: "replies", text: replyWords(sitter.reliability.medianReplyHours) }, { kind: "cancellations", text: cancellationWords(sitter.reliability) });
  }
  return lines.filter((line): line is RecordLine => line.text !== null);
}
