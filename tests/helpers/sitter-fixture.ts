import { cheapestPrice, SERVICE_ORDER, type PricedService } from "@/lib/sitters/prices";
import type { ServiceCode } from "@/lib/constants";
import type { SitterWithReviewsSource } from "@/lib/sitters/types";

/** The fixture's own prices (what SPEC §9's rule gives from $15): boarding $25, day care $15, walks $5. */
export const FIXTURE_PRICES: Record<ServiceCode, number> = { BOARDING: 25, DAYCARE: 15, WALK: 5 };

/** `{ type, priceUSD }` for each service given, in display order (what the public reads as `prices`). */
export function pricesOf(prices: Partial<Record<ServiceCode, number>>): PricedService[] {
  return SERVICE_ORDER.flatMap((type) => (prices[type] === undefined ? [] : [{ type, priceUSD: prices[type]! }]));
}

/**
 * A public sitter record for pure-rule tests; override what the test is about. Without `prices`, each offered
 * service has FIXTURE_PRICES' price; `priceFromUSD` is the cheapest, as on every stored profile.
 */
export function sitterFixture(overrides: Partial<SitterWithReviewsSource> = {}): SitterWithReviewsSource {
  const services = overrides.services ?? ["WALK", "DAYCARE", "BOARDING"];
  const prices = overrides.prices ?? pricesOf(Object.fromEntries(services.map((service) => [service, FIXTURE_PRICES[service]])));
  return {
    id: 1,
    slug: "ana-perez",
    name: "Ana Pérez",
    avatar: "/sitters/ana-perez.svg",
    gallery: ["/sitters/ana-perez-1.svg", "/sitters/ana-perez-2.svg"],
    department: "La Libertad",
    municipality: "Santa Tecla",
    services: ["WALK", "DAYCARE", "BOARDING"],
    prices,
    priceFromUSD: cheapestPrice(prices) ?? 0,
    rating: 4.7,
    reviewCount: 8,
    bio: "Cuido perros y gatos en mi casa con patio.",
    home: "Casa con patio.",
    badges: ["casa-con-patio"],
    languages: ["ES"],
    acceptsLargeDogs: true,
    acceptsCats: true,
    whatsapp: "50370001101",
    hideSuperSitter: false,
    reviews: [],
    ...overrides,
  };
}
