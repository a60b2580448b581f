import type { BookingStatus, MeetPlace } from "@/lib/generated/prisma/enums";
import {
  answeredBy,
  firstDayEnds,
  isHandoverMeeting,
  meetingStillPossible,
  meetContact,
  confirmedAddress,
  type MeetOther,
  isOpenForMeet,
  MEET_DAYS_AHEAD,
  MEET_MESSAGES,
  meetNeeded,
  meetShown,
  meetStage,
  type MeetDeadlines,
  type MeetRecord,
  type MeetStage,
  type MeetState,
  type MeetSummary,
} from "@/lib/bookings/meet/meet-rules";
import { expiresAt } from "@/lib/bookings/core/process";
import { stayStartsAt } from "@/lib/bookings/core/stay";
import { DAY_MS } from "@/lib/dates/units";
import type { MeetMailKey } from "@/lib/bookings/meet/meet-texts";

// The meet & greet's own small sheet, declared like the booking sheet (lib/bookings/core/process.ts), its texts its own (./meet-texts.ts): its
// stages, each move with its stable name and who makes it, the guards that must hold (the first that fails refuses,
// with its words), the timers and who is told. lib/bookings/meet/meet.ts applies a row; the booking sheet's first-booking
// guard (meetSettled) reads the stage; `npm run sheet` prints it into docs/booking-loop.md.

/** What the sheet's guards read: the booking's status, its meet & greet, and what the move brings. */
export type MeetGuardContext = {
  status: BookingStatus;
  meet: MeetState;
  /** The first booking of the pair still waits for its meeting (the waiver's guard). */
  needed?: boolean;
  waived?: boolean;
  /** The side that says how the meeting went. */
  side?: "owner" | "sitter";
  /** A proposal's time and place, with the latest it may be. */
  at?: Date;
  place?: MeetPlace;
  deadlines?: MeetDeadlines;
  now: Date;
};

export type MeetRefusal = { status: 400 | 409; error: string; field: string };

const refuse = (status: 400 | 409, field: string) => (error: string) => ({ status, error, field });
const conflict = refuse(409, "meet");
const badTime = refuse(400, "at");
const ahead = (context: MeetGuardContext) => context.at ?? context.now;

/** Conditions a meet & greet move needs. `says` is how the sheet reads in docs/booking-loop.md. */
export const MEET_GUARDS = {
  requestOpen: {
    says: "the request is still open (RECEIVED, CONTACTED)",
    check: (context: MeetGuardContext) => isOpenForMeet(context.status),
    refusal: () => refuse(409, "status")(MEET_MESSAGES.notOpen),
  },
  noMeetingConfirmed: {
    says: "no meeting confirmed yet",
    check: (context: MeetGuardContext) => context.meet?.status !== "CONFIRMED",
    refusal: () => conflict(MEET_MESSAGES.alreadyConfirmed),
  },
  timeAhead: {
    says: "its time has not passed",
    check: (context: MeetGuardContext) => ahead(context).getTime() > context.now.getTime(),
    refusal: () => badTime(MEET_MESSAGES.atPast),
  },
  byFirstDay: {
    says: "before the stay, or on its first day: the hand-over meeting (El Salvador time)",
    check: (context: MeetGuardContext) => {
      const end = context.deadlines ? firstDayEnds(context.deadlines) : null;
      return !end || ahead(context).getTime() < end.getTime();
    },
    refusal: () => badTime(MEET_MESSAGES.atFromStayStart),
  },
  notVideoHandover: {
    says: "a meeting on the stay's first day (the hand-over) is not by video call",
    check: (context: MeetGuardContext) => context.place !== "VIDEO" || !isHandoverMeeting(ahead(context), context.deadlines?.stayStarts ?? null),
    refusal: () => refuse(400, "place")(MEET_MESSAGES.videoHandover),
  },
  beforeExpiry: {
    says: "before the booking sheet's timer would expire the request",
    check: (context: MeetGuardContext) => !context.deadlines?.requestExpires || ahead(context).getTime() < context.deadlines.requestExpires.getTime(),
    refusal: (context: MeetGuardContext) => badTime(MEET_MESSAGES.atAfterExpiry(context.deadlines!.requestExpires!)),
  },
  withinYear: {
    says: `within ${MEET_DAYS_AHEAD} days`,
    check: (context: MeetGuardContext) => ahead(context).getTime() <= context.now.getTime() + MEET_DAYS_AHEAD * DAY_MS,
    refusal: () => badTime(MEET_MESSAGES.atTooFar),
  },
  proposalWaiting: {
    says: "a proposal waits for the owner's answer",
    check: (context: MeetGuardContext) => context.meet?.status === "PROPOSED",
    refusal: () => conflict(MEET_MESSAGES.nothingToAnswer),
  },
  proposalAhead: {
    says: "the proposed time has not passed",
    check: (context: MeetGuardContext) => context.meet !== null && context.meet.at.getTime() > context.now.getTime(),
    refusal: () => conflict(MEET_MESSAGES.answerPast),
  },
  meetingConfirmed: {
    says: "the meeting was confirmed",
    check: (context: MeetGuardContext) => context.meet?.status === "CONFIRMED",
    refusal: () => conflict(MEET_MESSAGES.notConfirmed),
  },
  meetingTimeCame: {
    says: "its time has come",
    check: (context: MeetGuardContext) => context.meet !== null && context.now.getTime() >= context.meet.at.getTime(),
    refusal: () => conflict(MEET_MESSAGES.tooEarly),
  },
  notJudgedYet: {
    says: "this side has not said it yet",
    check: (context: MeetGuardContext) => context.meet !== null && answeredBy(context.meet, context.side ?? "owner") === null,
    refusal: () => conflict(MEET_MESSAGES.alreadyJudged),
  },
  notWaivedYet: {
    says: "not waived already",
    check: (context: MeetGuardContext) => !context.waived,
    refusal: () => conflict(MEET_MESSAGES.alreadyWaived),
  },
  firstOfPair: {
    says: "the first booking of the pair still waits for its meeting",
    check: (context: MeetGuardContext) => context.needed === true,
    refusal: () => conflict(MEET_MESSAGES.notNeeded),
  },
} as const satisfies Record<string, { says: string; check: (context: MeetGuardContext) => boolean; refusal: (context: MeetGuardContext) => MeetRefusal }>;
export type MeetGuardName = keyof typeof MEET_GUARDS;

