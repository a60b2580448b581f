import { EFFECTS, GUARDS, MEET_NOTICES, REMINDERS, SHEET, STAY_NOTICES, type Timer, type Transition } from "@/lib/bookings/process";

// The booking sheet as the README shows it: one Markdown row per transition (`npm run sheet` writes it between
// the README's booking-sheet markers; tests/unit/readme-sheet.test.ts fails when that copy is stale).

export const SHEET_MARKERS = { start: "<!-- booking-sheet:start -->", end: "<!-- booking-sheet:end -->" } as const;

const timerText = (timer: Timer) => (timer.after === "request" ? `${timer.hours} h after the request arrived` : `${timer.days} days after the stay's last day`);

function guardText(row: Transition): string {
  const guards = [...(row.needsReason ? ["a reason"] : []), ...(row.guards ?? []).map((name) => GUARDS[name].says)];
  return guards.join("; ") || "—";
}

const told = (tell: Transition["tell"]) => tell.map((notice) => `${notice.to}: \`${notice.mail}\``).join("<br>") || "nobody";

export function sheetMarkdown(): string {
  const lines = [
    "| move | from | to | who | guard | timer | who is told (text in `lib/bookings/mails.ts`) |",
    "|---|---|---|---|---|---|---|",
    ...SHEET.map((row) =>
      [
        `\`${row.name}\``,
        row.from ? row.from.join(", ") : "— (new request)",
        row.effect ? `${row.to} (${EFFECTS[row.effect].says})` : row.to,
        row.by,
        guardText(row),
        row.timer ? timerText(row.timer) : "—",
        told(row.tell),
      ].join(" | "),
    ).map((cells) => `| ${cells} |`),
    // Reminders move nothing: the booking stays where it is, and the e-mails go out once.
    ...REMINDERS.map((reminder) => `| — | ${reminder.in.join(", ")} | (stays: a reminder) | system | — | ${timerText(reminder.timer)} | ${told(reminder.tell)} |`),
    // Notices during the stay: the sitter's report, and the check for a missing one.
    `| — | CONFIRMED | (stays: a report arrives) | sitter | the stay's first day to the day after its last | — | ${told(STAY_NOTICES.reportArrived.tell)} (at most one e-mail every ${STAY_NOTICES.reportArrived.everyHours} h; reports meanwhile join it) |`,
    `| — | CONFIRMED | (stays: no report that day) | system | a stay day without a report | ${STAY_NOTICES.reportMissing.byHour}:00 of the day (a walk: its end) | ${told(STAY_NOTICES.reportMissing.tell)} (once per day) |`,
    // The meet & greet (lib/bookings/meet.ts): proposals and the owner's answer move nothing.
    `| — | RECEIVED, CONTACTED | (stays: a meet & greet proposed) | sitter | — | — | ${told(MEET_NOTICES.proposed.tell)} |`,
    `| — | RECEIVED, CONTACTED | (stays: a meet & greet proposed) | team | — | — | ${told(MEET_NOTICES.proposedByTeam.tell)} |`,
    `| — | RECEIVED, CONTACTED | (stays: the owner confirms the meet & greet or asks for another time) | owner | the proposed time has not passed | — | ${told(MEET_NOTICES.answered.tell)} |`,
    `| — | RECEIVED, CONTACTED | (stays: both said the meet & greet went well, or the owner skipped it) | owner, sitter | — | — | ${told(MEET_NOTICES.settled.tell)} |`,
  ];
  return lines.join("\n");
}

/** `readme` with the sheet written between its markers (throws when the markers are missing). */
export function withSheet(readme: string): string {
  const start = readme.indexOf(SHEET_MARKERS.start);
  const end = readme.indexOf(SHEET_MARKERS.end);
  if (start < 0 || end < start) throw new Error(`README.md lacks the ${SHEET_MARKERS.start} … ${SHEET_MARKERS.end} markers`);
  return `${readme.slice(0, start + SHEET_MARKERS.start.length)}\n${sheetMarkdown()}\n${readme.slice(end)}`;
}
