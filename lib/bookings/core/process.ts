import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { BOOKING_STATUSES } from "@/lib/bookings/core/status";
import { ANSWERING_STATUSES, BEFORE_HAND_OVER_STATUSES, LIVE_STATUSES, STAY_STATUSES } from "@/lib/constants/booking-status-groups";
import { stayEndsAt, stayStartsAt } from "@/lib/bookings/core/stay";
import { DAY_MS, HOUR_MS } from "@/lib/dates/units";
import type { LoopMailKey } from "@/lib/bookings/core/mails";
import { sheetParts } from "@/lib/bookings/core/sheet-parts";

// The booking process as one sheet (like Sharetribe's transaction process, but typed and tested): every
// transition with who may make it, its guards, its timer when a clock makes it, and who is told with which text
// (named by key: the loop's own in lib/bookings/core/mails.ts, a feature's lent by it through sheet-parts.ts).
// lib/bookings/core/moves.ts applies a row; nothing else decides whether a booking may move. `npm run sheet` prints
// this sheet into the booking loop doc (docs/booking-loop.md), and a test fails when that copy is stale.

/** Who makes a move: the team (dashboard), the booking's sitter (portal), the owner (tracking link), a timer. */
export type Actor = "team" | "sitter" | "owner" | "system";
/** Who may be told: the owner (their e-mail, with a fresh tracking link), the team (TEAM_EMAIL), the sitter (their linked account). */
export type Recipient = "owner" | "team" | "sitter";

/** What a guard reads of a booking. */
export type GuardedBooking = {
  status: BookingStatus;
  createdAt: Date;
  startDate: Date | null;
  endDate: Date | null;
} & { [K in GuardData]?: LentGuardData[K] };

// What a guard needs loaded besides the booking's row, by name: each feature declares its own (`declare module` on
// this file), loads it (sheet-parts.ts) and reads it in its own guards only.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface LentGuardData {}
export type GuardData = keyof LentGuardData;

/**
 * A condition on the booking a move needs; a move whose guard fails is refused with 409 and the guard's words (`field`:
 * what the refusal names, "status" unless said). `says` is how the sheet reads in docs/booking-loop.md. `needs`: the
 * data it reads besides the booking's row, loaded by the feature that lends the guard.
 */
export type SheetGuard = {
  says: string;
  needs?: GuardData;
  // A method: a feature's guard reads its own data (declared on the booking it receives) of the booking.
  check(booking: GuardedBooking, now: Date): boolean;
  message: string;
  field?: string;
};

/** The loop's own guards; a feature lends its own (lib/bookings/core/sheet-parts.ts). */
export const LOOP_GUARDS = {
  // A request nobody confirmed yet binds no one: the owner may withdraw it until its stay ends, its first day too.
  // A confirmed stay is cancelled by the owner before it starts; after that, with the team.
  ownerMayCancel: {
    says: "a confirmed booking: before the stay's first day; a request not yet confirmed: until its last day ends (El Salvador time)",
    check: (booking: GuardedBooking, now: Date) =>
      booking.status === "CONFIRMED" ? !booking.startDate || now < stayStartsAt(booking.startDate) : !booking.endDate || now < stayEndsAt(booking.endDate),
    message: "Tu reserva ya empezó: ya no se puede cancelar desde aquí. Escríbenos y lo vemos contigo.",
  },
  stayEnded: {
    says: "the stay's last day has ended (El Salvador time)",
    // A booking sent without dates (SPEC's bare API payload): the team knows when it ended.
    check: (booking: GuardedBooking, now: Date) => !booking.endDate || now >= stayEndsAt(booking.endDate),
    message: "Esta reserva todavía no termina: se puede marcar como completada cuando pase su último día.",
  },
  beforeEnd: {
    says: "before the stay's last day ends (El Salvador time)",
    check: (booking: GuardedBooking, now: Date) => !booking.endDate || now < stayEndsAt(booking.endDate),
    message: "Esta reserva ya terminó: no se puede cambiar. Escríbenos y lo vemos contigo.",
  },
} as const satisfies Record<string, SheetGuard>;

