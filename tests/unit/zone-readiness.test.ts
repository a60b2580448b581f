import { addDays, todayInElSalvador } from "@/lib/dates";
import {
  DEFAULT_READINESS_THRESHOLDS,
  hasFreeDay,
  isReadySitter,
  isReadyToOpen,
  readySittersByZone,
  type SitterForReadiness,
} from "@/lib/zones/readiness";

// Which sitters count toward a zone's opening, and when a closed zone is «Lista para abrir».

const today = todayInElSalvador();
const day = (offset: number) => addDays(today, offset);
const sitter = (overrides: Partial<SitterForReadiness> = {}): SitterForReadiness => ({
  department: "Santa Ana",
  municipality: "Santa Ana",
  published: true,
  verified: true,
  busy: [],
  ...overrides,
});

describe("a ready sitter: verified, published and free some day in the next 14 (today and 13 more)", () => {
  it.each<[string, boolean, Partial<SitterForReadiness>]>([
    ["nothing busy", true, {}],
    ["not published", false, { published: false }],
    ["checks missing (documents or interview)", false, { verified: false }],
    ["busy all 14 days", false, { busy: [{ start: day(0), end: day(13) }] }],
    ["busy all 14 days in two ranges", false, { busy: [{ start: day(0), end: day(6) }, { start: day(7), end: day(13) }] }],
    ["busy from yesterday to the window's end", false, { busy: [{ start: day(-1), end: day(20) }] }],
    ["free only today", true, { busy: [{ start: day(1), end: day(30) }] }],
    ["free only the 14th day", true, { busy: [{ start: day(0), end: day(12) }] }],
    ["free only the 15th day (outside the window)", false, { busy: [{ start: day(0), end: day(13) }, { start: day(15), end: day(20) }] }],
    ["one free day between two ranges", true, { busy: [{ start: day(0), end: day(4) }, { start: day(6), end: day(13) }] }],
    ["busy only in the past", true, { busy: [{ start: day(-10), end: day(-1) }] }],
  ])("%s → ready: %s", (_, ready, overrides) => {
    expect(isReadySitter(sitter(overrides), today)).toBe(ready);
  });

  it("hasFreeDay looks at exactly the days asked for", () => {
    expect(hasFreeDay([{ start: day(0), end: day(2) }], today, 3)).toBe(false);
    expect(hasFreeDay([{ start: day(0), end: day(2) }], today, 4)).toBe(true);
    expect(hasFreeDay([], today, 0)).toBe(false);
  });
});

describe("ready sitters by zone", () => {
  it("counts each ready sitter in the one zone of their place, and no one outside the 14 departamentos", () => {
    const counts = readySittersByZone(
      [
        sitter(),
        sitter({ municipality: "Chalchuapa" }),
        sitter({ municipality: "Chalchuapa", verified: false }),
        sitter({ department: "La Libertad", municipality: "Santa Tecla" }),
        sitter({ department: "La Libertad", municipality: "Zaragoza" }),
        sitter({ department: "la union", municipality: "" }),
        sitter({ department: "Guatemala", municipality: "Antigua" }),
        sitter({ department: "San Miguel", busy: [{ start: day(0), end: day(13) }] }),
      ],
      today,
    );
    expect(Object.fromEntries(counts)).toEqual({ "santa-ana": 2, "santa-tecla": 1, "resto-la-libertad": 1, "la-union": 1 });
  });
});

describe("«Lista para abrir»: a closed zone with both thresholds reached", () => {
  const t = DEFAULT_READINESS_THRESHOLDS;
  it("defaults to 5 sitters ready and 30 families waiting", () => {
    expect(t).toEqual({ readySitters: 5, waitingFamilies: 30 });
  });

  it.each<[string, "WAITLIST" | "INVITE" | "OPEN", number, number, boolean]>([
    ["on the waitlist, both exactly reached", "WAITLIST", 5, 30, true],
    ["by invitation, both passed", "INVITE", 9, 120, true],
    ["one sitter short", "WAITLIST", 4, 30, false],
    ["one family short", "WAITLIST", 5, 29, false],
    ["neither", "INVITE", 0, 0, false],
    ["already open", "OPEN", 50, 500, false],
  ])("%s (%s, %i ready, %i waiting) → %s", (_, state, readySitters, waiting, ready) => {
    expect(isReadyToOpen(state, { readySitters, waiting, applied: 100 }, t)).toBe(ready);
  });

  it("reads the team's thresholds, whatever the sitters who applied", () => {
    const figures = { readySitters: 2, waiting: 3, applied: 0 };
    expect(isReadyToOpen("WAITLIST", figures, { readySitters: 2, waitingFamilies: 3 })).toBe(true);
    expect(isReadyToOpen("WAITLIST", figures, { readySitters: 3, waitingFamilies: 3 })).toBe(false);
    expect(isReadyToOpen("WAITLIST", figures, { readySitters: 2, waitingFamilies: 4 })).toBe(false);
  });
});
