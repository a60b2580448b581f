import type { BookingStatus, MeetOutcome, MeetPlace, MeetStatus } from "@/lib/generated/prisma/enums";
import { formatDateTime } from "@/lib/format/dates";
import { DAY_MS } from "@/lib/bookings/stay";

// The meet & greet (encuentro de bienvenida) as pure rules: when one may be proposed, answered and judged, and
// whether a first booking between an owner and a sitter may be confirmed. lib/bookings/meet.ts applies them.

export const MEET_PLACE_LABELS: Record<MeetPlace, string> = {
  SITTER_HOME: "En casa del cuidador",
  OWNER_HOME: "En tu casa",
  VIDEO: "Por videollamada",
  PUBLIC_PLACE: "En un lugar público",
};
/** The same places as the sitter and the team read them. */
export const MEET_PLACE_LABELS_STAFF: Record<MeetPlace, string> = { ...MEET_PLACE_LABELS, OWNER_HOME: "En casa del dueño" };

/** Why a request ends after a meet & greet that did not go well, whoever said so (neither side learns who). */
export const NO_MATCH_REASON = "No hubo match";

/** How far ahead a meeting may be set when neither the stay's first day nor the request's expiry bounds it. */
export const MEET_DAYS_AHEAD = 365;

/** Only a request still being answered may get a meet & greet, be answered or judged. */
const OPEN_STATUSES: readonly BookingStatus[] = ["RECEIVED", "CONTACTED"];
export const isOpenForMeet = (status: BookingStatus) => OPEN_STATUSES.includes(status);

/** Why a first booking may be confirmed now, as the sitter's and the team's e-mails say it. */
export const SETTLED_BECAUSE = {
  bothGood: "los dos contaron que les fue bien en el encuentro de bienvenida",
  waived: "el dueño dice que no necesita el encuentro de bienvenida",
} as const;

export const MEET_MESSAGES = {
  notOpen: "Esta solicitud ya no está abierta: el encuentro de bienvenida solo se organiza antes de confirmarla.",
  atPast: "Elige una fecha y hora que todavía no hayan pasado.",
  atFromStayStart: "El encuentro es antes de la estadía: elige una hora antes de su primer día.",
  atAfterExpiry: (expires: Date) =>
    `Si nadie la confirma, esta solicitud vence el ${formatDateTime(expires)}: elige una hora antes, para que después del encuentro se pueda confirmar.`,
  atTooFar: `Elige una fecha dentro de los próximos ${MEET_DAYS_AHEAD} días.`,
  atInvalid: "Escribe la fecha y la hora del encuentro (por ejemplo, 2026-12-01T10:30).",
  place: "Elige dónde se encuentran: en casa del cuidador, en casa del dueño, por videollamada o en un lugar público.",
  noteLong: "La nota puede tener como máximo 500 caracteres.",
  alreadyConfirmed: "Ya hay un encuentro de bienvenida confirmado para esta solicitud.",
  nothingToAnswer: "No hay un encuentro de bienvenida esperando tu respuesta.",
  answerPast: "La hora propuesta ya pasó: pide otra hora.",
  reasonRequired: "Cuéntanos qué hora te queda mejor o por qué no puedes.",
  reasonLong: "El motivo puede tener como máximo 500 caracteres.",
  outcome: "Elige cómo les fue: «GOOD» o «NOT_A_MATCH».",
  notConfirmed: "Solo se cuenta cómo les fue después de un encuentro confirmado.",
  tooEarly: "Todavía no es la hora del encuentro: cuéntanos cómo les fue después.",
  alreadyJudged: "Ya contaste cómo les fue en el encuentro.",
  waiveReason: "Cuéntanos por qué no necesitas el encuentro (por ejemplo, ya conoces al cuidador).",
  alreadyWaived: "Ya dijiste que no necesitas el encuentro de bienvenida.",
  notNeeded: "Esta reserva no necesita un encuentro de bienvenida.",
  unsettled:
    "Primero el encuentro de bienvenida: es la primera reserva entre este dueño y este cuidador, y se confirma cuando los dos cuentan que les fue bien (o el dueño dice que no lo necesita).",
} as const;

/** The meet & greet as it stands (null: none proposed). */
export type MeetState = { status: MeetStatus; at: Date; ownerOutcome: MeetOutcome | null; sitterOutcome: MeetOutcome | null } | null;

/** What the sheet's meet guards read of a booking (lib/bookings/process.ts). */
export type MeetSummary = {
  /** No other booking of the same owner e-mail with the same sitter was ever confirmed or completed. */
  firstOfPair: boolean;
  bothGood: boolean;
  notAMatch: boolean;
  waived: boolean;
};

export function meetSummary(firstOfPair: boolean, meet: MeetState, waived: boolean): MeetSummary {
  return {
    firstOfPair,
    bothGood: meet?.ownerOutcome === "GOOD" && meet.sitterOutcome === "GOOD",
    notAMatch: meet?.ownerOutcome === "NOT_A_MATCH" || meet?.sitterOutcome === "NOT_A_MATCH",
    waived,
  };
}