/** The guard of that name: the loop's own, else the one a feature lent (a name nobody lent is an error). */
export function guardOf(name: string): SheetGuard {
  const guard: SheetGuard | undefined = Object.hasOwn(LOOP_GUARDS, name) ? LOOP_GUARDS[name as keyof typeof LOOP_GUARDS] : sheetParts().guards[name];
  if (!guard) throw new Error(`No feature lends the guard "${name}".`);
  return guard;
}

/** The field a refusal by this guard names (409 `{ field }`): "status" unless the guard says otherwise. */
export function guardField(name: string): string {
  return guardOf(name).field ?? "status";
}

/** The data `row`'s guards need loaded (moveBooking loads only these, through the features' loaders). */
export function guardDataFor(row: Transition): GuardData[] {
  return [...new Set((row.guards ?? []).flatMap((name) => { const needs = guardOf(name).needs; return needs ? [needs] : []; }))];
}

/** A clock that makes a move by itself: measured from when the request arrived, or from when the stay ended. */
export type Timer = { after: "request"; hours: number } | { after: "stayEnd"; days: number };

/**
 * A move's stable name, `<actor>.<verb>`: kept in the booking's history with who made it, read by the API
 * (`history[].move`), the profile's record and the features.
 */
export type MoveName = `${Actor}.${string}`;

/** One line of the sheet. `from: null` is the request itself arriving. */
export type Transition = {
  name: MoveName;
  from: readonly BookingStatus[] | null;
  to: BookingStatus;
  by: Actor;
  /** The person must say why (400 without it); the owner never has to. */
  needsReason?: boolean;
  /** Guards by name: the loop's own (LOOP_GUARDS) or a feature's. */
  guards?: readonly string[];
  timer?: Timer;
  /** What else the move does, by name: applied and described by the feature that lends it. */
  effect?: string;
  /** What it leaves on a side's record, by name: written and described by the feature that lends it. */
  mark?: string;
  /**
   * Reached only by its name: a move that ends in a status another move of the same actor already reaches;
   * moveTo() and the status-pair questions skip it.
   */
  byNameOnly?: boolean;
  /** Who is told, with which text (by key: LOOP_MAILS, or a feature's). */
  tell: Tell;
};

/** Who is told with which text, by the text's key. */
export type Tell = readonly { to: Recipient; mail: string }[];

const OPEN = ANSWERING_STATUSES;
const LIVE = LIVE_STATUSES;

