import { fillRate, percentile, repeatFamilies, replyFigures, requestFigures, type RequestFacts } from "@/lib/pulse/figures";
import { levelOf } from "@/lib/pulse/thresholds";
import { mondayOf, pulseWeeks, weekIndexOf } from "@/lib/pulse/weeks";
import { searchedZone } from "@/lib/pulse/searched-zone";

// The pulse's figures as pure rules (median and p90 reply, fill rate, repeat families), its weeks
// and its thresholds.

const HOUR = 60 * 60 * 1000;
const now = new Date();
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
/** A request that arrived `age` hours ago and was answered `reply` hours after (null: not yet). */
const request = (age: number, reply: number | null, more: Partial<RequestFacts> = {}): RequestFacts => ({
  email: "familia@example.com",
  createdAt: ago(age),
  firstReplyAt: reply === null ? null : new Date(ago(age).getTime() + reply * HOUR),
  confirmed: false,
  open: false,
  cameBack: false,
  ...more,
});

describe("percentile (PostgreSQL's percentile_cont)", () => {
  it.each([
    [[], 0.5, null],
    [[5], 0.5, 5],
    [[5], 0.9, 5],
    [[2, 4], 0.5, 3],
    [[30, 2, 10, 4], 0.5, 7],
    [[30, 2, 10, 4], 0.9, 24],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9.1],
    [[1, 1, 1, 100], 0.5, 1],
  ])("%j at %p is %p", (values, p, expected) => {
    const value = percentile(values, p);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 9);
  });
});

describe("reply figures", () => {
  it.each([
    ["no requests: nothing to measure", [], { medianFirstReplyHours: null, p90FirstReplyHours: null, answeredWithin24h: null }],
    ["one answered in 2 h", [request(48, 2)], { medianFirstReplyHours: 2, p90FirstReplyHours: 2, answeredWithin24h: 1 }],
    ["one unanswered, 30 h old: late", [request(30, null)], { medianFirstReplyHours: null, p90FirstReplyHours: null, answeredWithin24h: 0 }],
    ["one unanswered, 3 h old: not due yet", [request(3, null)], { medianFirstReplyHours: null, p90FirstReplyHours: null, answeredWithin24h: null }],
    [
      "2, 10, 30 and 4 h and one never answered",
      [request(100, 2), request(100, 10), request(100, 30), request(100, 4), request(100, null)],
      { medianFirstReplyHours: 7, p90FirstReplyHours: 24, answeredWithin24h: 0.6 },
    ],
    ["exactly 24 h counts as in time", [request(100, 24)], { medianFirstReplyHours: 24, p90FirstReplyHours: 24, answeredWithin24h: 1 }],
    ["minutes read as tenths of an hour", [request(10, 0.25), request(10, 1 / 60)], { medianFirstReplyHours: 0.1, p90FirstReplyHours: 0.2, answeredWithin24h: 1 }],
  ])("%s", (_name, requests, expected) => {
    expect(replyFigures(requests, now)).toEqual(expected);
  });
});

describe("fill rate", () => {
  it.each([
    ["nothing decided yet", [{ confirmed: false, open: true }], null],
    ["two confirmed of four decided, one still open", [
      { confirmed: true, open: false }, { confirmed: true, open: false }, { confirmed: false, open: false }, { confirmed: false, open: false }, { confirmed: false, open: true },
    ], 0.5],
    ["a confirmed stay later cancelled was filled", [{ confirmed: true, open: false }], 1],
    ["one of three", [{ confirmed: true, open: false }, { confirmed: false, open: false }, { confirmed: false, open: false }], 0.333],
  ])("%s → %p", (_name, requests, expected) => {
    expect(fillRate(requests)).toBe(expected);
  });
});

describe("repeat families", () => {
  it.each([
    ["nobody came back", [{ email: "a@example.com", cameBack: false }], 0],
    ["one family twice in a week counts once, whatever the case", [{ email: "a@example.com", cameBack: true }, { email: " A@Example.com", cameBack: true }], 1],
    ["two families", [{ email: "a@example.com", cameBack: true }, { email: "b@example.com", cameBack: true }, { email: "c@example.com", cameBack: false }], 2],
  ])("%s → %p", (_name, requests, expected) => {
    expect(repeatFamilies(requests)).toBe(expected);
  });
});

it("puts a week's request figures together", () => {
  const requests = [request(50, 1, { confirmed: true }), request(50, 5, { open: true, cameBack: true, email: "b@example.com" })];
  expect(requestFigures(requests, now)).toEqual({
    requests: 2, medianFirstReplyHours: 3, p90FirstReplyHours: 4.6, answeredWithin24h: 1, confirmed: 1, fillRate: 1, repeatFamilies: 1,
  });
});

describe("weeks (Monday to Sunday in El Salvador)", () => {
  it.each([
    ["2026-03-09", "2026-03-09"],
    ["2026-03-15", "2026-03-09"],
    ["2026-03-16", "2026-03-16"],
    ["2027-01-01", "2026-12-28"],
  ])("%s is in the week of %s", (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it("ends with the week holding now, in El Salvador: Monday 05:59 UTC is still Sunday there", () => {
    expect(pulseWeeks(2, new Date("2026-03-16T05:59:00Z"))).toEqual(["2026-03-02", "2026-03-09"]);
    expect(pulseWeeks(1, new Date("2026-03-16T06:00:00Z"))).toEqual(["2026-03-16"]);
    const weeks = pulseWeeks(3, new Date("2026-03-16T12:00:00Z"));
    expect(weekIndexOf(new Date("2026-03-09T05:59:59Z"), weeks)).toBe(0);
    expect(weekIndexOf(new Date("2026-03-09T06:00:00Z"), weeks)).toBe(1);
    expect(weekIndexOf(new Date("2026-02-01T06:00:00Z"), weeks)).toBe(-1);
  });
});

describe("thresholds", () => {
  it.each([
    ["fillRate", 0.6, "good"], ["fillRate", 0.5, "warn"], ["fillRate", 0.39, "bad"], ["fillRate", null, null],
    ["medianFirstReplyHours", 4, "good"], ["medianFirstReplyHours", 8, "warn"], ["medianFirstReplyHours", 12.1, "bad"],
    ["zeroShare", 0.1, "good"], ["zeroShare", 0.5, "bad"], ["answeredWithin24h", 0.8, "warn"],
  ] as const)("%s at %p is %p", (name, value, level) => {
    expect(levelOf(name, value)).toBe(level);
  });
});

describe("the zone a search counts in", () => {
  it.each([
    [{ zona: "escalon" as const }, "escalon"],
    [{ departamento: "Santa Ana" as const }, "santa-ana"],
    [{ departamento: "San Salvador" as const }, undefined],
    [{}, undefined],
  ])("%j → %p", (filters, zone) => {
    expect(searchedZone(filters)).toBe(zone);
  });
});