type Tell = readonly { to: "owner" | "team" | "sitter"; mail: MeetMailKey }[];

/** One line of the meet & greet's sheet. */
export type MeetTransition = {
  name: `${"owner" | "sitter" | "team"}.${string}`;
  from: readonly MeetStage[];
  to: readonly MeetStage[];
  by: "owner" | "sitter" | "team";
  /** The owner must say why (400 without it). */
  needsReason?: boolean;
  /** In the order they are checked: the first that fails refuses. */
  guards: readonly MeetGuardName[];
  /** Who is told; `also` is said in docs/booking-loop.md (a move of the booking sheet it makes). */
  tell: Tell;
  also?: string;
};

const PROPOSING = ["requestOpen", "noMeetingConfirmed", "timeAhead", "byFirstDay", "notVideoHandover", "beforeExpiry", "withinYear"] as const;
const ANSWERING = ["requestOpen", "proposalWaiting", "proposalAhead"] as const;
const JUDGING = ["requestOpen", "meetingConfirmed", "meetingTimeCame", "notJudgedYet"] as const;
const ANSWERED: Tell = [{ to: "sitter", mail: "sitter-meet-answered" }, { to: "team", mail: "team-meet-answered" }];
/** Both said it went well, or the owner skipped it: the first booking may be confirmed now. */
const MEET_SETTLED_TELL: Tell = [{ to: "sitter", mail: "sitter-meet-settled" }, { to: "team", mail: "team-meet-settled" }];
const NOT_SETTLED: readonly MeetStage[] = ["none", "proposed", "otherTime", "confirmed", "held"];

export const MEET_SHEET = [
  { name: "sitter.proposeMeet", from: ["none", "proposed", "otherTime"], to: ["proposed"], by: "sitter", guards: PROPOSING, tell: [{ to: "owner", mail: "meet-proposed" }] },
  {
    name: "team.proposeMeet", from: ["none", "proposed", "otherTime"], to: ["proposed"], by: "team", guards: PROPOSING,
    tell: [{ to: "owner", mail: "meet-proposed" }, { to: "sitter", mail: "sitter-meet-proposed" }],
  },
  { name: "owner.confirmMeet", from: ["proposed"], to: ["confirmed"], by: "owner", guards: ANSWERING, tell: ANSWERED },
  { name: "owner.askOtherTime", from: ["proposed"], to: ["otherTime"], by: "owner", needsReason: true, guards: ANSWERING, tell: ANSWERED },
  {
    name: "owner.judgeMeet", from: ["held"], to: ["held", "good", "notAMatch"], by: "owner", guards: JUDGING, tell: MEET_SETTLED_TELL,
    also: "told when both said GOOD; NOT_A_MATCH declines the request (the booking sheet's `owner.noMatch`)",
  },
  {
    name: "sitter.judgeMeet", from: ["held"], to: ["held", "good", "notAMatch"], by: "sitter", guards: JUDGING, tell: MEET_SETTLED_TELL,
    also: "told when both said GOOD; NOT_A_MATCH declines the request (the booking sheet's `sitter.decline`)",
  },
  { name: "owner.waiveMeet", from: NOT_SETTLED, to: ["waived"], by: "owner", needsReason: true, guards: ["requestOpen", "notWaivedYet", "firstOfPair"], tell: MEET_SETTLED_TELL },
] as const satisfies readonly MeetTransition[];
export type MeetMoveName = (typeof MEET_SHEET)[number]["name"];