const ROWS = [
  {
    name: "owner.request", from: null, to: "RECEIVED", by: "owner",
    tell: [{ to: "owner", mail: "booking-received" }, { to: "team", mail: "team-new-booking" }, { to: "sitter", mail: "sitter-new-request" }],
  },
  { name: "team.contact", from: ["RECEIVED"], to: "CONTACTED", by: "team", tell: [] },
  {
    name: "team.confirm", from: OPEN, to: "CONFIRMED", by: "team", guards: ["meetSettled"],
    tell: [{ to: "owner", mail: "booking-confirmed" }, { to: "sitter", mail: "sitter-booking-confirmed" }],
  },
  {
    name: "sitter.accept", from: OPEN, to: "CONFIRMED", by: "sitter", guards: ["meetSettled"],
    tell: [{ to: "owner", mail: "booking-confirmed" }, { to: "team", mail: "team-sitter-answered" }],
  },
  { name: "team.decline", from: OPEN, to: "DECLINED", by: "team", needsReason: true, tell: [{ to: "owner", mail: "booking-declined" }] },
  {
    name: "sitter.decline", from: OPEN, to: "DECLINED", by: "sitter", needsReason: true,
    tell: [{ to: "owner", mail: "booking-declined" }, { to: "team", mail: "team-sitter-answered" }],
  },
  {
    name: "owner.noMatch", from: OPEN, to: "DECLINED", by: "owner", guards: ["noMatch"],
    tell: [{ to: "owner", mail: "booking-declined" }, { to: "sitter", mail: "sitter-booking-declined" }, { to: "team", mail: "team-booking-declined" }],
  },
  {
    name: "owner.cancel", from: BEFORE_HAND_OVER_STATUSES, to: "CANCELLED", by: "owner", guards: ["ownerMayCancel"], mark: "familyLateCancellation",
    tell: [{ to: "owner", mail: "booking-cancelled" }, { to: "team", mail: "team-booking-cancelled" }, { to: "sitter", mail: "sitter-booking-cancelled" }],
  },
  {
    name: "team.cancel", from: LIVE, to: "CANCELLED", by: "team", needsReason: true,
    tell: [{ to: "owner", mail: "booking-cancelled-by-team" }, { to: "sitter", mail: "sitter-booking-cancelled" }],
  },
  {
    name: "sitter.cancel", from: ["CONFIRMED"], to: "CANCELLED", by: "sitter", needsReason: true, guards: ["beforeEnd"], effect: "offerPlanB", mark: "sitterLateCancellation",
    tell: [{ to: "owner", mail: "booking-cancelled-by-sitter" }, { to: "team", mail: "team-sitter-cancelled" }],
  },
  {
    name: "owner.acceptBackup", from: ["CANCELLED"], to: "CONFIRMED", by: "owner", guards: ["planBReady", "beforeEnd"], effect: "switchToBackup",
    tell: [{ to: "owner", mail: "booking-moved-to-backup" }, { to: "team", mail: "team-booking-moved-to-backup" }, { to: "sitter", mail: "sitter-backup-booking" }],
  },
  {
    name: "sitter.handOver", from: ["CONFIRMED"], to: "IN_PROGRESS", by: "sitter", guards: ["stayStarted", "beforeEnd"],
    tell: [{ to: "owner", mail: "booking-handed-over" }],
  },
  { name: "owner.pickUp", from: ["IN_PROGRESS"], to: "COMPLETED", by: "owner", tell: [{ to: "owner", mail: "booking-completed" }, { to: "sitter", mail: "sitter-picked-up" }] },
  { name: "sitter.handBack", from: ["IN_PROGRESS"], to: "COMPLETED", by: "sitter", tell: [{ to: "owner", mail: "booking-completed" }] },
  {
    name: "owner.reportNoShow", from: ["CONFIRMED"], to: "CANCELLED", by: "owner", guards: ["stayFirstDay"], effect: "offerPlanB", mark: "sitterNoShow", byNameOnly: true,
    tell: [{ to: "owner", mail: "booking-sitter-no-show" }, { to: "team", mail: "team-sitter-no-show" }, { to: "sitter", mail: "sitter-no-show-recorded" }],
  },
  {
    name: "sitter.reportNoShow", from: ["CONFIRMED"], to: "CANCELLED", by: "sitter", guards: ["stayFirstDay"], mark: "familyNoShow", byNameOnly: true,
    tell: [{ to: "owner", mail: "booking-family-no-show" }, { to: "team", mail: "team-family-no-show" }],
  },
  { name: "system.expire", from: ["RECEIVED"], to: "EXPIRED", by: "system", timer: { after: "request", hours: 72 }, tell: [{ to: "owner", mail: "booking-expired" }] },
  { name: "team.complete", from: STAY_STATUSES, to: "COMPLETED", by: "team", guards: ["stayEnded"], tell: [{ to: "owner", mail: "booking-completed" }] },
  // Nobody recorded the pick-up: the team's card says "sin entrega registrada".
  { name: "system.complete", from: STAY_STATUSES, to: "COMPLETED", by: "system", timer: { after: "stayEnd", days: 1 }, tell: [{ to: "owner", mail: "booking-completed" }] },
] as const satisfies readonly Transition[];
export const SHEET: readonly Transition[] = ROWS;

