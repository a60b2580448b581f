import type { ServiceCode } from "@/lib/constants";

// Each sitter's own price per offered service: per walk, per day of day care, per night of
// boarding. Stored as three columns (null for a service not offered) plus `priceFromUSD`, their minimum, which
// every write keeps in sync (SPEC's JSON has it, and it is the card's "Desde"). Pure rules, no I/O.

/** Display order of services everywhere on the site. */
export const SERVICE_ORDER: readonly ServiceCode[] = ["BOARDING", "DAYCARE", "WALK"];

/** What each price is for (the sitter sets one per walk, per day of day care, per night of boarding). */
export const SERVICE_UNITS: Record<ServiceCode, string> = {
  BOARDING: "por noche",
  DAYCARE: "por día",
  WALK: "por paseo",
};

/** The column (and payload field) holding each service's price. */
export const PRICE_FIELDS = { WALK: "walkPriceUSD", DAYCARE: "daycarePriceUSD", BOARDING: "boardingPriceUSD" } as const satisfies Record<ServiceCode, string>;
export type PriceField = (typeof PRICE_FIELDS)[ServiceCode];
export type PriceColumns = Record<PriceField, number | null>;

/** SPEC's `{ type, priceUSD }`: what GET /api/sitters and /api/sitters/{key} answer under `prices`. */
export type PricedService = { type: ServiceCode; priceUSD: number };

/** The price boxes of the team's and the sitter's forms. */
export const PRICE_INPUT_LABELS: Record<ServiceCode, string> = {
  WALK: "Paseo (por paseo)",
  DAYCARE: "Guardería de día (por día)",
  BOARDING: "Hospedaje (por noche)",
};

/** Whole dollars, as the forms and the API accept them. */
export const PRICE_RANGE = { min: 1, max: 500 } as const;

/**
 * SPEC §9's adapter rule, the default for profiles that had only a base price (the migration that introduced
 * per-service prices applied it): BOARDING = base + 10; DAYCARE = base; WALK = max(5, base − 10).
 */
export function defaultServicePrice(service: ServiceCode, base: number): number {
  switch (service) {
    case "BOARDING":
      return base + 10;
    case "DAYCARE":
      return base;
    case "WALK":
      return Math.max(5, base - 10);
  }
}

/** SPEC's rule for every service offered, as the price columns (null for the others). */
export function defaultPrices(services: readonly ServiceCode[], base: number): PriceColumns {
  const prices: Partial<PriceColumns> = {};
  for (const service of services) prices[PRICE_FIELDS[service]] = defaultServicePrice(service, base);
  return offeredPriceColumns(services, prices);
}

/**
 * The offered services with their prices, in display order. An offered service whose column is empty (a row
 * written without prices, e.g. by an older server during a deploy) reads SPEC's rule from `priceFromUSD`.
 */
export function offeredPrices(sitter: { services: readonly ServiceCode[]; priceFromUSD: number } & Partial<PriceColumns>): PricedService[] {
  return SERVICE_ORDER.filter((type) => sitter.services.includes(type)).map((type) => ({
    type,
    priceUSD: sitter[PRICE_FIELDS[type]] ?? defaultServicePrice(type, sitter.priceFromUSD),
  }));
}

/** The cheapest offered price, or null when nothing is offered. */
export function cheapestPrice(prices: readonly PricedService[]): number | null {
  return prices.length ? Math.min(...prices.map((price) => price.priceUSD)) : null;
}

/**
 * The "Desde $N" of a card: the price of `service` when a search asks for one the sitter offers, otherwise the
 * cheapest offered. Null when the sitter offers nothing.
 */
export function startingPrice(prices: readonly PricedService[], service?: ServiceCode): number | null {
  const asked = service && prices.find((price) => price.type === service);
  return asked ? asked.priceUSD : cheapestPrice(prices);
}

/** The first offered service (display order) without a price, or null when every offered one has one. */
export function missingPrice(services: readonly ServiceCode[], prices: Partial<PriceColumns>): ServiceCode | null {
  return SERVICE_ORDER.find((service) => services.includes(service) && typeof prices[PRICE_FIELDS[service]] !== "number") ?? null;
}

/** Each offered service's price and null for the others (a price typed for a service then unticked is dropped). */
export function offeredPriceColumns(services: readonly ServiceCode[], prices: Partial<PriceColumns>): PriceColumns {
  const columns = { walkPriceUSD: null, daycarePriceUSD: null, boardingPriceUSD: null } as PriceColumns;
  for (const service of services) columns[PRICE_FIELDS[service]] = prices[PRICE_FIELDS[service]] ?? null;
  return columns;
}

/**
 * What a write stores: each offered service's price, null for the others, and `priceFromUSD` as their minimum.
 * Every offered service must have a price (check with missingPrice first).
 */
export function priceColumns(services: readonly ServiceCode[], prices: Partial<PriceColumns>): PriceColumns & { priceFromUSD: number } {
  const missing = missingPrice(services, prices);
  if (missing || services.length === 0) throw new Error(`priceColumns: no price for ${missing ?? "any service"}`);
  const columns = offeredPriceColumns(services, prices);
  return { ...columns, priceFromUSD: Math.min(...services.map((service) => columns[PRICE_FIELDS[service]]!)) };
}

/** A sitter row as the public reads it: the three columns become `prices` ({ type, priceUSD }), `priceFromUSD` their minimum. */
export function withPrices<T extends { services: ServiceCode[]; priceFromUSD: number } & PriceColumns>(row: T): Omit<T, PriceField> & { prices: PricedService[] } {
  const { walkPriceUSD, daycarePriceUSD, boardingPriceUSD, ...rest } = row;
  const prices = offeredPrices({ services: row.services, priceFromUSD: row.priceFromUSD, walkPriceUSD, daycarePriceUSD, boardingPriceUSD });
  return { ...rest, priceFromUSD: cheapestPrice(prices) ?? row.priceFromUSD, prices };
}
