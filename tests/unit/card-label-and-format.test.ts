import { cardPrice, cardSpecialty } from "@/lib/sitters/card-label";
import {
  formatCountOf,
  formatPriceFrom,
  formatRating,
  formatReviewCount,
  formatSitterCount,
  formatUSD,
  truncateText,
} from "@/lib/format/text";
import { formatLongDate } from "@/lib/format/dates";
import { LIMITS } from "@/lib/constants/limits";

describe("card icon and label (SPEC §9)", () => {
  const all = ["WALK", "DAYCARE", "BOARDING"] as const;

  it("cats but not large dogs → cats specialist, whatever the services", () => {
    expect(cardSpecialty({ acceptsCats: true, acceptsLargeDogs: false, services: [...all] })).toEqual({
      kind: "cats",
      label: "Especialista en gatos",
    });
  });

  it("large dogs but not cats → dogs specialist", () => {
    expect(cardSpecialty({ acceptsCats: false, acceptsLargeDogs: true, services: ["WALK"] }).label).toBe("Especialista en perros");
  });

  it("otherwise boarding or day care → 'Hospedaje/guardería'", () => {
    expect(cardSpecialty({ acceptsCats: true, acceptsLargeDogs: true, services: ["WALK", "BOARDING"] }).label).toBe("Hospedaje/guardería");
    expect(cardSpecialty({ acceptsCats: false, acceptsLargeDogs: false, services: ["DAYCARE"] }).label).toBe("Hospedaje/guardería");
  });

  it("otherwise walks → 'Paseos'; nothing else → 'Cuidado general'", () => {
    expect(cardSpecialty({ acceptsCats: true, acceptsLargeDogs: true, services: ["WALK"] })).toEqual({ kind: "walks", label: "Paseos" });
    expect(cardSpecialty({ acceptsCats: true, acceptsLargeDogs: true, services: [] })).toEqual({ kind: "general", label: "Cuidado general" });
  });
});

describe("formats", () => {
  it("prices in dollars with decimals only when needed, 'Desde $N'", () => {
    expect(formatUSD(12)).toBe("$12");
    expect(formatUSD(7.5)).toBe("$7.50");
    expect(formatPriceFrom(15)).toBe("Desde $15");
  });

  it("ratings with one decimal, review and sitter counts in the singular and plural", () => {
    expect(formatRating(4.9)).toBe("4.9");
    expect(formatRating(5)).toBe("5.0");
    expect(formatReviewCount(1)).toBe("1 reseña");
    expect(formatReviewCount(38)).toBe("38 reseñas");
    expect(formatSitterCount(1)).toBe("1 cuidador encontrado");
    expect(formatSitterCount(0)).toBe("0 cuidadores encontrados");
    expect(formatSitterCount(12)).toBe("12 cuidadores encontrados");
  });

  it("dates in the es-SV locale", () => {
    expect(formatLongDate("2026-03-09")).toBe("lunes, 9 de marzo de 2026");
  });

  it("cuts a card bio at 100 characters and marks the cut", () => {
    const long = "a".repeat(99) + " bcdef";
    const cut = truncateText(long, LIMITS.cardBioChars);
    expect(cut).toBe("a".repeat(99) + "…");
    expect(truncateText("x".repeat(100), 100)).toBe("x".repeat(100));
    expect(Array.from(truncateText("ñ".repeat(120), 100))).toHaveLength(101);
  });
});

describe("counts read right in the singular and the plural", () => {
  it.each([
    [1, "cuidador", "cuidadores", "1 cuidador"],
    [2, "cuidador", "cuidadores", "2 cuidadores"],
    [0, "reserva", "reservas", "0 reservas"],
    [1, "vez", "veces", "1 vez"],
  ])("%i %s", (count, singular, plural, text) => {
    expect(formatCountOf(count, singular, plural)).toBe(text);
  });
});

// A card's label and its "Desde" speak of the same services.
describe("cardPrice", () => {
  const prices = [
    { type: "WALK" as const, priceUSD: 5 },
    { type: "DAYCARE" as const, priceUSD: 12 },
    { type: "BOARDING" as const, priceUSD: 18 },
  ];
  const sitter = { acceptsCats: true, acceptsLargeDogs: true, services: ["WALK", "DAYCARE", "BOARDING"] as ("WALK" | "DAYCARE" | "BOARDING")[], prices };
  it("prices 'Hospedaje/guardería' by its cheapest of the two, never by a walk", () => {
    expect(cardSpecialty(sitter).label).toBe("Hospedaje/guardería");
    expect(cardPrice(sitter)).toBe(12);
  });
  it("prices by the searched service, and a label of no services by the cheapest of all", () => {
    expect(cardPrice(sitter, "WALK")).toBe(5);
    expect(cardPrice(sitter, "BOARDING")).toBe(18);
    expect(cardPrice({ ...sitter, acceptsLargeDogs: false })).toBe(5); // "Especialista en gatos"
    expect(cardPrice({ ...sitter, services: ["WALK"], prices: [prices[0]] })).toBe(5);
  });
});
