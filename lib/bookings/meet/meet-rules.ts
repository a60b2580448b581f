import type { GuardedBooking, SheetGuard } from "@/lib/bookings/core/process";
import type { BookingStatus, MeetOutcome, MeetPlace, MeetStatus } from "@/lib/generated/prisma/enums";
import { ANSWERING_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import { formatDateTime } from "@/lib/format/dates";
import { DAY_MS } from "@/lib/dates/units";
import { formatWhatsapp, whatsappContact } from "@/lib/site/whatsapp-number";

// The meet & greet (encuentro de bienvenida) as pure rules: its words, its stage, and whether a first booking between
// an owner and a sitter may be confirmed. Its moves and their guards are its own sheet (lib/bookings/meet/meet-sheet.ts),
// which lib/bookings/meet/meet.ts applies.

/** Why a request ends after a meet & greet that did not go well, whoever said so (neither side learns who). */
export const NO_MATCH_REASON = "No hubo match";

/** How far ahead a meeting may be set when neither the stay's first day nor the request's expiry bounds it. */
export const MEET_DAYS_AHEAD = 365;

/** Only a request still being answered may get a meet & greet, be answered or judged. */
export const isOpenForMeet = (status: BookingStatus) => statusIn(ANSWERING_STATUSES, status);

/** Why a first booking may be confirmed now, as the sitter's and the team's e-mails say it. */
export const SETTLED_BECAUSE = {
  bothGood: "los dos contaron que les fue bien en el encuentro de bienvenida",
  waived: "el dueño dice que no necesita el encuentro de bienvenida",
} as const;

export const MEET_MESSAGES = {
  notOpen: "Esta solicitud ya no está abierta: el encuentro de bienvenida solo se organiza antes de confirmarla.",
  atPast: "Elige una fecha y hora que todavía no hayan pasado.",
  atFromStayStart: "El encuentro es antes de la estadía o al entregar la mascota, su primer día: elige una hora hasta el final de ese día.",
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
  videoHandover:
    "El encuentro del primer día es la entrega de la mascota: no puede ser por videollamada. Elige en casa del cuidador, en casa del dueño o en un lugar público.",
  sitterAddress: "Para un encuentro en tu casa, escribe tu dirección (colonia y calle): se la damos al dueño cuando confirme el encuentro.",
  ownerAddress: "Para un encuentro en tu casa, escribe tu dirección (colonia y calle): se la damos al cuidador al confirmar el encuentro.",
  address: "Escribe la dirección: colonia y calle (la referencia es opcional).",
  coloniaRequired: "Escribe la colonia o el barrio.",
  coloniaLong: "La colonia puede tener como máximo 120 caracteres.",
  streetRequired: "Escribe la calle, el pasaje y el número de casa.",
  streetLong: "La calle puede tener como máximo 200 caracteres.",
  referenceLong: "La referencia puede tener como máximo 300 caracteres.",
  unsettled:
    "Primero el encuentro de bienvenida: es la primera reserva entre este dueño y este cuidador, y se confirma cuando los dos cuentan que les fue bien (o el dueño dice que no lo necesita).",
} as const;

/** The meet & greet as it stands (null: none proposed). */
export type MeetState = { status: MeetStatus; at: Date; ownerOutcome: MeetOutcome | null; sitterOutcome: MeetOutcome | null } | null;

/**
 * Where the meet & greet stands (its sheet: lib/bookings/meet/meet-sheet.ts): none proposed, proposed, another time asked,
 * confirmed, held (its time came), good (both said so), not a match (either side said so), or waived by the owner.
 */
export type MeetStage = "none" | "proposed" | "otherTime" | "confirmed" | "held" | "good" | "notAMatch" | "waived";

/** How `side` said the meeting went (null: not yet). */
export const answeredBy = (meet: NonNullable<MeetState>, side: "owner" | "sitter") => (side === "owner" ? meet.ownerOutcome : meet.sitterOutcome);

/**
 * The meeting a page shows, on every side (owner, sitter, team): after the owner's waiver, a proposal nobody met at
 * yet is gone, not left "propuesto" beside "no necesitas el encuentro"; a meeting held and judged stays.
 */
export function meetShown<M extends { ownerOutcome: MeetOutcome | null; sitterOutcome: MeetOutcome | null }>(meet: M | null, waived: boolean): M | null {
  return meet && (waived && !meet.ownerOutcome && !meet.sitterOutcome ? null : meet);
}

/** The stage of a meet & greet at `now`: its time moves a confirmed meeting to held. */
export function meetStage(meet: MeetState, waived: boolean, now: Date = new Date()): MeetStage {
  if (waived) return "waived";
  if (!meet) return "none";
  if (meet.status === "PROPOSED") return "proposed";
  if (meet.status === "DECLINED") return "otherTime";
  if (meet.ownerOutcome === "NOT_A_MATCH" || meet.sitterOutcome === "NOT_A_MATCH") return "notAMatch";
  if (meet.ownerOutcome === "GOOD" && meet.sitterOutcome === "GOOD") return "good";
  return now.getTime() < meet.at.getTime() ? "confirmed" : "held";
}

/** What the sheet's meet guards read of a booking (lib/bookings/core/process.ts). */
export type MeetSummary = {
  /** Where its meet & greet stands now. */
  stage: MeetStage;
  /** No other booking of the same owner e-mail with the same sitter was ever confirmed or completed. */
  firstOfPair: boolean;
  bothGood: boolean;
  notAMatch: boolean;
  waived: boolean;
};

export function meetSummary(firstOfPair: boolean, meet: MeetState, waived: boolean, now: Date = new Date()): MeetSummary {
  return {
    stage: meetStage(meet, waived, now),
    firstOfPair,
    bothGood: meet?.ownerOutcome === "GOOD" && meet.sitterOutcome === "GOOD",
    notAMatch: meet?.ownerOutcome === "NOT_A_MATCH" || meet?.sitterOutcome === "NOT_A_MATCH",
    waived,
  };
}

/** A first booking of a pair is confirmed only once its meet & greet is settled: both sides called it good, or the owner waived it. */
export const meetSettled = (summary: MeetSummary | undefined) => !summary || !summary.firstOfPair || summary.stage === "good" || summary.stage === "waived";

/** Whether the booking needs the owner to meet the sitter first (what the pages explain). */
export const meetNeeded = (summary: MeetSummary | undefined) => !meetSettled(summary);

/**
 * The latest a meeting may be: by the end of the stay's first day (El Salvador time; a meeting that day is the
 * hand-over), and while the request is RECEIVED, before the sheet's timer expires it (a first booking of the pair
 * is confirmed only after the meeting).
 */
export type MeetDeadlines = { stayStarts: Date | null; requestExpires: Date | null };

/** The end of the stay's first day: the last moment a meeting may be (the hand-over), or null without dates. */
export const firstDayEnds = (deadlines: Pick<MeetDeadlines, "stayStarts">) => (deadlines.stayStarts ? new Date(deadlines.stayStarts.getTime() + DAY_MS) : null);

/**
 * A meeting on the stay's first day is the hand-over: a same-day or next-day first booking meets when
 * the owner brings the pet, and the stay goes on when both say it went well (or ends there with "No hubo match").
 */
export function isHandoverMeeting(at: Date | string, stayStarts: Date | null): boolean {
  const end = firstDayEnds({ stayStarts });
  const moment = new Date(at).getTime();
  return stayStarts !== null && end !== null && moment >= stayStarts.getTime() && moment < end.getTime();
}

/** Whether a meeting can still be proposed for a request (there is time before its deadlines), at `now`. */
export function meetingStillPossible(deadlines: MeetDeadlines, now: Date): boolean {
  const latest = [firstDayEnds(deadlines), deadlines.requestExpires].filter((moment): moment is Date => moment !== null);
  return latest.every((moment) => moment.getTime() > now.getTime());
}

/** Where a meeting at a home is, as its host writes it when proposing (the sitter) or confirming (the owner). */
export type MeetAddress = { colonia: string; street: string; reference?: string | null };

/**
 * Whose address a meeting at `place` needs and when: the sitter's when the sitter proposes one at their home, the
 * owner's when the owner confirms one at theirs. The team proposing one at the sitter's home may give it (the home
 * check knows it) but is not asked to.
 */
export function addressRefusal(move: "sitter.proposeMeet" | "team.proposeMeet" | "owner.confirmMeet", place: MeetPlace, address: MeetAddress | undefined): string | null {
  if (address) return null;
  if (move === "sitter.proposeMeet" && place === "SITTER_HOME") return MEET_MESSAGES.sitterAddress;
  if (move === "owner.confirmMeet" && place === "OWNER_HOME") return MEET_MESSAGES.ownerAddress;
  return null;
}

/** A meeting at one of the homes: the only places with an address. */
export const atHome = (place: MeetPlace) => place === "SITTER_HOME" || place === "OWNER_HOME";

/** "Pasaje Los Pinos #12, Colonia Escalón. Referencia: portón verde" */
export const addressLine = (address: MeetAddress) =>
  `${address.street}, ${address.colonia}.${address.reference ? ` Referencia: ${address.reference}` : ""}`;

/**
 * What a confirmed meeting shares with both sides, as lines (the thread's message from the team and the meeting's
 * notice): the address of a meeting at a home and both WhatsApp numbers, so they can find and call each other.
 */
export function sharedOnConfirm(address: MeetAddress | null, people: { owner: MeetOther; sitter: MeetOther }): string[] {
  const numbers = [people.owner, people.sitter].map((person) => person && whatsappContact(person)).filter((contact) => contact !== null);
  return [
    ...(address ? [`Dirección: ${addressLine(address)}`] : []),
    ...numbers.map((contact) => `WhatsApp de ${contact.firstName}: ${formatWhatsapp(contact.whatsapp)}`),
  ];
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
  /** A meeting at a home: its host's address (lib/bookings/meet/meet.ts keeps it only there). */
  addressColonia?: string | null;
  addressStreet?: string | null;
  addressReference?: string | null;
} | null;

/** The address of a confirmed meeting at a home, as one line for the other side; null before it is confirmed. */
export function confirmedAddress(meet: MeetRecord): string | null {
  if (meet?.status !== "CONFIRMED" || !meet.addressColonia || !meet.addressStreet) return null;
  return addressLine({ colonia: meet.addressColonia, street: meet.addressStreet, reference: meet.addressReference });
}

/** The other side of a meet & greet, as its view may name them. */
export type MeetOther = { name: string; whatsapp: string | null } | null;

/**
 * Whom to reach for a meet & greet in person (at a public place or a home) once it is confirmed: the other side's
 * first name and WhatsApp (E.164), so they can find each other there. Null by video call, before it is confirmed, or
 * without a readable number.
 */
export function meetContact(meet: MeetRecord, other: MeetOther): { firstName: string; whatsapp: string } | null {
  if (!meet || meet.place === "VIDEO" || meet.status !== "CONFIRMED" || !other?.whatsapp) return null;
  return whatsappContact(other);
}

declare module "@/lib/bookings/core/process" {
  interface LentGuardData {
    /** What the meet & greet's guards of the booking sheet read: the pair's meet summary (MEET_PARTS loads it). */
    meetCheck: MeetSummary;
  }
}

/** The booking sheet's guards the meet & greet lends (lib/bookings/core/process.ts names them on its rows). */
export const MEET_BOOKING_GUARDS = {
  meetSettled: {
    says: "first booking of the pair (owner e-mail, sitter): a meet & greet both called good, or the owner waived it",
    needs: "meetCheck",
    check: (booking: GuardedBooking) => meetSettled(booking.meetCheck),
    message: MEET_MESSAGES.unsettled,
    field: "meet",
  },
  noMatch: {
    says: `a meet & greet the owner called not a match (reason «${NO_MATCH_REASON}»)`,
    needs: "meetCheck",
    check: (booking: GuardedBooking) => booking.meetCheck?.notAMatch === true,
    message: MEET_MESSAGES.notConfirmed,
    field: "meet",
  },
} as const satisfies Record<string, SheetGuard>;