type Row = (typeof ROWS)[number];
type RowGuard = Extract<Row, { guards: unknown }>["guards"][number];
/** The effects the rows name: a feature lends each (the composition's type checks each is there). */
export type EffectName = Extract<Row, { effect: string }>["effect"];
/** The marks the rows name: a feature lends each (the composition's type checks each is there). */
export type MarkName = Extract<Row, { mark: string }>["mark"];
/** The guards the rows name that a feature must lend (the composition's type checks each is there). */
export type LentGuard = Exclude<RowGuard, keyof typeof LOOP_GUARDS>;
type RowText = Row["tell"][number]["mail"] | (typeof REMINDER_ROWS)[number]["tell"][number]["mail"];
/** The texts the rows and reminders tell that a feature must lend (the composition's type checks each is there). */
export type LentText = Exclude<RowText, LoopMailKey>;

/** The name of a move of the sheet: what the mover is asked for (`moveBooking(tx, id, "sitter.cancel", mover)`). */
export type SheetMove = Row["name"];

const ROWS_BY_NAME: ReadonlyMap<string, Transition> = new Map(SHEET.map((row) => [row.name, row]));
/** The rows a status names (every row but those reached only by their name). */
const BY_STATUS: readonly Transition[] = SHEET.filter((row) => !row.byNameOnly);

/** The sheet's row of that name. */
export function sheetRow(name: SheetMove): Transition {
  return ROWS_BY_NAME.get(name)!;
}

/**
 * The move by which `actor` takes a booking to `to`, where a contract speaks of statuses (the team's PATCH
 * `{ status }`, the portal's accept / decline / cancel): each actor has at most one move to each status.
 */
export function moveTo(actor: Actor, to: BookingStatus): SheetMove | undefined {
  return BY_STATUS.find((row) => row.by === actor && row.to === to)?.name as SheetMove | undefined;
}

/** A timed notice: no move, only e-mails, once per booking, while the booking is still in one of `in`. */
export type Reminder = { name: string; in: readonly BookingStatus[]; timer: Timer & { after: "request" }; tell: Transition["tell"] };

/** The sheet's reminders: a request the sitter has not answered after 24 h (it expires at 72 h). */
const REMINDER_ROWS = [
  { name: "unanswered", in: ["RECEIVED"], timer: { after: "request", hours: 24 }, tell: [{ to: "sitter", mail: "sitter-request-reminder" }] },
] as const satisfies readonly Reminder[];
export const REMINDERS: readonly Reminder[] = REMINDER_ROWS;

/** Whether `reminder` is due for `booking` at `now` (still in one of its states, its time passed). */
export function reminderDue(reminder: Reminder, booking: { status: BookingStatus; createdAt: Date; endDate: Date | null }, now: Date): boolean {
  return reminder.in.includes(booking.status) && now >= timerDueAt(reminder.timer, booking)! && timedMove(booking, now) === null;
}

/** The stay's day clock: once a day of a confirmed stay, at `hour` El Salvador time (a walk: the end of its day). */
export type StayDayTimer = { after: "stayDay"; hour: number };

/**
 * A notice during a stay that moves nothing, declared by its feature (told with tellAbout()); `in`, `event`, `by`,
 * `when`, `timer` and `note` (said after who is told) are how the sheet doc's table reads it.
 */
export type StayNotice = { in: readonly BookingStatus[]; event: string; by: Actor; when: string; timer?: StayDayTimer; tell: Tell; note?: string };

/** The row that moves a booking in `from` to `to` when `actor` moves it, if the sheet has one. */
export function transitionFor(from: BookingStatus | null, to: BookingStatus, actor: Actor): Transition | undefined {
  return BY_STATUS.find((row) => row.to === to && row.by === actor && (from === null ? row.from === null : row.from?.includes(from)));
}

/** The row that takes a new request in. */
export const REQUEST_ARRIVES = sheetRow("owner.request");