/** A first booking of a pair is confirmed only after a meet & greet both sides call good, or the owner's waiver. */
export const meetSettled = (summary: MeetSummary | undefined) => !summary || !summary.firstOfPair || summary.waived || summary.bothGood;

/** Whether the booking needs the owner to meet the sitter first (what the pages explain). */
export const meetNeeded = (summary: MeetSummary | undefined) => !meetSettled(summary);

/**
 * The latest a meeting may be: before the stay's first day (El Salvador time), and while the request is RECEIVED,
 * before the sheet's timer expires it (a first booking of the pair is confirmed only after the meeting).
 */
export type MeetDeadlines = { stayStarts: Date | null; requestExpires: Date | null };

/** Why a new proposal is refused (null: it may be made, replacing a proposed or declined one). */
export function proposalRefusal(
  status: BookingStatus,
  meet: MeetState,
  at: Date,
  now: Date,
  deadlines: MeetDeadlines,
): { status: 400 | 409; error: string; field?: string } | null {
  if (!isOpenForMeet(status)) return { status: 409, error: MEET_MESSAGES.notOpen, field: "status" };
  if (meet?.status === "CONFIRMED") return { status: 409, error: MEET_MESSAGES.alreadyConfirmed, field: "meet" };
  if (at.getTime() <= now.getTime()) return { status: 400, error: MEET_MESSAGES.atPast, field: "at" };
  if (deadlines.stayStarts && at.getTime() >= deadlines.stayStarts.getTime()) return { status: 400, error: MEET_MESSAGES.atFromStayStart, field: "at" };
  if (deadlines.requestExpires && at.getTime() >= deadlines.requestExpires.getTime()) {
    return { status: 400, error: MEET_MESSAGES.atAfterExpiry(deadlines.requestExpires), field: "at" };
  }
  if (at.getTime() > now.getTime() + MEET_DAYS_AHEAD * DAY_MS) return { status: 400, error: MEET_MESSAGES.atTooFar, field: "at" };
  return null;
}

/** Why the owner may not confirm or decline the proposal (null: they may). */
export function answerRefusal(status: BookingStatus, meet: MeetState, now: Date): string | null {
  if (!isOpenForMeet(status)) return MEET_MESSAGES.notOpen;
  if (meet?.status !== "PROPOSED") return MEET_MESSAGES.nothingToAnswer;
  if (meet.at.getTime() <= now.getTime()) return MEET_MESSAGES.answerPast;
  return null;
}

/** Why `side` may not record how the meeting went (null: they may). */
export function outcomeRefusal(status: BookingStatus, meet: MeetState, side: "owner" | "sitter", now: Date): string | null {
  if (!isOpenForMeet(status)) return MEET_MESSAGES.notOpen;
  if (meet?.status !== "CONFIRMED") return MEET_MESSAGES.notConfirmed;
  if (now.getTime() < meet.at.getTime()) return MEET_MESSAGES.tooEarly;
  if ((side === "owner" ? meet.ownerOutcome : meet.sitterOutcome) !== null) return MEET_MESSAGES.alreadyJudged;
  return null;
}

/** The meet & greet as stored, for the views below. */
export type MeetRecord = {
  at: Date;
  place: MeetPlace;
  note: string | null;
  status: MeetStatus;
  declineReason: string | null;
  ownerOutcome: MeetOutcome | null;
  sitterOutcome: MeetOutcome | null;
} | null;

/**
 * What one side (the owner on their page, the sitter in the portal) sees of the meet & greet: the proposal, their
 * own outcome only (never the other side's), and what they may do now. `needed`: the first booking of the pair
 * still waits for it.
 */
export function meetViewFor(side: "owner" | "sitter", status: BookingStatus, meet: MeetRecord, summary: MeetSummary | undefined, now: Date) {
  const proposal = meet && {
    at: meet.at.toISOString(),
    place: meet.place,
    note: meet.note,
    status: meet.status,
    declineReason: meet.declineReason,
    yourOutcome: side === "owner" ? meet.ownerOutcome : meet.sitterOutcome,
  };
  return {
    needed: meetNeeded(summary),
    waived: summary?.waived ?? false,
    noMatch: status === "DECLINED" && (summary?.notAMatch ?? false),
    proposal,
    /** A proposal nobody answered before its time: it stands as "propuesto" until someone proposes another. */
    proposalLapsed: isOpenForMeet(status) && meet?.status === "PROPOSED" && meet.at.getTime() <= now.getTime(),
    canPropose: isOpenForMeet(status) && meet?.status !== "CONFIRMED",
    canAnswer: side === "owner" && answerRefusal(status, meet, now) === null,
    canJudge: outcomeRefusal(status, meet, side, now) === null,
    canWaive: side === "owner" && isOpenForMeet(status) && meetNeeded(summary),
  };
}
export type MeetView = ReturnType<typeof meetViewFor>;
