import "server-only";
import { recordAudit } from "@/lib/audit";
import { lockBooking, lockBookingIfFree } from "@/lib/bookings/core/booking-lock";
import { enqueueWhatsappNotices, issueTrackingLink, noticesFor, tellsOwner, type NoticeBooking } from "@/lib/bookings/core/notices";
import { capOwnerMailOf } from "@/lib/bookings/core/owner-mail-cap";
import type { LentContext } from "@/lib/bookings/core/mails";
import { failedGuard, type Actor, guardDataFor, guardField, guardOf, moveTo, REMINDERS, reminderDue, sheetRow, TIMED, timedMove, timedRowDue, type GuardedBooking, type Reminder, type SheetMove, type Tell, type Timer } from "@/lib/bookings/core/process";
import { bookingReference } from "@/lib/bookings/core/reference";
import { sheetParts } from "@/lib/bookings/core/sheet-parts";
import { BOOKING_STATUS_LABELS, bookingDetailsSelect } from "@/lib/bookings/core/status";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/handler";
import { deliverSoon, enqueueMail } from "@/lib/mail/outbox";
import { expireSitterCache } from "@/lib/sitters/public";
import { currentTime } from "@/lib/dates/clock";
import { DAY_MS, EL_SALVADOR_OFFSET_MS, HOUR_MS } from "@/lib/dates/units";

// Applies a row of the sheet (lib/bookings/core/process.ts) to a booking, whatever the row: the row and its guards
// checked under a row lock, the move written with its history (who, why), the team's audit entry, and the
// e-mails the row names written to the outbox — one transaction, so a move never happens without its e-mails,
// nor an e-mail without its move.

export const MOVE_MESSAGES = {
  notAllowed: (from: BookingStatus, to: BookingStatus) =>
    `Una reserva ${BOOKING_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${BOOKING_STATUS_LABELS[to].toLowerCase()}.`,
  reasonRequired: "Escribe el motivo: el dueño de la mascota lo recibe por correo.",
  notFound: "No encontramos esa reserva.",
} as const;

/**
 * Who moves it, as the caller's guard established it: an admin or the booking's sitter (their account), the owner
 * through their link, or a timer. The history keeps the actor and the account; the e-mail is only its label.
 */
export type Mover = { actor: "team" | "sitter"; userId: string; email: string } | { actor: "owner" } | { actor: "system" };

/** The history row's record of who moved it. */
const moverRecord = (mover: Mover) =>
  mover.actor === "team" || mover.actor === "sitter"
    ? { actor: mover.actor, actorUserId: mover.userId, changedBy: mover.email }
    : { actor: mover.actor, actorUserId: null, changedBy: mover.actor };

// What the texts read (NoticeBooking) and an effect reads (EffectBooking).
const moveSelect = {
  ...{ id: true, email: true, status: true, name: true, whatsapp: true, sitterName: true, notes: true, createdAt: true, sitterId: true, backupSitterId: true },
  ...bookingDetailsSelect,
  sitter: { select: { whatsapp: true, user: { select: { email: true } } } },
} as const;

type MoveRow = Prisma.BookingGetPayload<{ select: typeof moveSelect }>;

const noticeBooking = ({ id, name, email, whatsapp, sitterName, service, petType, petSize, startDate, endDate, notes, sitter }: MoveRow): NoticeBooking => {
  const sitterAddress = { sitterEmail: sitter?.user?.email ?? null, sitterWhatsapp: sitter?.whatsapp ?? null, sitterListed: sitter !== null };
  return { id, name, email, whatsapp, sitterName, service, petType, petSize, startDate, endDate, notes, ...sitterAddress };
};

/** What the features load for the texts `tell` names (their `noticeData`), joined into the texts' context. */
async function lentContext(tx: Prisma.TransactionClient, bookingId: string, tell: Tell, now: Date) {
  const told = new Set(tell.map((notice) => notice.mail));
  const context: LentContext & { nextStep?: string | null } = {};
  for (const data of Object.values(sheetParts().noticeData)) {
    if (data.for.some((key) => told.has(key))) Object.assign(context, await data.load(tx, bookingId, now));
  }
  return context;
}

type MoveOptions = { reason?: string | null; now?: Date };

/**
 * Makes the sheet's move `name` on a booking inside `tx`, as `mover` (who must be the move's actor): 409 (nothing
 * changed) when the booking is not in a status the move starts from or a guard fails, 400 when the row needs a
 * reason and none was given.
 */
