import { meetStage, type MeetStage, type MeetState } from "@/lib/bookings/meet/meet-rules";
import { MEET_GUARDS, MEET_SHEET, meetRefusal } from "@/lib/bookings/meet/meet-sheet";

// The meet & greet's own sheet (lib/bookings/meet/meet-sheet.ts) as a table: from each stage an open request's meeting can
// be in, exactly the rows whose `from` holds it may be made (their other guards satisfied); every guard has words.

const now = new Date("2026-05-10T15:00:00Z");
const hour = (h: number) => new Date(now.getTime() + h * 3_600_000);
const meeting = (status: "PROPOSED" | "CONFIRMED" | "DECLINED", at: Date, ownerOutcome: "GOOD" | null = null, sitterOutcome: "GOOD" | null = null): MeetState => ({ status, at, ownerOutcome, sitterOutcome });

// A meeting at each stage, with a proposal's time that every time guard accepts.
const AT_STAGE: [MeetStage, MeetState][] = [
  ["none", null],
  ["proposed", meeting("PROPOSED", hour(24))],
  ["otherTime", meeting("DECLINED", hour(24))],
  ["confirmed", meeting("CONFIRMED", hour(24))],
  ["held", meeting("CONFIRMED", hour(-1), "GOOD")],
  ["good", meeting("CONFIRMED", hour(-1), "GOOD", "GOOD")],
];

describe("the meet & greet's sheet", () => {
  it.each(AT_STAGE)("from %s: exactly the rows that start there may be made", (stage, meet) => {
    expect(meetStage(meet, false, now)).toBe(stage);
    const context = { status: "RECEIVED" as const, meet, at: hour(2), deadlines: { stayStarts: hour(72), requestExpires: hour(48) }, needed: stage !== "good", waived: false, now };
    for (const row of MEET_SHEET) {
      const side = row.by === "team" ? undefined : row.by;
      // The judging rows: the side that has not said it yet (the owner already did at "held").
      const judging = row.name.endsWith("judgeMeet") && stage === "held" && row.by === "owner" ? { ...context, meet: { ...meet!, ownerOutcome: null } } : context;
      const allowed = (row.from as readonly MeetStage[]).includes(stage);
      expect([row.name, meetRefusal(row.name, { ...judging, side }) === null]).toEqual([row.name, allowed]);
    }
  });

  it("refuses everything once the request is closed, and a second waiver", () => {
    for (const row of MEET_SHEET) expect(meetRefusal(row.name, { status: "CONFIRMED", meet: null, needed: true, now })?.field).toBe("status");
    expect(meetRefusal("owner.waiveMeet", { status: "RECEIVED", meet: null, needed: false, waived: true, now })?.error).toMatch(/Ya dijiste/);
    expect(meetStage(null, true, now)).toBe("waived");
  });

  it("names each move after who makes it, and words every guard", () => {
    for (const row of MEET_SHEET) expect(row.name.split(".")[0]).toBe(row.by);
    expect(new Set(MEET_SHEET.map((row) => row.name)).size).toBe(MEET_SHEET.length);
    for (const guard of Object.values(MEET_GUARDS)) expect(guard.says.length).toBeGreaterThan(5);
  });
});
