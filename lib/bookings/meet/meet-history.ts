import type { MeetOutcome, MeetPlace } from "@/lib/generated/prisma/enums";
import { MEET_PLACE_LABELS_STAFF } from "@/lib/bookings/meet/meet-places";
import { formatDateTime } from "@/lib/format/dates";
import { firstName } from "@/lib/format/text";

// The meet & greet's history as the team's card reads it: one line per move of its sheet (./meet-sheet.ts), in
// Spanish words. Pure, so the card renders it and a unit test reads it.

/** One move as the team's JSON carries it (`meetHistory` of GET /api/admin/bookings). */
export type MeetHistoryStep = {
  /** The sheet's row: `sitter.proposeMeet`, `owner.askOtherTime`, `owner.judgeMeet`… */
  move: string;
  by: "owner" | "sitter" | "team" | "system" | "unknown";
  /** The person's e-mail (team, sitter), or "owner". */
  changedBy: string;
  at: Date | string;
  meetingAt: Date | string | null;
  place: MeetPlace | null;
  reason: string | null;
  outcome: MeetOutcome | null;
};

/** Who the line names: the owner and the sitter by their first name, the team as such. */
export type MeetHistoryNames = { owner: string; sitter: string | null };

const OUTCOME_SAID = { GOOD: "contó que les fue bien en el encuentro", NOT_A_MATCH: "contó que no hubo match" } as const;

function subject(step: MeetHistoryStep, names: MeetHistoryNames): string {
  if (step.by === "owner") return firstName(names.owner);
  if (step.by === "sitter") return names.sitter ? firstName(names.sitter) : "El cuidador";
  return "El equipo";
}

const said = (reason: string | null) => (reason ? `: «${reason}»` : "");

/** "Carlos propuso el encuentro para el jueves, 3 de diciembre de 2026, 10:00, en casa del dueño". */
export function meetHistoryLine(step: MeetHistoryStep, names: MeetHistoryNames): string {
  const who = subject(step, names);
  switch (step.move.split(".")[1]) {
    case "proposeMeet": {
      const when = step.meetingAt ? ` para el ${formatDateTime(step.meetingAt)}` : "";
      const where = step.place ? `, ${MEET_PLACE_LABELS_STAFF[step.place].toLowerCase()}` : "";
      return `${who} propuso el encuentro${when}${where}`;
    }
    case "askOtherTime":
      return `${who} pidió otra hora${said(step.reason)}`;
    case "confirmMeet":
      return `${who} lo confirmó`;
    case "judgeMeet":
      return `${who} ${step.outcome ? OUTCOME_SAID[step.outcome] : "contó cómo les fue"}`;
    case "waiveMeet":
      return `Encuentro omitido por ${step.by === "owner" ? firstName(names.owner) : "el equipo"}${said(step.reason)}`;
    default:
      return `${who}: ${step.move}`;
  }
}