export async function moveBooking(
  tx: Prisma.TransactionClient,
  id: string,
  name: SheetMove,
  mover: Mover,
  options: MoveOptions = {},
): Promise<{ from: BookingStatus; to: BookingStatus }> {
  const row = sheetRow(name);
  if (row.by !== mover.actor) throw new Error(`The move ${name} is ${row.by}'s, not ${mover.actor}'s.`);
  // The row lock makes two moves of the same booking (two admins, an admin and the cron) take turns.
  await lockBooking(tx, id);
  const booking = await tx.booking.findUnique({ where: { id }, select: moveSelect });
  if (!booking) throw new HttpError(404, MOVE_MESSAGES.notFound);
  const to = row.to;
  const now = options.now ?? currentTime();
  // A timer that ran out counts even before a run wrote it: a request past its 72 h is expired for everyone.
  const due = mover.actor === "system" ? null : timedMove(booking, now);
  if (due) throw new HttpError(409, MOVE_MESSAGES.notAllowed(due, to), "status");
  if (!row.from?.includes(booking.status)) throw new HttpError(409, MOVE_MESSAGES.notAllowed(booking.status, to), "status");
  const reason = options.reason?.trim() || null;
  if (row.needsReason && !reason) throw new HttpError(400, MOVE_MESSAGES.reasonRequired, "reason");
  // Each guard's feature loads what it reads, only for rows that need it.
  const loaded: Partial<GuardedBooking> = {};
  for (const kind of guardDataFor(row)) Object.assign(loaded, { [kind]: await sheetParts().guardData[kind](tx, id) });
  const guard = failedGuard(row, { ...booking, ...loaded }, now);
  if (guard) throw new HttpError(409, guardOf(guard).message, guardField(guard));
  // A row may do more than change the status (the sheet names it); what it writes joins the same update.
  const effect = row.effect ? await sheetParts().effects[row.effect](tx, booking) : {};

  await tx.booking.update({
    where: { id },
    data: { status: to, ...effect.data, statusChanges: { create: { status: to, move: row.name, ...moverRecord(mover), reason: effect.reason ?? reason } } },
  });
  // What the move leaves on a side's record, in the same transaction (a mark never without its move).
  if (row.mark) await sheetParts().marks[row.mark](tx, { id, email: booking.email, sitterId: booking.sitterId, from: booking.status, startDate: booking.startDate, endDate: booking.endDate, move: row.name }, now);
  // The e-mails name the booking as it is now (a new sitter after an effect).
  const told = effect.data?.sitterId ? await tx.booking.findUniqueOrThrow({ where: { id }, select: moveSelect }) : booking;
  const trackingUrl = tellsOwner(row) ? await issueTrackingLink(tx, id, booking.email) : "";
  // A move that needs no reason (an acceptance) says none: "Motivo: sin motivo" read as if something went wrong.
  const context = {
    ...(await lentContext(tx, id, row.tell, now)),
    ...effect.context,
    from: booking.status,
    reason: reason ?? (row.to === "CONFIRMED" ? "" : "sin motivo"),
    trackingUrl,
  };
  const drafts = noticesFor(row, noticeBooking(told), context);
  await enqueueMail(tx, await capOwnerMailOf(tx, mover.actor, drafts, booking.email, now));
  // WhatsApp goes in addition, to those who opted in, in the same transaction.
  await enqueueWhatsappNotices(tx, row, noticeBooking(told), context);
  if (mover.actor === "team") {
    await recordAudit(
      {
        actor: mover.email,
        action: "booking.move",
        targetType: "booking",
        targetId: id,
        summary: `Reserva ${bookingReference(id)}: ${BOOKING_STATUS_LABELS[booking.status]} → ${BOOKING_STATUS_LABELS[to]}${reason ? ` (${reason})` : ""}`,
      },
      tx,
    );
  }
  return { from: booking.status, to };
}

/**
 * Where a contract speaks of statuses (the team's PATCH `{ status }`, the portal's accept, decline and cancel): the
 * mover's one move to `to`, made by its name; 409 when the mover has none (nothing changed).
 */
export async function moveBookingTo(tx: Prisma.TransactionClient, id: string, to: BookingStatus, mover: Mover, options: MoveOptions = {}) {
  const name = moveTo(mover.actor, to);
  if (name) return moveBooking(tx, id, name, mover, options);
  const booking = await tx.booking.findUnique({ where: { id }, select: { status: true } });
  if (!booking) throw new HttpError(404, MOVE_MESSAGES.notFound);
  throw new HttpError(409, MOVE_MESSAGES.notAllowed(booking.status, to), "status");
}

/**
 * A notice outside a move (a feature's, declared by it), told as its `tell`
 * says, inside `tx`; `by`: who caused it (the cap on unproven addresses holds only the owner's and the timers'),
 * `notBefore` holds the messages until then; the rest is the feature's part of the texts' context. Answers how many
 * messages were queued.
 */
export async function tellAbout(
  tx: Prisma.TransactionClient,
  bookingId: string,
  tell: Tell,
  options: { by: Actor; notBefore?: Date; reason?: string } & LentContext,
): Promise<number> {
  const { by, notBefore, reason, ...lent } = options;
  const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: moveSelect });
  if (!booking) return 0;
  const trackingUrl = tell.some((notice) => notice.to === "owner") ? await issueTrackingLink(tx, bookingId, booking.email) : "";
  const context = { ...(await lentContext(tx, bookingId, tell, currentTime())), ...lent, from: booking.status, reason: reason ?? "", trackingUrl };
  const drafts = noticesFor({ to: booking.status, tell }, noticeBooking(booking), context).map((draft) => ({ ...draft, notBefore }));
  await enqueueMail(tx, await capOwnerMailOf(tx, by, drafts, booking.email, notBefore ?? currentTime()));
  await enqueueWhatsappNotices(tx, { to: booking.status, tell }, noticeBooking(booking), context, { notBefore });
  return drafts.length;
}

