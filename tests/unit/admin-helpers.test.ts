import { toElSalvadorDateTimeInput } from "@/lib/dates";
import { parseInterviewDate } from "@/lib/caregivers/schemas";
import { foldText, slugify } from "@/lib/format/plain-text";

describe("toElSalvadorDateTimeInput", () => {
  it("writes a moment as El Salvador's wall clock for a datetime-local input", () => {
    expect(toElSalvadorDateTimeInput("2026-12-15T16:30:00.000Z")).toBe("2026-12-15T10:30");
    expect(toElSalvadorDateTimeInput("2026-01-01T03:05:00.000Z")).toBe("2025-12-31T21:05");
    expect(toElSalvadorDateTimeInput(null)).toBe("");
    expect(toElSalvadorDateTimeInput("no es una fecha")).toBe("");
  });

  it("round-trips through the server's reading of the input", () => {
    const value = toElSalvadorDateTimeInput("2026-07-04T22:45:00.000Z");
    expect(parseInterviewDate(value)?.toISOString()).toBe("2026-07-04T22:45:00.000Z");
  });
});

describe("foldText", () => {
  it("ignores case and accents", () => {
    expect(foldText("  José Ñúñez ")).toBe("jose nunez");
  });
});

describe("slugify", () => {
  it("makes the web address of a profile from a name", () => {
    expect(slugify("María José Hernández")).toBe("maria-jose-hernandez");
    expect(slugify("  Ñoño   O'Brien (Santa Tecla) ")).toBe("nono-o-brien-santa-tecla");
    expect(slugify("---")).toBe("");
    expect(slugify("a".repeat(100))).toHaveLength(80);
  });
});