/** Where a booking in `from` may go when `actor` moves it (before guards), in the pipeline's order. */
export function allowedMoves(from: BookingStatus, actor: Actor): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => canMove(from, to, actor));
}

export function canMove(from: BookingStatus, to: BookingStatus, actor: Actor): boolean {
  return transitionFor(from, to, actor) !== undefined;
}

/** Who hears of a move by e-mail, as the sheet says (the dashboard asks before such a move). */
export function toldOfMove(from: BookingStatus, to: BookingStatus, actor: Actor): Recipient[] {
  return [...new Set(transitionFor(from, to, actor)?.tell.map((notice) => notice.to) ?? [])];
}

/** Whether this actor must say why when moving a booking from `from` to `to` (the dashboard shows a reason box). */
export function needsReason(from: BookingStatus, to: BookingStatus, actor: Actor): boolean {
  return transitionFor(from, to, actor)?.needsReason ?? false;
}

/** The first guard of `row` that `booking` fails at `now`, if any. */
export function failedGuard(row: Transition, booking: GuardedBooking, now: Date): string | undefined {
  return row.guards?.find((name) => !guardOf(name).check(booking, now));
}

/** Whether the move `name` may be made on `booking` now: it starts from its status and its guards hold (what a page offers). */
export function mayMake(booking: GuardedBooking, name: SheetMove, now: Date): boolean {
  const row = sheetRow(name);
  return row.from !== null && row.from.includes(booking.status) && failedGuard(row, booking, now) === undefined;
}

/** Whether `actor` may move `booking` to `to` now: the sheet has the row and its guards hold. */
export function mayMove(booking: GuardedBooking, to: BookingStatus, actor: Actor, now: Date): boolean {
  const row = transitionFor(booking.status, to, actor);
  return row !== undefined && failedGuard(row, booking, now) === undefined;
}

/** Where `actor` may move `booking` now (the sheet's rows whose guards hold): what the dashboard and portal offer. */
export function movesNow(booking: GuardedBooking, actor: Actor, now: Date): BookingStatus[] {
  return allowedMoves(booking.status, actor).filter((to) => mayMove(booking, to, actor, now));
}

/** The moment a timer runs out for a booking (null when the booking lacks the date it counts from). */
export function timerDueAt(timer: Timer, booking: { createdAt: Date; endDate: Date | null }): Date | null {
  if (timer.after === "request") return new Date(booking.createdAt.getTime() + timer.hours * HOUR_MS);
  return booking.endDate ? new Date(stayEndsAt(booking.endDate).getTime() + timer.days * DAY_MS) : null;
}

/** The sheet's timed rows. */
export const TIMED: readonly (Transition & { timer: Timer; from: readonly BookingStatus[] })[] = SHEET.filter(
  (row): row is Transition & { timer: Timer; from: readonly BookingStatus[] } => row.timer !== undefined && row.from !== null,
);

/** When the sheet's timer would expire the request as it stands (null: no timer expires it in its status). */
export function expiresAt(booking: { status: BookingStatus; createdAt: Date; endDate: Date | null }): Date | null {
  const row = TIMED.find((timed) => timed.to === "EXPIRED" && timed.from.includes(booking.status));
  return row ? timerDueAt(row.timer, booking) : null;
}

/** The sheet's timed row due for a booking at `now`, if any. */
export function timedRowDue(booking: { status: BookingStatus; createdAt: Date; endDate: Date | null }, now: Date): (typeof TIMED)[number] | null {
  for (const row of TIMED) {
    if (!row.from.includes(booking.status)) continue;
    const due = timerDueAt(row.timer, booking);
    if (due && now >= due) return row;
  }
  return null;
}

/** The status a timed move due for a booking at `now` takes it to, if any. */
export function timedMove(booking: { status: BookingStatus; createdAt: Date; endDate: Date | null }, now: Date): BookingStatus | null {
  return timedRowDue(booking, now)?.to ?? null;
}
