import type { SitterWithReviewsSource } from "@/lib/sitters/types";

/** A public sitter record for pure-rule tests; override what the test is about. */
export function sitterFixture(overrides: Partial<SitterWithReviewsSource> = {}): SitterWithReviewsSource {
  return {
    id: 1,
    slug: "ana-perez",
    name: "Ana Pérez",
    avatar: "/sitters/ana-perez.svg",
    gallery: ["/sitters/ana-perez-1.svg", "/sitters/ana-perez-2.svg"],
    department: "La Libertad",
    municipality: "Santa Tecla",
    services: ["WALK", "DAYCARE", "BOARDING"],
    priceFromUSD: 15,
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
