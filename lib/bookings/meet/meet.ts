import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MeetOutcome, MeetPlace } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/handler";
import { deliverSoon } from "@/lib/mail/outbox";
import { expireSitterCache } from "@/lib/sitters/public";
import { meetPairSelect, meetSummariesIn } from "@/lib/bookings/meet/meet-pair";
import { addressRefusal, atHome, meetNeeded, NO_MATCH_REASON, SETTLED_BECAUSE, sharedOnConfirm, type MeetAddress } from "@/lib/bookings/meet/meet-rules";
import { MEET_PLACE_LABELS_STAFF } from "@/lib/bookings/meet/meet-places";
import { formatDateTime } from "@/lib/format/dates";
import { meetDeadlines, meetRefusal, meetRow, type MeetGuardContext, type MeetMoveName } from "@/lib/bookings/meet/meet-sheet";
import type { ProposeMeetInput } from "@/lib/bookings/meet/meet-schema";
import { ACCESS_MESSAGES, moverOf, type OwnerBooking, type SitterBooking, type TeamBooking } from "@/lib/bookings/core/access";
import { lockBooking } from "@/lib/bookings/core/booking-lock";
import { moveBooking, runTimedMoves, tellAbout } from "@/lib/bookings/loop";
import { bookingReference } from "@/lib/bookings/core/reference";
import { currentTime } from "@/lib/dates/clock";

// The meet & greet (encuentro de bienvenida), its own sheet (lib/bookings/meet/meet-sheet.ts) applied: the team or the
// booking's sitter proposes one, the owner confirms it or asks for another time from their link, and after it each
// side says how it went. "Not a match" from either side declines the request through the booking sheet with a
// reason that names no one; a first booking of the pair is confirmed only after both said it went well, or the
// owner waived it (the booking sheet's meetSettled guard). Each move: its row's guards under the booking's row
// lock (the first that fails refuses, nothing changed), the change, and its row's notices, in one transaction.

/** Refuses `name` (its first guard that fails) with its status, words and field. */
function assertMeetMove(name: MeetMoveName, context: MeetGuardContext) {
  const refusal = meetRefusal(name, context);
  if (refusal) throw new HttpError(refusal.status, refusal.error, refusal.field);
}

const meetSelect = {
  at: true,
  place: true,
  note: true,
  proposedBy: true,
  status: true,
  declineReason: true,
  ownerOutcome: true,
  sitterOutcome: true,
  addressColonia: true,
  addressStreet: true,
  addressReference: true,
} as const;
type MeetRow = Prisma.MeetGreetGetPayload<{ select: typeof meetSelect }>;

/** The booking under a row lock, with its meet & greet (404 when it is gone). */
async function lockedBooking(tx: Prisma.TransactionClient, id: string, notFound: string = ACCESS_MESSAGES.sitter) {
  await lockBooking(tx, id);
  const booking = await tx.booking.findUnique({
    where: { id },
    select: { id: true, status: true, createdAt: true, startDate: true, endDate: true, meetWaivedAt: true, meet: { select: meetSelect } },
  });
  if (!booking) throw new HttpError(404, notFound);
  return booking;
}

/** What a move carried, kept with it: a proposal's time and place, the owner's reason, an outcome. */
type MeetChangeData = Pick<Prisma.MeetGreetChangeUncheckedCreateInput, "meetingAt" | "place" | "reason" | "outcome">;

/**
 * The move's row in the meet & greet's history, in the move's transaction: its actor as the sheet's row names it, and
 * who it was as the booking's history labels it (the person's e-mail; "owner" through the owner's link).
 */
async function recordMeetChange(tx: Prisma.TransactionClient, bookingId: string, move: MeetMoveName, email: string | null, now: Date, data: MeetChangeData = {}) {
  const actor = meetRow(move).by;
  await tx.meetGreetChange.create({ data: { bookingId, move, actor, changedBy: email ?? actor, changedAt: now, ...data } });
}

const mailMeet = (meet: MeetRow, shared?: string[]) => ({ at: meet.at, place: meet.place, note: meet.note, status: meet.status, shared });

