import "server-only";
import { STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
// The sheet's guards and texts lent by the features (a read here may catch up a timer or offer a move).
import "@/lib/bookings/features";
import { ownerWhatsappUrl } from "@/lib/bookings/team/whatsapp";
import { BOOKING_STATUSES, bookingDetailsSelect, type BookingStatusCode } from "@/lib/bookings/core/status";
import { db } from "@/lib/db";
import { elSalvadorDay } from "@/lib/bookings/core/stay";
import { Prisma } from "@/lib/generated/prisma/client";
import { PAGE_ORDER, pageIds, searchCondition } from "@/lib/lists/page";
import { referenceQuery } from "@/lib/bookings/core/reference";
import type { bookingListSchema } from "@/lib/bookings/team/pipeline-schema";
import type { z } from "zod";
import { movesNow, REMINDERS, REQUEST_ARRIVES, TIMED } from "@/lib/bookings/core/process";
import { moverOf, type TeamBooking } from "@/lib/bookings/core/access";
import { moveBookingTo, runTimedMoves } from "@/lib/bookings/loop";
import { meetSummariesIn } from "@/lib/bookings/meet/meet-pair";
import { unreadBy, unreadCounts } from "@/lib/bookings/conversation/read-marks";
import { meetNeeded, type MeetSummary } from "@/lib/bookings/meet/meet-rules";
import { deliverSoon } from "@/lib/mail/outbox";
import { whatsappOptIns, whatsappOptOuts } from "@/lib/mail/whatsapp-consent";
import { confirmationOfTemplate } from "@/lib/mail/whatsapp-confirmations";
import { whatsappText } from "@/lib/bookings/core/mails";
import { noticeOfTemplate } from "@/lib/bookings/lent";
import { THREAD_TEXT, THREAD_WHATSAPP } from "@/lib/bookings/conversation/conversation-whatsapp-texts";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";
import { expireSitterCache } from "@/lib/sitters/public";
import { setBackupIn } from "@/lib/bookings/plan-b/plan-b";
import { currentTime } from "@/lib/dates/clock";
import { stayDoor } from "@/lib/bookings/stay/stay-rules";
import { MARK_LABELS } from "@/lib/bookings/commitments/commitment-rules";
import { DAY_MS, HOUR_MS } from "@/lib/dates/units";
import { unreachedOf } from "@/lib/bookings/team/unreached";

// The pilot team's bookings inbox: every request with its history, its e-mails and the moves it allows.

/** Oldest first; two moves in the same millisecond (a frozen clock) by their cuid, which counts up within a process. */
const MEET_CHANGE_ORDER: Prisma.MeetGreetChangeOrderByWithRelationInput[] = [{ changedAt: "asc" }, { id: "asc" }];

const bookingSelect = {
  id: true,
  sitterId: true,
  sitterName: true,
  ...bookingDetailsSelect,
  name: true,
  email: true,
  whatsapp: true,
  municipality: true,
  notes: true,
  sourceUrl: true,
  status: true,
  internalNote: true,
  createdAt: true,
  sitter: { select: { slug: true, whatsapp: true, user: { select: { email: true } } } },
  backupSitterId: true,
  backupSitter: { select: { name: true } },
  reportAlerts: { select: { day: true }, orderBy: { day: "desc" as const }, take: 1 },
  /** The conversation reported by the owner or the sitter and not reviewed yet: the booking goes first. */
  conversationReports: { where: { reviewedAt: null }, select: { id: true, author: true, reason: true, createdAt: true }, orderBy: { createdAt: "asc" as const } },
  meetWaivedAt: true,
  meetWaivedReason: true,
  handOverPlace: true,
  /** What the booking left on a side's record (a late cancellation, a no-show): the team reviews each. */
  commitmentMarks: { select: { id: true, party: true, kind: true, createdAt: true, reviewedAt: true, pausedProfile: true }, orderBy: { createdAt: "asc" as const } },
  /** The sitter's feedback on the stay, its note for the team included (the team alone reads it). */
  sitterFeedback: { select: { rating: true, petNotes: true, privateNote: true, createdAt: true } },
  meet: { select: { at: true, place: true, note: true, proposedBy: true, status: true, declineReason: true, ownerOutcome: true, sitterOutcome: true } },
  /** The meet & greet's moves, oldest first (the card's «Historial del encuentro»). */
  meetChanges: {
    select: { move: true, actor: true, changedBy: true, changedAt: true, meetingAt: true, place: true, reason: true, outcome: true },
    orderBy: MEET_CHANGE_ORDER,
  },
  statusChanges: { select: { status: true, changedAt: true, changedBy: true, reason: true, move: true, actor: true }, orderBy: { changedAt: "asc" as const } },
  outbox: {
    select: { id: true, kind: true, to: true, subject: true, text: true, status: true, attempts: true, lastError: true, sentAt: true, createdAt: true },
    orderBy: { createdAt: "asc" as const },
  },
  whatsappMessages: {
    select: { id: true, template: true, parameters: true, text: true, to: true, recipient: true, status: true, attempts: true, lastError: true, sentAt: true, createdAt: true },
    orderBy: { createdAt: "asc" as const },
  },
} as const;

const CONFIRMATION_SUBJECT = "¿Quieres recibir los avisos por aquí? (confirmar el número)";

/** Where a WhatsApp message stands as Meta told us (null: not sent yet, or never: skipped). */
const DELIVERY = { PENDING: null, SKIPPED: null, SENT: "sent", DELIVERED: "delivered", READ: "read", FAILED: "failed" } as const;

/**
 * Every message a booking caused, oldest first, each with its channel: the e-mails as the outbox keeps
 * them, and the WhatsApp ones named as their e-mail twin (`kind`, `subject`), with the text the person read and
 * `delivery` (sent, delivered, read, failed; null while waiting or when skipped).
 */
function messagesOf(booking: Pick<BookingRow, "outbox" | "whatsappMessages">) {
  const mails = booking.outbox.map((mail) => ({ ...mail, channel: "email" as const }));
  const whatsapp = booking.whatsappMessages.map(({ template, parameters, recipient, to, text, ...message }) => ({
    ...message,
    ...whatsappRead({ template, parameters, text }, booking.outbox),
    to: recipient ? formatWhatsapp(`+${recipient}`) : to,
    channel: "whatsapp" as const,
    delivery: DELIVERY[message.status],
  }));
  return [...mails, ...whatsapp].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A WhatsApp message as the team reads it: named as its e-mail twin (`kind`, `subject`), with the text the person read. */
function whatsappRead(message: Pick<BookingRow["whatsappMessages"][number], "template" | "parameters" | "text">, outbox: BookingRow["outbox"]) {
  const { template, parameters, text } = message;
  const values = Array.isArray(parameters) ? parameters.map(String) : [];
  // The conversation's: a plain text inside the person's window, or its template outside it.
  if (template === null || template === THREAD_WHATSAPP.template) {
    const plain = template === null;
    return {
      kind: plain ? THREAD_TEXT.kind : THREAD_WHATSAPP.kind,
      subject: `WhatsApp: ${THREAD_TEXT.subject}`,
      text: plain ? (text ?? "") : whatsappText(THREAD_WHATSAPP.text, values),
    };
  }
  const known = noticeOfTemplate(template);
  // The number's confirmation ("Responde SÍ") has no e-mail twin: named on its own.
  const confirmation = confirmationOfTemplate(template);
  const twin = known && outbox.find((mail) => mail.kind === known.mail);
  const body = known?.notice.text ?? confirmation?.confirmation.text;
  return {
    kind: known?.mail ?? confirmation?.kind ?? template,
    subject: `WhatsApp: ${twin?.subject ?? (confirmation ? CONFIRMATION_SUBJECT : template)}`,
    text: body ? whatsappText(body, values) : values.join(" · "),
  };
}

type BookingRow = Awaited<ReturnType<typeof findBookings>>[number];
const findBookings = () => db().booking.findMany({ select: bookingSelect, orderBy: { createdAt: "desc" } });

/** A reported conversation puts its booking first in the inbox until the team reviews it; then those with messages the team has not read. */
const REPORTED = Prisma.sql`EXISTS (SELECT 1 FROM "conversation_reports" r WHERE r."bookingId" = "bookings"."id" AND r."reviewedAt" IS NULL)`;
const UNREAD_BY_TEAM = unreadBy("team");
const INBOX_FIRST = Prisma.sql`(CASE WHEN ${REPORTED} THEN 2 ELSE 0 END) + (CASE WHEN ${UNREAD_BY_TEAM} THEN 1 ELSE 0 END)`;
const ANY_MESSAGE = Prisma.sql`EXISTS (SELECT 1 FROM "booking_messages" m WHERE m."bookingId" = "bookings"."id")`;
/** The inbox's «Mensajes» filter: bookings with messages the team has not read, or with any message. */
const MESSAGES_FILTER = { "sin-leer": UNREAD_BY_TEAM, "con-mensajes": ANY_MESSAGE } as const;
/** The inbox's «Marcas por revisar»: bookings whose record marks (a late cancellation, a no-show) the team has not reviewed. */
const MARKS_FILTER = { "sin-revisar": Prisma.sql`EXISTS (SELECT 1 FROM "CommitmentMark" c WHERE c."bookingId" = "bookings"."id" AND c."reviewedAt" IS NULL)` } as const;
const inboxRank = (row: BookingRow, unread: Map<string, number>) => (row.conversationReports.length > 0 ? 2 : 0) + ((unread.get(row.id) ?? 0) > 0 ? 1 : 0);
/** The rows in the inbox's order (stable: newest first within a rank). */
const inboxFirst = (rows: BookingRow[], unread: Map<string, number>) => [...rows].sort((a, b) => inboxRank(b, unread) - inboxRank(a, unread));

/** "today" or "yesterday" when the team was told that day's report is missing (the dashboard marks "Sin parte hoy"). */
function missingReport(booking: Pick<BookingRow, "reportAlerts" | "status">, now: Date): "today" | "yesterday" | null {
  const day = booking.reportAlerts[0]?.day.getTime();
  if (day === undefined || !statusIn(STAY_STATUSES, booking.status)) return null;
  const today = elSalvadorDay(now).getTime();
  return day === today ? "today" : day === today - DAY_MS ? "yesterday" : null;
}

function present(
  { reportAlerts, whatsappMessages, sitter, commitmentMarks, meetChanges, ...booking }: BookingRow,
  meetCheck: MeetSummary | undefined,
  whatsappOptIn: Date | undefined,
  whatsappOptOut: Date | undefined,
  unread: number,
) {
  const reachable = { ownerEmail: booking.email, ownerWhatsapp: booking.whatsapp, sitterEmail: sitter?.user?.email ?? null, sitterWhatsapp: sitter?.whatsapp ?? null };
  const door = stayDoor(booking.statusChanges, booking.handOverPlace);
  return {
    ...booking,
    ...door,
    // Where the sitter is reached stays on the server: the list shows the profile only.
    sitter: sitter ? { slug: sitter.slug } : null,
    /** Messages by the owner or the sitter the team has not read (reading the card's conversation marks them read). */
    unread,
    /** Completed with nobody recording the pick-up or the hand-back (the timer or the team completed it): "sin entrega registrada". */
    noHandBackRecorded: booking.status === "COMPLETED" && door.handBack === null,
    marks: commitmentMarks.map((mark) => ({ ...mark, label: MARK_LABELS[mark.party][mark.kind] })),
    outbox: messagesOf({ outbox: booking.outbox, whatsappMessages }),
    /** «Sin avisar»: the notices that reached their person on no channel (unreached.ts). */
    unreached: unreachedOf(reachable, booking.outbox, whatsappMessages.map((message) => ({ ...message, ...whatsappRead(message, booking.outbox) }))),
    /** When the owner's number agreed to WhatsApp notices (and has not opted out since); null otherwise. */
    whatsappOptInAt: whatsappOptIn ?? null,
    /** When the owner's number wrote BAJA (or turned the notices off on the tracking page); null otherwise. */
    whatsappOptOutAt: whatsappOptOut ?? null,
    missingReport: missingReport({ ...booking, reportAlerts }, currentTime()),
    // The pipeline starts with the booking itself.
    history: [
      { status: "RECEIVED" as const, changedAt: booking.createdAt, changedBy: null, reason: null, move: REQUEST_ARRIVES.name, by: REQUEST_ARRIVES.by },
      ...booking.statusChanges.map(({ actor, ...change }) => ({ ...change, by: actor })),
    ],
    /** The meet & greet's moves, oldest first: the sheet's row, who (`by`, and their e-mail or "owner"), when, what it carried. */
    meetHistory: meetChanges.map(({ actor, changedAt, ...change }) => ({ ...change, by: actor, at: changedAt })),
    whatsappUrl: ownerWhatsappUrl(booking),
    /** Where the team may move it now (lib/bookings/core/process.ts). */
    moves: movesNow({ ...booking, meetCheck }, "team", currentTime()),
    /** A first booking of the pair still waiting for its meet & greet (the dashboard explains why it cannot be confirmed). */
    meetNeeded: meetNeeded(meetCheck),
  };
}

/** The bookings as the dashboard shows them, each with its meet & greet read for the sheet's guards. */
async function presentAll(rows: BookingRow[], unread?: Map<string, number>) {
  const numbers = rows.map((row) => row.whatsapp);
  const [summaries, optIns, optOuts, counts] = await Promise.all([
    meetSummariesIn(db(), rows),
    whatsappOptIns(db(), numbers),
    whatsappOptOuts(db(), numbers),
    unread ?? unreadCounts("team", rows.map((row) => row.id)),
  ]);
  return rows.map((row) => present(row, summaries.get(row.id), optIns.get(row.whatsapp), optOuts.get(row.whatsapp), counts.get(row.id) ?? 0));
}

/** The rows in the inbox's order, presented. */
async function presentInbox(rows: BookingRow[]) {
  const unread = await unreadCounts("team", rows.map((row) => row.id));
  return presentAll(inboxFirst(rows, unread), unread);
}

/** Every booking request, newest first (reported, then unread, first), with its status history and a WhatsApp link to the owner. */
export async function listBookings() {
  await runTimedMoves();
  return presentInbox(await findBookings());
}


/**
 * What needs the team now, for the dashboard's Reservas tab: requests nobody answered yet (RECEIVED, not past their
 * expiry) and, of those, the ones waiting longer than the sheet's reminder (24 h). Reads only.
 */
export async function bookingsNeedingAction(now: Date = currentTime()) {
  const expiresAfter = TIMED.find((row) => row.to === "EXPIRED" && row.timer.after === "request")!.timer;
  const remindAfter = REMINDERS[0].timer;
  const alive = { status: "RECEIVED" as const, createdAt: { gt: new Date(now.getTime() - (expiresAfter.after === "request" ? expiresAfter.hours : 0) * HOUR_MS) } };
  const [received, unanswered, marksToReview] = await Promise.all([
    db().booking.count({ where: alive }),
    db().booking.count({ where: { ...alive, createdAt: { ...alive.createdAt, lte: new Date(now.getTime() - remindAfter.hours * HOUR_MS) } } }),
    db().commitmentMark.count({ where: { reviewedAt: null } }),
  ]);
  return { received, unanswered, marksToReview };
}

/**
 * One page of the inbox, newest first (`q` searches owner, contact, municipality, sitter and reference), with how many bookings each status holds (the search applied, the status
 * filter not): the filter's options show them, and the page's total is one of them.
 */
export async function listBookingsPage({ pagina, q, estado, mensajes, marcas }: z.output<typeof bookingListSchema>) {
  // What a timer made due shows as moved (and its e-mails leave) before the team reads the inbox.
  await runTimedMoves();
  // A reference is found however its look-alikes were typed ("O24O2Z" or "02402Z").
  const search = q ? [searchCondition(q, "whatsapp", referenceQuery(q))] : [];
  const grouped = await db().$queryRaw<{ status: BookingStatusCode; count: number }[]>`
    SELECT "status"::text AS status, count(*)::int AS count FROM "bookings"
    ${search.length ? Prisma.sql`WHERE ${search[0]}` : Prisma.empty} GROUP BY "status"`;
  const counts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatusCode, number>;
  for (const row of grouped) counts[row.status] = row.count;
  // With the «Mensajes» or «Marcas» filter the page counts its own total.
  const total = mensajes || marcas ? undefined : estado ? counts[estado] : grouped.reduce((sum, row) => sum + row.count, 0);
  const filter = [
    ...(estado ? [Prisma.sql`"status" = ${estado}::"BookingStatus"`] : []),
    ...(mensajes ? [MESSAGES_FILTER[mensajes]] : []),
    ...(marcas ? [MARKS_FILTER[marcas]] : []),
  ];
  const { ids, ...page } = await pageIds("bookings", [...search, ...filter], pagina, total, INBOX_FIRST);
  const rows = ids.length ? await db().booking.findMany({ where: { id: { in: ids } }, select: bookingSelect, orderBy: PAGE_ORDER }) : [];
  return { items: await presentInbox(rows), ...page, counts };
}

/**
 * Moves a booking along its lifecycle (409 for a move it forbids, nothing changed; the same status again is no
 * move) and/or sets the internal note. The move, its e-mails and the audit entry are one transaction.
 */
export async function updateBooking(
  reached: TeamBooking,
  change: { status?: BookingStatusCode; reason?: string; internalNote?: string | null; backupSitterId?: number | null },
) {
  const { id } = reached;
  const booking = await db().$transaction(async (tx) => {
    const current = await tx.booking.findUniqueOrThrow({ where: { id }, select: { status: true } });
    if (change.status !== undefined && change.status !== current.status) {
      await moveBookingTo(tx, id, change.status, moverOf(reached), { reason: change.reason });
    }
    if (change.internalNote !== undefined) {
      await tx.booking.update({ where: { id }, data: { internalNote: change.internalNote } });
    }
    // After the move: "at confirmation" is one PATCH { status: "CONFIRMED", backupSitterId }.
    if (change.backupSitterId !== undefined) await setBackupIn(tx, id, change.backupSitterId, reached.user.email);
    return tx.booking.findUniqueOrThrow({ where: { id }, select: bookingSelect });
  });
  if (booking.status !== "RECEIVED") deliverSoon();
  // A confirmed (or no longer confirmed) boarding stay changes the sitter's free days.
  if (change.status) expireSitterCache();
  return (await presentAll([booking]))[0];
}
