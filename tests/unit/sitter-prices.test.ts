import {
  cheapestPrice,
  defaultPrices,
  defaultServicePrice,
  missingPrice,
  offeredPrices,
  priceColumns,
  startingPrice,
  withPrices,
} from "@/lib/sitters/prices";

// Each sitter's own price per service, with SPEC §9's rule as the default for older profiles.

describe("SPEC §9's rule, the default for profiles that had only a base price", () => {
  it("boarding is base + 10, day care is the base, walks are base − 10 and never below $5", () => {
    expect(defaultServicePrice("BOARDING", 15)).toBe(25);
    expect(defaultServicePrice("DAYCARE", 15)).toBe(15);
    expect(defaultServicePrice("WALK", 18)).toBe(8);
    expect(defaultServicePrice("WALK", 12)).toBe(5);
    expect(defaultServicePrice("WALK", 5)).toBe(5);
  });

  it("gives a price to each offered service only", () => {
    expect(defaultPrices(["WALK", "BOARDING"], 8)).toEqual({ walkPriceUSD: 5, daycarePriceUSD: null, boardingPriceUSD: 18 });
  });
});

describe("what a write stores", () => {
  it("keeps each offered service's own price, drops the others', and priceFromUSD is the cheapest", () => {
    expect(priceColumns(["WALK", "BOARDING"], { walkPriceUSD: 14, daycarePriceUSD: 9, boardingPriceUSD: 30 })).toEqual({
      walkPriceUSD: 14,
      daycarePriceUSD: null,
      boardingPriceUSD: 30,
      priceFromUSD: 14,
    });
    expect(priceColumns(["DAYCARE"], { daycarePriceUSD: 12 })).toEqual({ walkPriceUSD: null, daycarePriceUSD: 12, boardingPriceUSD: null, priceFromUSD: 12 });
  });

  it("names the first offered service without a price (display order), and refuses to store without it", () => {
    expect(missingPrice(["WALK", "BOARDING"], { walkPriceUSD: 8 })).toBe("BOARDING");
    expect(missingPrice(["WALK", "DAYCARE"], { walkPriceUSD: null, daycarePriceUSD: 10 })).toBe("WALK");
    expect(missingPrice(["WALK"], { walkPriceUSD: 8, boardingPriceUSD: null })).toBeNull();
    expect(() => priceColumns(["WALK"], {})).toThrow();
    expect(() => priceColumns([], {})).toThrow();
  });
});

describe("what the public reads", () => {
  const row = { services: ["WALK" as const, "DAYCARE" as const], priceFromUSD: 10, walkPriceUSD: 14, daycarePriceUSD: 10, boardingPriceUSD: null };

  it("turns the columns into SPEC's { type, priceUSD } in display order, priceFromUSD the cheapest", () => {
    const read = withPrices(row);
    expect(read.prices).toEqual([
      { type: "DAYCARE", priceUSD: 10 },
      { type: "WALK", priceUSD: 14 },
    ]);
    expect(read.priceFromUSD).toBe(10);
    expect(read).not.toHaveProperty("walkPriceUSD");
  });

  it("an offered service stored without a price reads SPEC's rule from priceFromUSD", () => {
    expect(offeredPrices({ services: ["WALK", "BOARDING"], priceFromUSD: 15, walkPriceUSD: 7 })).toEqual([
      { type: "BOARDING", priceUSD: 25 },
      { type: "WALK", priceUSD: 7 },
    ]);
  });

  it("the card's 'Desde' is the cheapest offered price, or the asked service's when offered", () => {
    const prices = withPrices(row).prices;
    expect(cheapestPrice(prices)).toBe(10);
    expect(startingPrice(prices)).toBe(10);
    expect(startingPrice(prices, "WALK")).toBe(14);
    expect(startingPrice(prices, "BOARDING")).toBe(10);
    expect(startingPrice([])).toBeNull();
  });
});
