import { formatDayRange, formatLongDate } from "@/lib/format/dates";

describe("a span of days reads as one phrase (formatDayRange)", () => {
  it("two days: «del … al …», each day in full", () => {
    expect(formatDayRange("2026-12-03", "2026-12-05")).toBe("del 3 de diciembre de 2026 al 5 de diciembre de 2026");
    expect(formatDayRange(new Date("2026-12-31T00:00:00Z"), new Date("2027-01-02T00:00:00Z"))).toBe("del 31 de diciembre de 2026 al 2 de enero de 2027");
  });

  it("one day in a sentence: «el …»", () => {
    expect(formatDayRange("2026-12-03", "2026-12-03")).toBe("el 3 de diciembre de 2026");
    expect(formatDayRange(new Date("2026-12-03T00:00:00Z"), "2026-12-03")).toBe("el 3 de diciembre de 2026");
  });

  it("as a field's whole value, one day is just the day", () => {
    expect(formatDayRange("2026-12-03", "2026-12-03", { alone: true })).toBe("3 de diciembre de 2026");
    expect(formatDayRange("2026-12-03", "2026-12-05", { alone: true })).toBe("del 3 de diciembre de 2026 al 5 de diciembre de 2026");
  });

  it("capitalized when it starts a line", () => {
    expect(formatDayRange("2026-12-03", "2026-12-05", { alone: true, capitalized: true })).toBe("Del 3 de diciembre de 2026 al 5 de diciembre de 2026");
    expect(formatDayRange("2026-12-03", "2026-12-03", { alone: true, capitalized: true })).toBe("3 de diciembre de 2026");
    expect(formatDayRange("2026-12-03", "2026-12-03", { capitalized: true })).toBe("El 3 de diciembre de 2026");
  });

  it("each end as another format reads it (the weekday with formatLongDate)", () => {
    expect(formatDayRange("2026-03-09", "2026-03-10", { day: formatLongDate })).toBe("del lunes, 9 de marzo de 2026 al martes, 10 de marzo de 2026");
    expect(formatDayRange("2026-03-09", "2026-03-09", { day: formatLongDate })).toBe("el lunes, 9 de marzo de 2026");
  });
});