/** Refuses a meeting at a home without its host's address (400, field "address"). */
function assertAddress(move: Parameters<typeof addressRefusal>[0], place: MeetPlace, address: MeetAddress | undefined) {
  const refused = addressRefusal(move, place, address);
  if (refused) throw new HttpError(400, refused, "address");
}

/** The address columns for a meeting at `place`: only a meeting at a home keeps one. */
const addressData = (place: MeetPlace, address: MeetAddress | undefined) => {
  const kept = atHome(place) ? address : undefined;
  return { addressColonia: kept?.colonia ?? null, addressStreet: kept?.street ?? null, addressReference: kept?.reference ?? null };
};
const storedAddress = (meet: MeetRow): MeetAddress | null =>
  meet.addressColonia && meet.addressStreet ? { colonia: meet.addressColonia, street: meet.addressStreet, reference: meet.addressReference } : null;

/**
 * The meeting is confirmed: its address and both WhatsApp numbers go to both sides, as a message of the team in the
 * booking's thread (never masked, since the team wrote it) and as lines of the meeting's notice. Returns those lines.
 */
async function shareConfirmedMeet(tx: Prisma.TransactionClient, bookingId: string, meet: MeetRow, now: Date) {
  const people = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { name: true, whatsapp: true, sitter: { select: { name: true, whatsapp: true } } } });
  const shared = sharedOnConfirm(storedAddress(meet), { owner: people, sitter: people.sitter });
  const text = [`Encuentro de bienvenida confirmado: ${formatDateTime(meet.at)} · ${MEET_PLACE_LABELS_STAFF[meet.place]}.`, ...shared].join("\n");
  await tx.bookingMessage.create({ data: { bookingId, author: "team", text, channel: "web", createdAt: now } });
  return shared;
}

/** The meet & greet as its proposer (the sitter or the team) reads it in the answer of their call. */
const proposerView = (meet: MeetRow) => ({ at: meet.at.toISOString(), place: meet.place, note: meet.note, status: meet.status, declineReason: meet.declineReason });

/** POST /api/admin|portal/bookings/{id}/meet: a new proposal by the team or the booking's sitter, replacing one not yet confirmed. */
export async function proposeMeet(booking: SitterBooking | TeamBooking, input: ProposeMeetInput, now: Date = currentTime()) {
  const { id } = booking;
  const proposer = { actor: booking.audience, email: booking.user.email };
  // A request past its 72 h is expired for everyone, even before the daily run wrote it.
  await runTimedMoves(now, { bookingId: id });
  const meet = await db().$transaction(async (tx) => {
    const current = await lockedBooking(tx, id, ACCESS_MESSAGES.team);
    const move = `${booking.audience}.proposeMeet` as const;
    assertMeetMove(move, { status: current.status, meet: current.meet, at: input.at, place: input.place, now, deadlines: meetDeadlines(current) });
    assertAddress(move, input.place, input.address);
    const data = {
      at: input.at,
      place: input.place,
      note: input.note ?? null,
      proposedBy: proposer.actor,
      status: "PROPOSED" as const,
      declineReason: null,
      ownerOutcome: null,
      sitterOutcome: null,
      // Who proposes at the sitter's home gives its address; at the owner's home, the owner gives it when confirming.
      ...addressData(input.place, input.place === "SITTER_HOME" ? input.address : undefined),
    };
    const saved = await tx.meetGreet.upsert({ where: { bookingId: id }, create: { bookingId: id, ...data }, update: data, select: meetSelect });
    await recordMeetChange(tx, id, move, proposer.email, now, { meetingAt: input.at, place: input.place });
    await tellAbout(tx, id, meetRow(move).tell, { by: proposer.actor, meet: mailMeet(saved) });
    if (proposer.actor === "team") {
      await recordAudit({ actor: proposer.email, action: "booking.meet", targetType: "booking", targetId: id, summary: `Reserva ${bookingReference(id)}: encuentro de bienvenida propuesto` }, tx);
    }
    return saved;
  });
  deliverSoon();
  return proposerView(meet);
}

