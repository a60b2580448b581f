import { addMonths, blockedWithin, daysToRanges, mergeRanges, monthGrid, overlapsBlocked, rangesProblem, rangesToDays, unavailableDaysMessage } from "@/lib/sitters/availability";

const TODAY = "2026-03-10";

describe("blocked ranges", () => {
  it("merges overlapping and touching ranges, sorted", () => {
    expect(
      mergeRanges([
        { start: "2026-03-20", end: "2026-03-22" },
        { start: "2026-03-12", end: "2026-03-14" },
        { start: "2026-03-15", end: "2026-03-16" },
        { start: "2026-03-21", end: "2026-03-25" },
        { start: "2026-04-01", end: "2026-04-01" },
      ]),
    ).toEqual([
      { start: "2026-03-12", end: "2026-03-16" },
      { start: "2026-03-20", end: "2026-03-25" },
      { start: "2026-04-01", end: "2026-04-01" },
    ]);
  });

  it.each([
    [[{ start: "2026-03-10", end: "2026-03-10" }], null],
    [[{ start: "2027-03-10", end: "2027-03-10" }], null],
    [[{ start: "2026-03-09", end: "2026-03-12" }], "No puedes bloquear días que ya pasaron."],
    [[{ start: "2026-03-12", end: "2026-03-11" }], "Cada rango termina el mismo día o después de empezar."],
    [[{ start: "2026-02-30", end: "2026-03-12" }], "Escribe cada fecha como AAAA-MM-DD."],
    [[{ start: "2026-03-12", end: "2027-03-11" }], "Puedes bloquear hasta 365 días adelante."],
    [Array.from({ length: 101 }, () => ({ start: "2026-03-12", end: "2026-03-12" })), "Puedes tener hasta 100 rangos bloqueados."],
  ])("%j → %s", (ranges, problem) => {
    expect(rangesProblem(ranges, TODAY)).toBe(problem);
  });

  it("says whether dates touch a blocked day (inclusive ends)", () => {
    const blocked = [{ start: "2026-03-12", end: "2026-03-14" }];
    expect(overlapsBlocked(blocked, "2026-03-10", "2026-03-11")).toBe(false);
    expect(overlapsBlocked(blocked, "2026-03-10", "2026-03-12")).toBe(true);
    expect(overlapsBlocked(blocked, "2026-03-14", "2026-03-20")).toBe(true);
    expect(overlapsBlocked(blocked, "2026-03-15", "2026-03-15")).toBe(false);
  });

  it("turns single days into the fewest ranges and back", () => {
    const ranges = daysToRanges(["2026-03-13", "2026-03-12", "2026-03-20", "2026-03-14"]);
    expect(ranges).toEqual([
      { start: "2026-03-12", end: "2026-03-14" },
      { start: "2026-03-20", end: "2026-03-20" },
    ]);
    expect(rangesToDays(ranges)).toEqual(["2026-03-12", "2026-03-13", "2026-03-14", "2026-03-20"]);
  });
});

describe("the month grid", () => {
  it("starts weeks on Monday and pads with empty cells", () => {
    const march = monthGrid("2026-03"); // 1 March 2026 is a Sunday
    expect(march[0]).toEqual([null, null, null, null, null, null, "2026-03-01"]);
    expect(march.flat().filter(Boolean)).toHaveLength(31);
    expect(march.every((week) => week.length === 7)).toBe(true);
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
});

describe("the booking form's message for blocked days", () => {
  const blocked = [
    { start: "2026-12-24", end: "2026-12-25" },
    { start: "2026-12-28", end: "2026-12-31" },
    { start: "2027-01-05", end: "2027-01-05" },
  ];

  it("names only the blocked days inside the chosen range, clipped to it", () => {
    expect(blockedWithin(blocked, "2026-12-25", "2026-12-29")).toEqual([
      { start: "2026-12-25", end: "2026-12-25" },
      { start: "2026-12-28", end: "2026-12-29" },
    ]);
    expect(blockedWithin(blocked, "2026-12-26", "2026-12-27")).toEqual([]);
  });

  it("says which days, in words, or nothing when the dates are free", () => {
    expect(unavailableDaysMessage("Ana López", blocked, "2026-12-25", "2026-12-29")).toBe(
      "Ana López no está disponible el 25 de diciembre de 2026 ni del 28 de diciembre de 2026 al 29 de diciembre de 2026. Elige otras fechas o escoge otro cuidador.",
    );
    expect(unavailableDaysMessage("Ana López", blocked, "2027-01-05", "2027-01-05")).toBe(
      "Ana López no está disponible el 5 de enero de 2027. Elige otras fechas o escoge otro cuidador.",
    );
    expect(unavailableDaysMessage("Ana López", blocked, "2026-12-26", "2026-12-27")).toBeNull();
  });

  it("names at most three stretches and says there are more", () => {
    const many = ["01", "03", "05", "07"].map((day) => ({ start: `2027-02-${day}`, end: `2027-02-${day}` }));
    expect(unavailableDaysMessage("Ana", many, "2027-02-01", "2027-02-28")).toMatch(/^Ana no está disponible el 1 de febrero de 2027, el 3 de febrero de 2027 ni el 5 de febrero de 2027 y otros días\. /);
  });
});