/** The meet & greet's clocks: they write nothing, the stage moves with time (meetStage reads `now`). */
export const MEET_TIMERS = [
  { from: "confirmed", to: "held", when: "at the meeting's time: each side may say how it went" },
  { from: "proposed", to: "proposed", when: "at the proposed time, unanswered: shown as lapsed to both sides until another proposal" },
] as const;

export const meetRow = (name: MeetMoveName): MeetTransition => MEET_SHEET.find((row) => row.name === name)!;

/** Why `name` may not be made now (the first guard that fails), or null. */
export function meetRefusal(name: MeetMoveName, context: MeetGuardContext): MeetRefusal | null {
  const failed = meetRow(name).guards.find((guard) => !MEET_GUARDS[guard].check(context));
  return failed ? MEET_GUARDS[failed].refusal(context) : null;
}

/** Why a new proposal is refused (null: it may be made, replacing a proposed or declined one). */
export function proposalRefusal(status: BookingStatus, meet: MeetState, at: Date, now: Date, deadlines: MeetDeadlines): MeetRefusal | null {
  return meetRefusal("team.proposeMeet", { status, meet, at, now, deadlines });
}

/** Why the owner may not confirm or decline the proposal (null: they may). */
export function answerRefusal(status: BookingStatus, meet: MeetState, now: Date): string | null {
  return meetRefusal("owner.confirmMeet", { status, meet, now })?.error ?? null;
}

/** Why `side` may not record how the meeting went (null: they may). */
export function outcomeRefusal(status: BookingStatus, meet: MeetState, side: "owner" | "sitter", now: Date): string | null {
  return meetRefusal(side === "owner" ? "owner.judgeMeet" : "sitter.judgeMeet", { status, meet, side, now })?.error ?? null;
}

/** A booking's deadlines for its meet & greet: its first day, and when the sheet's timer would expire it. */
export function meetDeadlines(booking: { status: BookingStatus; createdAt: Date; startDate: Date | null; endDate: Date | null }): MeetDeadlines {
  return { stayStarts: booking.startDate && stayStartsAt(booking.startDate), requestExpires: expiresAt(booking) };
}

/**
 * What one side (the owner on their page, the sitter in the portal) sees of the meet & greet: the proposal, their
 * own outcome only (never the other side's), and what they may do now. `needed`: the first booking of the pair
 * still waits for it.
 */
export function meetViewFor(
  side: "owner" | "sitter",
  status: BookingStatus,
  meet: MeetRecord,
  summary: MeetSummary | undefined,
  now: Date,
  deadlines: MeetDeadlines = { stayStarts: null, requestExpires: null },
  other: MeetOther = null,
) {
  const shown = meetShown(meet, summary?.waived ?? false);
  const proposal = shown && {
    at: shown.at.toISOString(),
    /** On the stay's first day: the meeting is the hand-over ("al entregar a {mascota}"). */
    handover: isHandoverMeeting(shown.at, deadlines.stayStarts),
    place: shown.place,
    note: shown.note,
    status: shown.status,
    declineReason: shown.declineReason,
    yourOutcome: answeredBy(shown, side),
    /** In person, once confirmed: the other side's first name and WhatsApp, to find each other there. */
    contact: meetContact(shown, other),
    /** At a home, once confirmed: its address (the host's own, or the other side's to find it). */
    address: confirmedAddress(shown),
  };
  const may = (name: MeetMoveName) => meetRefusal(name, { status, meet, side, now, waived: summary?.waived, needed: meetNeeded(summary) }) === null;
  return {
    needed: meetNeeded(summary),
    /** A meeting can still be set before its deadlines: the page promises a date only then. */
    stillPossible: isOpenForMeet(status) && meetingStillPossible(deadlines, now),
    waived: summary?.waived ?? false,
    noMatch: status === "DECLINED" && (summary?.notAMatch ?? false),
    proposal,
    /** A proposal nobody answered before its time: it stands as "propuesto" until someone proposes another. */
    proposalLapsed: isOpenForMeet(status) && shown?.status === "PROPOSED" && shown.at.getTime() <= now.getTime(),
    // A proposal's own time is checked when it is made: here, whether the stage lets one be made.
    canPropose: isOpenForMeet(status) && !summary?.waived && (MEET_SHEET[0].from as readonly MeetStage[]).includes(meetStage(meet, false, now)),
    canAnswer: side === "owner" && shown !== null && may("owner.confirmMeet"),
    canJudge: may(side === "owner" ? "owner.judgeMeet" : "sitter.judgeMeet"),
    canWaive: side === "owner" && may("owner.waiveMeet"),
  };
}
export type MeetView = ReturnType<typeof meetViewFor>;
