import { REMINDERS, SHEET, type StayDayTimer, type StayNotice, type Tell, type Timer, type Transition } from "@/lib/bookings/core/process";
import { BOOKING_WHATSAPP, EFFECTS, GUARDS, MARKS } from "@/lib/bookings/lent";
import { MEET_GUARDS, MEET_SHEET, MEET_TIMERS } from "@/lib/bookings/meet/meet-sheet";
import { STAY_NOTICES } from "@/lib/bookings/stay/stay-rules";
import { PROBLEM_NOTICES } from "@/lib/bookings/problems/problem-rules";

// The booking sheet and the meet & greet's sheet as docs/booking-loop.md shows them, every row printed from their
// declarations (lib/bookings/core/process.ts, the features' guards and texts joined in lib/bookings/lent.ts, the stay's
// notices in lib/bookings/stay/stay-rules.ts, lib/bookings/meet/meet-sheet.ts): `npm run sheet` writes them between
// that doc's booking-sheet markers; tests/unit/booking-sheet-doc.test.ts fails when that copy is stale.

export const SHEET_MARKERS = { start: "<!-- booking-sheet:start -->", end: "<!-- booking-sheet:end -->" } as const;

function timerText(timer: Timer | StayDayTimer): string {
  if (timer.after === "request") return `${timer.hours} h after the request arrived`;
  if (timer.after === "stayDay") return `${timer.hour}:00 of each stay day (a walk: its end)`;
  return `${timer.days} ${timer.days === 1 ? "day" : "days"} after the stay's last day`;
}

function guardText(row: Transition): string {
  const guards = [...(row.needsReason ? ["a reason"] : []), ...(row.guards ?? []).map((name) => GUARDS[name as keyof typeof GUARDS].says)];
  return guards.join("; ") || "—";
}

/** Each notice's e-mail and, for those who opted in, its WhatsApp template: one notice, two channels. */
const told = (tell: Tell) =>
  tell
    .map((notice) => {
      const whatsapp = (BOOKING_WHATSAPP as Partial<Record<string, { template: string }>>)[notice.mail];
      return `${notice.to}: \`${notice.mail}\`${whatsapp ? ` + WhatsApp \`${whatsapp.template}\`` : ""}`;
    })
    .join("<br>") || "nobody";
const cells = (values: string[]) => `| ${values.join(" | ")} |`;

function bookingSheet(): string[] {
  return [
    "| move | from | to | who | guard | timer | who is told (texts: the loop's in `lib/bookings/core/mails.ts`, a feature's in its `*-texts.ts`; WhatsApp only to opted-in numbers) |",
    "|---|---|---|---|---|---|---|",
    ...SHEET.map((row) =>
      cells([
        `\`${row.name}\``,
        row.from ? row.from.join(", ") : "— (new request)",
        [row.to, ...(row.effect ? [`(${EFFECTS[row.effect as keyof typeof EFFECTS].says})`] : []), ...(row.mark ? [`(on the record: ${MARKS[row.mark as keyof typeof MARKS].says})`] : [])].join(" "),
        row.by,
        guardText(row),
        row.timer ? timerText(row.timer) : "—",
        told(row.tell),
      ]),
    ),
    // Reminders move nothing: the booking stays where it is, and the e-mails go out once.
    ...REMINDERS.map((reminder) => cells([`\`system.${reminder.name}\``, reminder.in.join(", "), "(stays: a reminder)", "system", "—", timerText(reminder.timer), `${told(reminder.tell)} (once)`])),
    // The stay's notices (the sitter's report, the day clock's check for a missing one…) and the problems', each a line.
    ...[...Object.values(STAY_NOTICES as Record<string, StayNotice>), ...Object.values(PROBLEM_NOTICES as Record<string, StayNotice>)].map((notice) =>
      cells([
        "—", notice.in.join(", "), `(stays: ${notice.event})`, notice.by, notice.when, notice.timer ? timerText(notice.timer) : "—",
        `${told(notice.tell)}${notice.note ? ` (${notice.note})` : ""}`,
      ]),
    ),
  ];
}

function meetSheet(): string[] {
  return [
    "",
    "The meet & greet's own sheet (`lib/bookings/meet/meet-sheet.ts`), for a request still open; its stages: none, proposed, otherTime (another time asked), confirmed, held (its time came), good, notAMatch, waived.",
    "",
    "| move | from | to | who | guards (in order) | who is told |",
    "|---|---|---|---|---|---|",
    ...MEET_SHEET.map((row) =>
      cells([
        `\`${row.name}\``,
        row.from.join(", "),
        row.to.join(" or "),
        row.by,
        [...("needsReason" in row && row.needsReason ? ["a reason"] : []), ...row.guards.map((name) => MEET_GUARDS[name].says)].join("; "),
        `${told(row.tell)}${"also" in row ? ` (${row.also})` : ""}`,
      ]),
    ),
    ...MEET_TIMERS.map((timer) => cells(["— (timer)", timer.from, timer.to, "system", timer.when, "nobody"])),
  ];
}

export function sheetMarkdown(): string {
  return [...bookingSheet(), ...meetSheet()].join("\n");
}

/** `doc` with the sheet written between its markers (throws when the markers are missing). */
export function withSheet(doc: string): string {
  const start = doc.indexOf(SHEET_MARKERS.start);
  const end = doc.indexOf(SHEET_MARKERS.end);
  if (start < 0 || end < start) throw new Error(`the document lacks the ${SHEET_MARKERS.start} … ${SHEET_MARKERS.end} markers`);
  return `${doc.slice(0, start + SHEET_MARKERS.start.length)}\n${sheetMarkdown()}\n${doc.slice(end)}`;
}