/**
 * POST /api/bookings/{token}/meet/confirm and …/decline: the owner's answer to the proposal. Confirming one at the
 * owner's home takes their address; once confirmed, the address and both numbers are shared (shareConfirmedMeet).
 */
export async function answerMeet(
  { id }: OwnerBooking,
  answer: { confirm: true; address?: MeetAddress } | { confirm: false; reason: string },
  now: Date = currentTime(),
) {
  const meet = await db().$transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    const move = answer.confirm ? "owner.confirmMeet" : "owner.askOtherTime";
    assertMeetMove(move, { status: booking.status, meet: booking.meet, now });
    if (answer.confirm) assertAddress("owner.confirmMeet", booking.meet!.place, answer.address);
    const saved = await tx.meetGreet.update({
      where: { bookingId: id },
      data: answer.confirm
        ? { status: "CONFIRMED", ...(booking.meet!.place === "OWNER_HOME" ? addressData("OWNER_HOME", answer.address) : {}) }
        : { status: "DECLINED", declineReason: answer.reason },
      select: meetSelect,
    });
    await recordMeetChange(tx, id, move, null, now, { reason: answer.confirm ? null : answer.reason });
    const shared = answer.confirm ? await shareConfirmedMeet(tx, id, saved, now) : undefined;
    await tellAbout(tx, id, meetRow(move).tell, { by: "owner", meet: mailMeet(saved, shared), reason: saved.declineReason ?? undefined });
    return saved;
  });
  deliverSoon();
  return { at: meet.at.toISOString(), place: meet.place, note: meet.note, status: meet.status };
}

/**
 * POST /api/bookings/{token}/meet/outcome and /api/portal/bookings/{id}/meet/outcome: how the meeting went for one
 * side. "NOT_A_MATCH" declines the request (the owner's row or the sitter's in the sheet) with a neutral reason.
 */
export async function meetOutcome(reached: OwnerBooking | SitterBooking, outcome: MeetOutcome, now: Date = currentTime()) {
  const { id, audience: side } = reached;
  const status = await db().$transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    assertMeetMove(`${side}.judgeMeet`, { status: booking.status, meet: booking.meet, side, now });
    const saved = await tx.meetGreet.update({ where: { bookingId: id }, data: side === "owner" ? { ownerOutcome: outcome } : { sitterOutcome: outcome } });
    await recordMeetChange(tx, id, `${side}.judgeMeet`, reached.audience === "sitter" ? reached.user.email : null, now, { outcome });
    if (outcome === "GOOD") {
      if (saved.ownerOutcome === "GOOD" && saved.sitterOutcome === "GOOD") await tellAbout(tx, id, meetRow(`${side}.judgeMeet`).tell, { by: side, reason: SETTLED_BECAUSE.bothGood });
      return booking.status;
    }
    // The owner's «No hubo match» is its own row; the sitter's is their decline.
    return (await moveBooking(tx, id, side === "owner" ? "owner.noMatch" : "sitter.decline", moverOf(reached), { reason: NO_MATCH_REASON, now })).to;
  });
  deliverSoon();
  if (outcome === "NOT_A_MATCH") expireSitterCache();
  return { outcome, status };
}


/** POST /api/bookings/{token}/meet/waive: the owner needs no meeting for this first booking (kept with its reason). */
export async function waiveMeet({ id }: OwnerBooking, reason: string, now: Date = currentTime()) {
  await db().$transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    const full = await tx.booking.findUniqueOrThrow({ where: { id }, select: { ...meetPairSelect, meet: { select: meetSelect } } });
    const needed = meetNeeded((await meetSummariesIn(tx, [full])).get(id));
    assertMeetMove("owner.waiveMeet", { status: booking.status, meet: booking.meet, waived: booking.meetWaivedAt !== null, needed, now });
    await tx.booking.update({ where: { id }, data: { meetWaivedAt: now, meetWaivedReason: reason } });
    await recordMeetChange(tx, id, "owner.waiveMeet", null, now, { reason });
    await tellAbout(tx, id, meetRow("owner.waiveMeet").tell, { by: "owner", reason: SETTLED_BECAUSE.waived });
  });
  deliverSoon();
  return { waived: true, waivedAt: now.toISOString() };
}
