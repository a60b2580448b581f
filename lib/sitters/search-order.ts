import { DAY_MS } from "@/lib/dates/units";
// The orders of search results. "recomendados" is a score anyone on the team can recompute by hand:
//
//   score = 10 × weighted rating  +  4 × valid checks (at most 5)  +  calendar freshness
//
//   weighted rating = (rating × reviews + 4 × 3) / (reviews + 3): three imaginary 4-star reviews, so one 5-star
//                     review does not beat forty 4.8s, and a sitter without reviews starts at 4 (0–50 points)
//   valid checks    = the public verifications (DUI, records, PNC, address, interview) valid today (0–20 points)
//   freshness       = 10 points when the sitter saved their calendar in the last 30 days, 5 within 90, else 0
//
// Ties keep the id order (older profiles first), so the order never flickers between two requests.

export const SEARCH_ORDERS = {
  recomendados: "Recomendados",
  precio: "Precio: menor a mayor",
  calificacion: "Mejor calificación",
  resenas: "Más reseñas",
} as const;

export type SearchOrder = keyof typeof SEARCH_ORDERS;

export function parseSearchOrder(value: string | undefined): SearchOrder {
  return value && value in SEARCH_ORDERS ? (value as SearchOrder) : "recomendados";
}

const PRIOR_REVIEWS = 3;
const PRIOR_RATING = 4;

/** What the order reads of a sitter. `price`: the "Desde $N" the card shows for this search. */
export type Rankable = {
  id: number;
  rating?: number | null;
  reviewCount?: number | null;
  checks: number;
  calendarUpdatedAt: string | null;
  price: number | null;
};

export function weightedRating(rating: number | null | undefined, reviews: number | null | undefined): number {
  const count = reviews ?? 0;
  return ((rating ?? 0) * count + PRIOR_RATING * PRIOR_REVIEWS) / (count + PRIOR_REVIEWS);
}

export function calendarFreshness(updatedAt: string | null, now: Date): number {
  if (!updatedAt) return 0;
  const age = now.getTime() - new Date(updatedAt).getTime();
  if (age <= 30 * DAY_MS) return 10;
  if (age <= 90 * DAY_MS) return 5;
  return 0;
}

export function recommendationScore(sitter: Rankable, now: Date): number {
  return 10 * weightedRating(sitter.rating, sitter.reviewCount) + 4 * Math.min(sitter.checks, 5) + calendarFreshness(sitter.calendarUpdatedAt, now);
}

/** The sitters in the chosen order (a new array). */
export function orderSitters<T extends Rankable>(sitters: readonly T[], order: SearchOrder, now = new Date()): T[] {
  const byId = (a: T, b: T) => a.id - b.id;
  const copy = [...sitters];
  switch (order) {
    case "precio":
      return copy.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || byId(a, b));
    case "calificacion":
      return copy.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || (b.reviewCount ?? 0) - (a.reviewCount ?? 0) || byId(a, b));
    case "resenas":
      return copy.sort((a, b) => (b.reviewCount ?? 0) - (a.reviewCount ?? 0) || (b.rating ?? 0) - (a.rating ?? 0) || byId(a, b));
    case "recomendados": {
      const scores = new Map(copy.map((sitter) => [sitter.id, recommendationScore(sitter, now)]));
      return copy.sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || byId(a, b));
    }
  }
}
