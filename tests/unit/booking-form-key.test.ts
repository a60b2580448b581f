import { addDays, CARE_HORIZON_DAYS, todayInElSalvador } from "@/lib/dates";
import { bookingFormKey, bookingFormOfKey } from "@/lib/bookings/intake/form-key";

const today = todayInElSalvador();
const inAWeek = addDays(today, 7);
const TOKEN = "Ab3_-".padEnd(32, "x");
const key = (query: string) => bookingFormKey(new URLSearchParams(query), today);

describe("the plain booking form's cache key", () => {
  it.each([
    ["sitter=ana-lopez", "ana-lopez"],
    ["sitter=12", "12"],
    [`sitter=ana-lopez&fecha=${inAWeek}`, `ana-lopez~${inAWeek}`],
    [`sitter=%20ana-lopez%20&fecha=${inAWeek}&utm_source=ig&_rsc=1`, `ana-lopez~${inAWeek}`],
    [`sitter=ana-lopez&sitter=otro`, "ana-lopez"],
    // A day the form would not take is left out: the form opens without it, as the per-request page did.
    [`sitter=ana-lopez&fecha=${addDays(today, -1)}`, "ana-lopez"],
    [`sitter=ana-lopez&fecha=${addDays(today, CARE_HORIZON_DAYS + 1)}`, "ana-lopez"],
    ["sitter=ana-lopez&fecha=2026-02-30", "ana-lopez"],
    // A malformed token is nobody's link (the page would ignore it): still the plain form.
    ["sitter=ana-lopez&invitacion=corto&repetir=corto", "ana-lopez"],
  ])("?%s → %s", (query, expected) => {
    expect(key(query)).toBe(expected);
  });

  it.each([
    ["", "no sitter: the prompt to choose one, per request"],
    ["sitter=", "an empty sitter"],
    ["sitter=Ana-Lopez", "a sitter no link writes"],
    ["sitter=ana~lopez", "the key's own separator"],
    ["sitter=../admin", "a path"],
    [`sitter=${"a".repeat(81)}`, "too long"],
    [`sitter=ana-lopez&invitacion=${TOKEN}`, "a family's invitation"],
    [`sitter=ana-lopez&repetir=${TOKEN}`, "a booking made again"],
    [`repetir=${TOKEN}`, "a booking made again, its sitter from the booking"],
  ])("?%s has no key (%s)", (query) => {
    expect(key(query)).toBeNull();
  });

  it("reads back to the sitter and the day", () => {
    expect(bookingFormOfKey(`ana-lopez~${inAWeek}`, today)).toEqual({ sitter: "ana-lopez", startDate: inAWeek });
    expect(bookingFormOfKey("ana-lopez", today)).toEqual({ sitter: "ana-lopez", startDate: undefined });
    // A cached render made yesterday for yesterday's day: the day is dropped, not offered in the past.
    expect(bookingFormOfKey(`ana-lopez~${addDays(today, -1)}`, today)).toEqual({ sitter: "ana-lopez", startDate: undefined });
  });

  it.each(["", "~2026-12-01", "ana~x~y", "Ana", "a/b"])("reads %j as no form", (text) => {
    expect(bookingFormOfKey(text, today)).toBeNull();
  });
});
