import { easterSunday, familyCancelsLate, inPeakSeason, lateCancellationPauses, sitterCancelsLate, stayInPeakSeason } from "@/lib/bookings/commitments/commitment-rules";
import { stayStartsAt } from "@/lib/bookings/core/stay";
import { petCalled, withSitterLine } from "@/lib/bookings/stay/stay-words";
import { DAY_MS, HOUR_MS } from "@/lib/dates/units";

// The commitments as rules: a family's and a sitter's late cancellation, peak season (with Semana Santa computed
// from Easter), the pause a second late cancellation brings; and how the owner's page says who has the pet.

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
const year = new Date().getUTCFullYear();

describe("peak season", () => {
  it("computes Easter Sunday (known years) and Semana Santa from it", () => {
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe("2024-03-31");
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe("2025-04-20");
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe("2026-04-05");
    expect(easterSunday(2038).toISOString().slice(0, 10)).toBe("2038-04-25");
    const easter = easterSunday(year + 1);
    // Palm Sunday to Easter Sunday, not the day before or after.
    expect(inPeakSeason(new Date(easter.getTime() - 7 * DAY_MS))).toBe(true);
    expect(inPeakSeason(new Date(easter.getTime() - 3 * DAY_MS))).toBe(true);
    expect(inPeakSeason(easter)).toBe(true);
    expect(inPeakSeason(new Date(easter.getTime() - 8 * DAY_MS))).toBe(false);
    expect(inPeakSeason(new Date(easter.getTime() + DAY_MS))).toBe(false);
  });

  it("is 15 December to 10 January and 1 to 15 August, whatever the year", () => {
    for (const y of [year, year + 1]) {
      expect([day(y, 12, 14), day(y, 12, 15), day(y, 12, 31), day(y, 1, 1), day(y, 1, 10), day(y, 1, 11)].map(inPeakSeason)).toEqual([false, true, true, true, true, false]);
      expect([day(y, 7, 31), day(y, 8, 1), day(y, 8, 15), day(y, 8, 16)].map(inPeakSeason)).toEqual([false, true, true, false]);
      expect(inPeakSeason(day(y, 10, 20))).toBe(false);
    }
  });

  it("counts a stay that only ends in peak season", () => {
    expect(stayInPeakSeason(day(year + 1, 12, 10), day(year + 1, 12, 16))).toBe(true);
    expect(stayInPeakSeason(day(year + 1, 12, 10), day(year + 1, 12, 14))).toBe(false);
    expect(stayInPeakSeason(day(year + 1, 7, 25), null)).toBe(false);
  });
});

describe("late cancellations", () => {
  // A stay `days` days ahead of `now`, measured to its first day's start in El Salvador.
  const stayIn = (now: Date, hours: number) => {
    const startDate = new Date(Math.floor((now.getTime() + hours * HOUR_MS) / DAY_MS) * DAY_MS);
    return { startDate, endDate: new Date(startDate.getTime() + 2 * DAY_MS), startsIn: stayStartsAt(startDate).getTime() - now.getTime() };
  };

  it("marks the family's cancellation of a confirmed stay less than 72 h before it starts, not an earlier one or a request's", () => {
    const now = day(year + 1, 10, 1); // October: never peak season
    const soon = stayIn(now, 48);
    expect(soon.startsIn).toBeLessThan(72 * HOUR_MS);
    expect(familyCancelsLate({ from: "CONFIRMED", ...soon }, now)).toBe(true);
    expect(familyCancelsLate({ from: "RECEIVED", ...soon }, now)).toBe(false);
    const later = stayIn(now, 24 * 5);
    expect(familyCancelsLate({ from: "CONFIRMED", ...later }, now)).toBe(false);
    // The boundary: exactly 72 h before is in time, a minute less is late.
    const start = { from: "CONFIRMED" as const, startDate: day(year + 1, 10, 10), endDate: day(year + 1, 10, 11) };
    const starts = stayStartsAt(start.startDate).getTime();
    expect(familyCancelsLate(start, new Date(starts - 72 * HOUR_MS))).toBe(false);
    expect(familyCancelsLate(start, new Date(starts - 72 * HOUR_MS + 60_000))).toBe(true);
  });

  it("marks the sitter's less than 7 days before, 14 when the stay falls in peak season", () => {
    const october = { from: "CONFIRMED" as const, startDate: day(year + 1, 10, 20), endDate: day(year + 1, 10, 22) };
    const starts = stayStartsAt(october.startDate).getTime();
    expect(sitterCancelsLate(october, new Date(starts - 7 * DAY_MS))).toBe(false);
    expect(sitterCancelsLate(october, new Date(starts - 7 * DAY_MS + 60_000))).toBe(true);
    expect(sitterCancelsLate(october, new Date(starts - 10 * DAY_MS))).toBe(false);
    const august = { from: "CONFIRMED" as const, startDate: day(year + 1, 8, 5), endDate: day(year + 1, 8, 7) };
    const augustStarts = stayStartsAt(august.startDate).getTime();
    expect(sitterCancelsLate(august, new Date(augustStarts - 10 * DAY_MS))).toBe(true);
    expect(sitterCancelsLate(august, new Date(augustStarts - 14 * DAY_MS))).toBe(false);
    const easter = easterSunday(year + 1);
    const holyWeek = { from: "CONFIRMED" as const, startDate: new Date(easter.getTime() - 3 * DAY_MS), endDate: easter };
    expect(sitterCancelsLate(holyWeek, new Date(stayStartsAt(holyWeek.startDate).getTime() - 10 * DAY_MS))).toBe(true);
    // Without dates nobody can tell: never marked.
    expect(sitterCancelsLate({ from: "CONFIRMED", startDate: null, endDate: null }, new Date())).toBe(false);
  });

  it("pauses the sitter at a second late cancellation within 90 days, not after", () => {
    const now = new Date();
    expect(lateCancellationPauses([], now)).toBe(false);
    expect(lateCancellationPauses([new Date(now.getTime() - 89 * DAY_MS)], now)).toBe(true);
    expect(lateCancellationPauses([new Date(now.getTime() - 91 * DAY_MS)], now)).toBe(false);
  });
});

describe("the stay's words", () => {
  it("says who has the pet since when, in El Salvador time, with a fallback for a pet without a file", () => {
    const now = new Date();
    // 8:10 in El Salvador today (UTC-6).
    const today = new Date(Math.floor((now.getTime() - 6 * HOUR_MS) / DAY_MS) * DAY_MS);
    const at = new Date(today.getTime() + 6 * HOUR_MS + 8 * HOUR_MS + 10 * 60_000);
    const later = new Date(today.getTime() + 6 * HOUR_MS + 20 * HOUR_MS);
    expect(withSitterLine("Toby", "María José", at, later)).toBe("Toby está con María José desde las 8:10");
    expect(withSitterLine(null, "María José", at, later)).toBe("Tu mascota está con María José desde las 8:10");
    expect(withSitterLine("Toby", "María José", at, new Date(later.getTime() + DAY_MS))).toMatch(/^Toby está con María José desde el \d{1,2} de \S+ de \d{4}, 8:10$/);
    expect(petCalled("  ", "sitter")).toBe("la mascota");
  });
});
