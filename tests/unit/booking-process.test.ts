import "@/lib/bookings/features";
import { BOOKING_MAILS } from "@/lib/bookings/lent";
import { MEET_SHEET } from "@/lib/bookings/meet/meet-sheet";
import { reviewWindowOpen } from "@/lib/bookings/reviews/review-rules";
import { allowedMoves, canMove, mayMove, moveTo, needsReason, REMINDERS, reminderDue, SHEET, sheetRow, timedMove, timerDueAt, type Actor, type SheetMove } from "@/lib/bookings/core/process";
import { BOOKING_STATUSES } from "@/lib/bookings/core/status";
import { STAY_NOTICES } from "@/lib/bookings/stay/stay-rules";
import { PROBLEM_NOTICES } from "@/lib/bookings/problems/problem-rules";
import { ALLOWED } from "../helpers/booking-sheet";

// The booking sheet (lib/bookings/core/process.ts) against the product's rules written out here by hand: every
// (from, to, who) the product allows, everything else refused; who must say why; every timer; who is told.
const ACTORS: Actor[] = ["team", "sitter", "owner", "system"];

describe("the booking sheet", () => {
  const every = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));

  it.each(every)("%s → %s by %s", (from, to, actor) => {
    const allowed = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(canMove(from, to, actor)).toBe(allowed);
  });

  it("names every move once, after who makes it (the history keeps the name)", () => {
    expect(SHEET.map((row) => row.name)).toEqual([
      "owner.request", "team.contact", "team.confirm", "sitter.accept", "team.decline", "sitter.decline", "owner.noMatch",
      "owner.cancel", "team.cancel", "sitter.cancel", "owner.acceptBackup", "sitter.handOver", "owner.pickUp", "sitter.handBack",
      "owner.reportNoShow", "sitter.reportNoShow", "system.expire", "team.complete", "system.complete",
    ]);
    for (const row of SHEET) expect(row.name.split(".")[0]).toBe(row.by);
  });

  it("finds a move by its name, and each actor's one move to a status where a contract speaks of statuses", () => {
    for (const row of SHEET) expect(sheetRow(row.name as SheetMove)).toBe(row);
    expect(moveTo("sitter", "CANCELLED")).toBe("sitter.cancel");
    expect(moveTo("owner", "CONFIRMED")).toBe("owner.acceptBackup");
    expect(moveTo("sitter", "COMPLETED")).toBe("sitter.handBack");
    expect(moveTo("owner", "COMPLETED")).toBe("owner.pickUp");
    // A no-show is reached by its name only: a contract's "CANCELLED" is still the cancellation.
    expect(moveTo("owner", "CANCELLED")).toBe("owner.cancel");
    expect(SHEET.filter((row) => row.byNameOnly).map((row) => row.name)).toEqual(["owner.reportNoShow", "sitter.reportNoShow"]);
    for (const actor of ACTORS) {
      const targets = SHEET.filter((row) => row.by === actor && !row.byNameOnly).map((row) => row.to);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it("lists the team's moves from each status (what the dashboard offers)", () => {
    expect(allowedMoves("RECEIVED", "team")).toEqual(["CONTACTED", "CONFIRMED", "DECLINED", "CANCELLED"]);
    expect(allowedMoves("CONTACTED", "team")).toEqual(["CONFIRMED", "DECLINED", "CANCELLED"]);
    expect(allowedMoves("CONFIRMED", "team")).toEqual(["COMPLETED", "CANCELLED"]);
    expect(allowedMoves("IN_PROGRESS", "team")).toEqual(["COMPLETED", "CANCELLED"]);
    for (const final of ["COMPLETED", "DECLINED", "CANCELLED", "EXPIRED"] as const) expect(allowedMoves(final, "team")).toEqual([]);
  });

  it("asks the team and the sitter for a reason when declining or cancelling, never the owner", () => {
    const asked = ALLOWED.filter(([from, to, actor]) => needsReason(from, to, actor)).map(([from, to, actor]) => `${from}→${to} ${actor}`);
    expect(asked).toEqual([
      "RECEIVED→DECLINED team", "RECEIVED→DECLINED sitter", "RECEIVED→CANCELLED team",
      "CONTACTED→DECLINED team", "CONTACTED→DECLINED sitter", "CONTACTED→CANCELLED team", "IN_PROGRESS→CANCELLED team", "CONFIRMED→CANCELLED team", "CONFIRMED→CANCELLED sitter",
    ]);
  });

  it("tells each person what concerns them, with a text for every message the sheet names", () => {
    // from → to by who: [recipient, message] — the owner hears every decision about their request, the team hears
    // what it did not do itself, the sitter hears what changes their days.
    const told = Object.fromEntries(
      SHEET.map((row) => [`${row.from?.join("|") ?? "—"}→${row.to} ${row.by}${row.byNameOnly ? ` (${row.name})` : ""}`, row.tell.map((n) => `${n.to}:${n.mail}`)]),
    );
    expect(told).toEqual({
      "—→RECEIVED owner": ["owner:booking-received", "team:team-new-booking", "sitter:sitter-new-request"],
      "RECEIVED→CONTACTED team": [],
      "RECEIVED|CONTACTED→CONFIRMED team": ["owner:booking-confirmed", "sitter:sitter-booking-confirmed"],
      "RECEIVED|CONTACTED→CONFIRMED sitter": ["owner:booking-confirmed", "team:team-sitter-answered"],
      "RECEIVED|CONTACTED→DECLINED team": ["owner:booking-declined"],
      "RECEIVED|CONTACTED→DECLINED sitter": ["owner:booking-declined", "team:team-sitter-answered"],
      "RECEIVED|CONTACTED→DECLINED owner": ["owner:booking-declined", "sitter:sitter-booking-declined", "team:team-booking-declined"],
      "RECEIVED|CONTACTED|CONFIRMED→CANCELLED owner": ["owner:booking-cancelled", "team:team-booking-cancelled", "sitter:sitter-booking-cancelled"],
      "RECEIVED|CONTACTED|CONFIRMED|IN_PROGRESS→CANCELLED team": ["owner:booking-cancelled-by-team", "sitter:sitter-booking-cancelled"],
      "CONFIRMED→CANCELLED sitter": ["owner:booking-cancelled-by-sitter", "team:team-sitter-cancelled"],
      "CANCELLED→CONFIRMED owner": ["owner:booking-moved-to-backup", "team:team-booking-moved-to-backup", "sitter:sitter-backup-booking"],
      "RECEIVED→EXPIRED system": ["owner:booking-expired"],
      "CONFIRMED→IN_PROGRESS sitter": ["owner:booking-handed-over"],
      "IN_PROGRESS→COMPLETED owner": ["owner:booking-completed", "sitter:sitter-picked-up"],
      "IN_PROGRESS→COMPLETED sitter": ["owner:booking-completed"],
      "CONFIRMED→CANCELLED owner (owner.reportNoShow)": ["owner:booking-sitter-no-show", "team:team-sitter-no-show", "sitter:sitter-no-show-recorded"],
      "CONFIRMED→CANCELLED sitter (sitter.reportNoShow)": ["owner:booking-family-no-show", "team:team-family-no-show"],
      "CONFIRMED|IN_PROGRESS→COMPLETED team": ["owner:booking-completed"],
      "CONFIRMED|IN_PROGRESS→COMPLETED system": ["owner:booking-completed"],
    });
    // The reminders: a request unanswered for 24 h reminds the sitter, once, and moves nothing.
    expect(REMINDERS.map((reminder) => [reminder.in, reminder.timer, reminder.tell])).toEqual([
      [["RECEIVED"], { after: "request", hours: 24 }, [{ to: "sitter", mail: "sitter-request-reminder" }]],
    ]);
    // The stay's notices: a report tells the owner, a missing one the team.
    expect(Object.values(STAY_NOTICES).map((notice) => notice.tell)).toEqual([[{ to: "owner", mail: "stay-report" }], [{ to: "team", mail: "team-missing-report" }]]);
    // The meet & greet: a proposal tells the owner (and the sitter when the team made it), the answer the other two.
    // Its sheet (lib/bookings/meet/meet-sheet.ts) says so row by row; both sides' "it went well" and the waiver settle it.
    expect(Object.fromEntries(MEET_SHEET.map((row) => [row.name, row.tell.map((n) => `${n.to}:${n.mail}`)]))).toEqual({
      "sitter.proposeMeet": ["owner:meet-proposed"],
      "team.proposeMeet": ["owner:meet-proposed", "sitter:sitter-meet-proposed"],
      "owner.confirmMeet": ["sitter:sitter-meet-answered", "team:team-meet-answered"],
      "owner.askOtherTime": ["sitter:sitter-meet-answered", "team:team-meet-answered"],
      "owner.judgeMeet": ["sitter:sitter-meet-settled", "team:team-meet-settled"],
      "sitter.judgeMeet": ["sitter:sitter-meet-settled", "team:team-meet-settled"],
      "owner.waiveMeet": ["sitter:sitter-meet-settled", "team:team-meet-settled"],
    });
    const named = new Set([...SHEET, ...REMINDERS, ...Object.values(STAY_NOTICES), ...Object.values(PROBLEM_NOTICES), ...MEET_SHEET].flatMap((row) => row.tell.map((notice) => notice.mail)));
    expect([...named].sort()).toEqual(Object.keys(BOOKING_MAILS).sort());
  });

  it("sends a reminder only while the request still waits and before it expires", () => {
    const [unanswered] = REMINDERS;
    const created = new Date("2026-03-01T12:00:00Z");
    const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
    const waiting = { status: "RECEIVED" as const, createdAt: created, endDate: null };
    expect([23.9, 24, 71.9, 72].map((hours) => reminderDue(unanswered, waiting, at(hours)))).toEqual([false, true, true, false]);
    expect(reminderDue(unanswered, { ...waiting, status: "CONFIRMED" }, at(30))).toBe(false);
  });

  it("makes only the system's moves by timer, and every system move has one", () => {
    for (const row of SHEET) expect(row.by === "system").toBe(row.timer !== undefined);
  });
});

describe("the sheet's timers and guards", () => {
  const created = new Date("2026-03-01T12:00:00Z");

  it("expires a RECEIVED request 72 hours after it arrived, not a minute before", () => {
    expect(timerDueAt({ after: "request", hours: 72 }, { createdAt: created, endDate: null })?.toISOString()).toBe("2026-03-04T12:00:00.000Z");
    const received = { status: "RECEIVED" as const, createdAt: created, endDate: null };
    expect(timedMove(received, new Date("2026-03-04T11:59:00Z"))).toBeNull();
    expect(timedMove(received, new Date("2026-03-04T12:00:00Z"))).toBe("EXPIRED");
    expect(timedMove({ ...received, status: "CONTACTED" }, new Date("2026-04-01T00:00:00Z"))).toBeNull();
  });

  it("completes a CONFIRMED or IN_PROGRESS booking 24 h after its last day ended in El Salvador", () => {
    const end = new Date("2026-03-10T00:00:00Z"); // the calendar day 10 March
    // 10 March ends at 11 March 00:00 in El Salvador (06:00 UTC); a day later: 12 March 06:00 UTC.
    expect(timerDueAt({ after: "stayEnd", days: 1 }, { createdAt: created, endDate: end })?.toISOString()).toBe("2026-03-12T06:00:00.000Z");
    const confirmed = { status: "CONFIRMED" as const, createdAt: created, endDate: end };
    expect(timedMove(confirmed, new Date("2026-03-12T05:59:00Z"))).toBeNull();
    expect(timedMove(confirmed, new Date("2026-03-12T06:00:00Z"))).toBe("COMPLETED");
    expect(timedMove({ ...confirmed, status: "IN_PROGRESS" }, new Date("2026-03-12T05:59:00Z"))).toBeNull();
    expect(timedMove({ ...confirmed, status: "IN_PROGRESS" }, new Date("2026-03-12T06:00:00Z"))).toBe("COMPLETED");
    expect(timedMove({ ...confirmed, endDate: null }, new Date("2030-01-01T00:00:00Z"))).toBeNull();
  });

  it("lets the owner cancel until their first day starts in El Salvador", () => {
    const start = new Date("2026-03-10T00:00:00Z");
    const booking = { status: "CONFIRMED" as const, createdAt: created, startDate: start, endDate: start };
    const ownerCancels = (b: typeof booking | (Omit<typeof booking, "status" | "startDate" | "endDate"> & { status: "COMPLETED" | "RECEIVED"; startDate: Date | null; endDate: Date | null }), at: string | Date) =>
      mayMove(b, "CANCELLED", "owner", new Date(at));
    expect(ownerCancels(booking, "2026-03-10T05:59:00Z")).toBe(true);
    expect(ownerCancels(booking, "2026-03-10T06:00:00Z")).toBe(false);
    expect(ownerCancels({ ...booking, status: "COMPLETED" }, "2026-01-01T00:00:00Z")).toBe(false);
    // A request without dates; and one not yet confirmed, until its last day ends.
    expect(ownerCancels({ ...booking, status: "RECEIVED", startDate: null, endDate: null }, new Date())).toBe(true);
    expect(ownerCancels({ ...booking, status: "RECEIVED" }, "2026-03-10T12:00:00Z")).toBe(true);
    expect(ownerCancels({ ...booking, status: "RECEIVED" }, "2026-03-11T06:00:00Z")).toBe(false);
    // The team is not held by the owner's guard.
    expect(mayMove(booking, "CANCELLED", "team", new Date("2026-03-11T00:00:00Z"))).toBe(true);
  });

  it("lets the owner move to the Plan B only after the sitter cancelled with a backup named, until the last day ends", () => {
    const start = new Date("2026-03-10T00:00:00Z");
    const cancelled = { status: "CANCELLED" as const, createdAt: created, startDate: start, endDate: new Date("2026-03-12T00:00:00Z") };
    const ready = { ...cancelled, planB: { backupSitterId: 7, cancelledBySitter: true } };
    const moves = (booking: typeof cancelled & { planB?: { backupSitterId: number | null; cancelledBySitter: boolean } }, at: string) =>
      mayMove(booking, "CONFIRMED", "owner", new Date(at));
    expect(moves(ready, "2026-03-11T12:00:00Z")).toBe(true);
    expect(moves(ready, "2026-03-13T05:59:00Z")).toBe(true);
    expect(moves(ready, "2026-03-13T06:00:00Z")).toBe(false);
    expect(moves({ ...ready, planB: { backupSitterId: null, cancelledBySitter: true } }, "2026-03-01T00:00:00Z")).toBe(false);
    expect(moves({ ...ready, planB: { backupSitterId: 7, cancelledBySitter: false } }, "2026-03-01T00:00:00Z")).toBe(false);
    expect(moves(cancelled, "2026-03-01T00:00:00Z")).toBe(false);
    // The sitter may give up a confirmed booking until its last day ends, not after.
    expect(mayMove({ ...cancelled, status: "CONFIRMED" }, "CANCELLED", "sitter", new Date("2026-03-11T12:00:00Z"))).toBe(true);
    expect(mayMove({ ...cancelled, status: "CONFIRMED" }, "CANCELLED", "sitter", new Date("2026-03-13T06:00:00Z"))).toBe(false);
  });

  it("keeps the review window open for 30 days after completion", () => {
    const completed = new Date("2026-03-13T06:00:00Z");
    expect(reviewWindowOpen(completed, new Date("2026-04-12T06:00:00Z"))).toBe(true);
    expect(reviewWindowOpen(completed, new Date("2026-04-12T06:00:01Z"))).toBe(false);
  });
});