/** The bookings a timer may be due for (timedMove() decides each one exactly): a cheap, indexed superset. */
function dueWhere(timer: Timer, now: Date): Prisma.BookingWhereInput {
  if (timer.after === "request") return { createdAt: { lte: new Date(now.getTime() - timer.hours * HOUR_MS) } };
  // A stay's last day ends in El Salvador a day and 6 h after its UTC midnight.
  return { endDate: { lte: new Date(now.getTime() - (timer.days + 1) * DAY_MS - EL_SALVADOR_OFFSET_MS) } };
}

/**
 * One timed move, unless another run (or a person) got there first: a booking another transaction holds is
 * skipped rather than waited for, one that moved meanwhile is left alone, and a move the sheet refuses by the time
 * it is made (409) is skipped too. Overlapping runs share the work instead of failing on each other's rows.
 */
async function moveIfStillDue(id: string, due: BookingStatus, now: Date): Promise<boolean> {
  try {
    return await db().$transaction(async (tx) => {
      if (!(await lockBookingIfFree(tx, id))) return false;
      // Read under the lock: a move committed by another run is seen here.
      const current = await tx.booking.findUnique({ where: { id }, select: { status: true, createdAt: true, endDate: true } });
      const row = current ? timedRowDue(current, now) : null;
      if (!row || row.to !== due) return false;
      await moveBooking(tx, id, row.name as SheetMove, { actor: "system" }, { now });
      return true;
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return false;
    throw error;
  }
}

/**
 * The sheet's timers: makes every timed move that is due, among all bookings (the daily GET /api/cron/bookings)
 * or only `only`'s (a read that is about to show them catches them up first, so no one waits for the daily run).
 * Then the reminders that are due. Answers how many bookings each timer moved, by the status it moves to, and how
 * many reminders went out ({ expired, completed, reminded }). Idempotent.
 */
export async function runTimedMoves(
  now: Date = currentTime(),
  only: { bookingId?: string; sitterId?: number } = {},
): Promise<Record<string, number>> {
  const candidates = await db().booking.findMany({
    where: { id: only.bookingId, sitterId: only.sitterId, OR: TIMED.map((row) => ({ status: { in: [...row.from] }, ...dueWhere(row.timer, now) })) },
    select: { id: true, status: true, createdAt: true, endDate: true },
  });
  const moved: Record<string, number> = Object.fromEntries(TIMED.map((row) => [row.to.toLowerCase(), 0]));
  for (const booking of candidates) {
    const due = timedMove(booking, now);
    if (!due) continue;
    if (await moveIfStillDue(booking.id, due, now)) moved[due.toLowerCase()]++;
  }
  // A completed stay may make a family come back on the profile (lib/sitters/reliability.ts).
  if (Object.values(moved).some(Boolean)) expireSitterCache();
  moved.reminded = 0;
  for (const reminder of REMINDERS) moved.reminded += await remindWhereDue(reminder, now, only);
  if (Object.values(moved).some(Boolean)) deliverSoon();
  return moved;
}

/**
 * The sheet's reminders that are due: each booking gets a reminder's e-mails once (its outbox rows are the record),
 * only when someone would receive them (a sitter with a linked account, for the unanswered-request one).
 */
async function remindWhereDue(reminder: Reminder, now: Date, only: { bookingId?: string; sitterId?: number }): Promise<number> {
  const kinds = reminder.tell.map((notice) => notice.mail);
  const candidates = await db().booking.findMany({
    where: {
      id: only.bookingId,
      sitterId: only.sitterId,
      status: { in: [...reminder.in] },
      ...dueWhere(reminder.timer, now),
      outbox: { none: { kind: { in: kinds } } },
      ...(reminder.tell.every((notice) => notice.to === "sitter") ? { sitter: { userId: { not: null } } } : {}),
    },
    select: { id: true },
  });
  let sent = 0;
  for (const { id } of candidates) {
    const queued = await db().$transaction(async (tx) => {
      if (!(await lockBookingIfFree(tx, id))) return false;
      const booking = await tx.booking.findUnique({ where: { id }, select: moveSelect });
      if (!booking || !reminderDue(reminder, booking, now)) return false;
      if ((await tx.outboxMessage.count({ where: { bookingId: id, kind: { in: kinds } } })) > 0) return false;
      const context = { ...(await lentContext(tx, id, reminder.tell, now)), from: booking.status, reason: "", trackingUrl: "" };
      const drafts = noticesFor({ to: booking.status, tell: reminder.tell }, noticeBooking(booking), context);
      await enqueueMail(tx, await capOwnerMailOf(tx, "system", drafts, booking.email, now));
      await enqueueWhatsappNotices(tx, { to: booking.status, tell: reminder.tell }, noticeBooking(booking), context);
      return drafts.length > 0;
    });
    if (queued) sent++;
  }
  return sent;
}
