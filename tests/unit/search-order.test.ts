import { calendarFreshness, orderSitters, recommendationScore, weightedRating, type Rankable } from "@/lib/sitters/search-order";

const NOW = new Date("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const sitter = (id: number, fields: Partial<Rankable> = {}): Rankable => ({
  id,
  rating: null,
  reviewCount: 0,
  checks: 0,
  calendarUpdatedAt: null,
  price: 20,
  ...fields,
});
const ids = (list: Rankable[]) => list.map((entry) => entry.id);

describe("the recommended score", () => {
  it.each([
    [null, 0, 4],
    [5, 1, 4.25],
    [4.8, 40, (4.8 * 40 + 12) / 43],
    [3, 3, 3.5],
  ])("rating %s from %s reviews weighs %s", (rating, reviews, expected) => {
    expect(weightedRating(rating, reviews)).toBeCloseTo(expected, 6);
  });

  it.each([
    [null, 0],
    [daysAgo(1), 10],
    [daysAgo(30), 10],
    [daysAgo(31), 5],
    [daysAgo(90), 5],
    [daysAgo(91), 0],
  ])("a calendar saved %s gets %s points", (updatedAt, points) => {
    expect(calendarFreshness(updatedAt, NOW)).toBe(points);
  });

  it("adds 4 points per valid check, at most 5 checks", () => {
    const base = recommendationScore(sitter(1), NOW);
    expect(recommendationScore(sitter(1, { checks: 2 }), NOW) - base).toBe(8);
    expect(recommendationScore(sitter(1, { checks: 9 }), NOW) - base).toBe(20);
  });

  it("forty 4.8s beat one 5-star review; checks and a fresh calendar can beat a slightly better rating", () => {
    const many = sitter(1, { rating: 4.8, reviewCount: 40 });
    const one = sitter(2, { rating: 5, reviewCount: 1 });
    expect(ids(orderSitters([one, many], "recomendados", NOW))).toEqual([1, 2]);
    const checked = sitter(3, { rating: 4.5, reviewCount: 10, checks: 5, calendarUpdatedAt: daysAgo(3) });
    const unchecked = sitter(4, { rating: 4.7, reviewCount: 10 });
    expect(ids(orderSitters([unchecked, checked], "recomendados", NOW))).toEqual([3, 4]);
  });
});

describe("orders", () => {
  const list = [
    sitter(1, { rating: 4.5, reviewCount: 10, price: 25 }),
    sitter(2, { rating: 4.9, reviewCount: 3, price: 15 }),
    sitter(3, { rating: null, reviewCount: 0, price: 10 }),
    sitter(4, { rating: 4.9, reviewCount: 12, price: 15 }),
    sitter(5, { rating: 4.5, reviewCount: 10, price: null }),
  ];
  it.each([
    ["precio", [3, 2, 4, 1, 5]],
    ["calificacion", [4, 2, 1, 5, 3]],
    ["resenas", [4, 1, 5, 2, 3]],
  ] as const)("%s → %j (ties by id)", (order, expected) => {
    expect(ids(orderSitters(list, order, NOW))).toEqual(expected);
  });

  it("never changes the list it is given", () => {
    const copy = [...list];
    orderSitters(list, "precio", NOW);
    expect(list).toEqual(copy);
  });
});
