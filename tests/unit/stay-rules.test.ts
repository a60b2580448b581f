import { elSalvadorDay, elSalvadorTime } from "@/lib/bookings/core/stay";
import { petFileEditable, sitterReadsPetFile } from "@/lib/bookings/pet-file/pet-file-rules";
import { reportDueDays, reportWindowOpen } from "@/lib/bookings/stay/stay-rules";

// The stay's rules in El Salvador time (UTC-6): who may read or change the pet's file, when reports may be sent,
// and which days' reports were due.

const today = elSalvadorDay(new Date());
const day = (offset: number) => new Date(today.getTime() + offset * 24 * 3600 * 1000);
const at = (offset: number, hour: number) => elSalvadorTime(day(offset), hour);

describe("petFileEditable", () => {
  it.each([
    ["RECEIVED", 3, true],
    ["CONFIRMED", 0, true],
    ["CONFIRMED", -1, "ended"], // the last day was yesterday
    ["COMPLETED", 5, "ended"],
    ["CANCELLED", 5, "closed"],
    ["EXPIRED", 5, "closed"],
  ] as const)("%s ending %i days from today → %s", (status, endIn, expected) => {
    expect(petFileEditable({ status, endDate: day(endIn) }, at(0, 12))).toBe(expected);
  });
});

describe("sitterReadsPetFile", () => {
  const now = at(0, 12);
  it.each([
    ["RECEIVED", null, false],
    ["CONTACTED", null, false],
    ["CONFIRMED", null, true],
    ["COMPLETED", day(-29), true],
    ["COMPLETED", day(-31), false],
    ["CANCELLED", null, false],
  ] as const)("%s (completed %s) → %s", (status, completedAt, expected) => {
    expect(sitterReadsPetFile({ status, completedAt }, now)).toBe(expected);
  });
});

describe("reportWindowOpen", () => {
  const booking = { status: "CONFIRMED", startDate: day(0), endDate: day(1) };
  it.each([
    [at(-1, 23), false], // the evening before
    [at(0, 0), true], // midnight of the first day, El Salvador
    [at(2, 23), true], // the day after the last
    [at(3, 0), false],
  ])("at %s → %s", (now, expected) => expect(reportWindowOpen(booking, now)).toBe(expected));
  it("only for a confirmed booking with dates", () => {
    expect(reportWindowOpen({ ...booking, status: "RECEIVED" }, at(0, 12))).toBe(false);
    expect(reportWindowOpen({ ...booking, startDate: null }, at(0, 12))).toBe(false);
  });
});

describe("reportDueDays", () => {
  const care = { service: "BOARDING", startDate: day(-1), endDate: day(1) };
  it("boarding and day care: yesterday, and today once it is 19:00", () => {
    expect(reportDueDays(care, at(0, 18), 19)).toEqual([day(-1)]);
    expect(reportDueDays(care, at(0, 19), 19)).toEqual([day(-1), day(0)]);
  });
  it("a walk: only once its day has ended", () => {
    expect(reportDueDays({ ...care, service: "WALK" }, at(0, 23), 19)).toEqual([day(-1)]);
  });
  it("never a day outside the stay", () => {
    expect(reportDueDays({ ...care, startDate: day(0) }, at(0, 20), 19)).toEqual([day(0)]);
    expect(reportDueDays({ ...care, startDate: day(1), endDate: day(2) }, at(0, 20), 19)).toEqual([]);
  });
});
