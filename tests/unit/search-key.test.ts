import { addDays, CARE_HORIZON_DAYS, todayInElSalvador } from "@/lib/dates";
import { parseSearchFilters, searchQuery } from "@/lib/sitters/search-filters";
import { ALL_SITTERS_KEY, searchKey, searchParamsOfKey } from "@/lib/sitters/search-key";

const TODAY = "2026-03-10";
const key = (query: string) => searchKey(new URLSearchParams(query), TODAY);

describe("a search's cache key", () => {
  it.each([
    ["", ALL_SITTERS_KEY],
    ["utm_source=instagram&_rsc=abc", ALL_SITTERS_KEY],
    ["orden=precio&zona=santa-tecla", "zona~santa-tecla_orden~precio"],
    ["zona=santa-tecla&orden=precio&zona=escalon", "zona~santa-tecla_orden~precio"],
    ["zona=Santa-Tecla&orden=recomendados", "zona~santa-tecla"],
    ["department=San%20Miguel&size=LARGE", "departamento~san-miguel_grandes~1"],
    ["desde=2026-03-12&hasta=2026-03-14&pagina=2", "desde~2026-03-12_hasta~2026-03-14_pagina~2"],
    ["fecha=2026-03-01&pagina=1", ALL_SITTERS_KEY],
    ["zona=<script>&precioMax=20", "precioMax~20"],
    ["minRating=4.5", "minRating~4,5"],
  ])("?%s → %s", (query, expected) => {
    expect(key(query)).toBe(expected);
  });

  it("reads back to the same search", () => {
    for (const query of ["zona=santa-tecla&gatos=1&minRating=4.5&orden=resenas", "desde=2026-03-12&hasta=2026-03-14&precioMax=25&servicio=paseos"]) {
      const params = new URLSearchParams(query);
      expect(parseSearchFilters(searchParamsOfKey(key(query)), TODAY)).toEqual(parseSearchFilters(params, TODAY));
    }
  });

  it("never holds a family's invitation, which the search's links carry on", () => {
    const token = "Ab3_-".padEnd(32, "x");
    expect(key(`zona=la-union&invitacion=${token}`)).toBe("zona~la-union");
    const filters = parseSearchFilters(new URLSearchParams(`zona=la-union&invitacion=${token}&pagina=2`), TODAY);
    expect(filters.invitacion).toBe(token);
    expect(searchQuery(filters)).toBe(`?zona=la-union&invitacion=${token}`);
    expect(parseSearchFilters(new URLSearchParams("invitacion=corto"), TODAY).invitacion).toBeUndefined();
  });

  it("reads anything that is not a key as no search at all", () => {
    expect([...searchParamsOfKey("x~y~z_~_basura")]).toEqual([]);
  });
});

describe("the set of cached searches is finite", () => {
  const today = todayInElSalvador();
  const keyToday = (query: string) => searchKey(new URLSearchParams(query));

  it("ignores unknown parameters and their order", () => {
    const base = keyToday(`zona=escalon&servicio=paseos&fecha=${addDays(today, 3)}`);
    expect(keyToday(`fecha=${addDays(today, 3)}&utm_source=ig&servicio=paseos&x123=1&zona=escalon&fbclid=abc`)).toBe(base);
  });

  it("keeps days from today to 12 months ahead and drops the others", () => {
    expect(keyToday(`fecha=${today}`)).toBe(`fecha~${today}`);
    expect(keyToday(`fecha=${addDays(today, CARE_HORIZON_DAYS)}`)).toBe(`fecha~${addDays(today, CARE_HORIZON_DAYS)}`);
    expect(keyToday(`fecha=${addDays(today, CARE_HORIZON_DAYS + 1)}`)).toBe(ALL_SITTERS_KEY);
    expect(keyToday(`desde=${addDays(today, 400)}&hasta=${addDays(today, 402)}&zona=escalon`)).toBe("zona~escalon");
    expect(keyToday(`fecha=${addDays(today, -1)}`)).toBe(ALL_SITTERS_KEY);
  });

  it.each([
    ["1", "precioMax~10"],
    ["10", "precioMax~10"],
    ["11", "precioMax~15"],
    ["17", "precioMax~20"],
    ["31", "precioMax~40"],
    ["50", "precioMax~50"],
    ["51", ALL_SITTERS_KEY],
    ["500", ALL_SITTERS_KEY],
  ])("rounds precioMax=%s up to the page's steps: %s", (price, expected) => {
    expect(keyToday(`precioMax=${price}`)).toBe(expected);
  });

  it("asks for at most page 500", () => {
    expect(keyToday("pagina=500")).toBe("pagina~500");
    expect(keyToday("pagina=999999")).toBe("pagina~500");
  });

  it("maps 20,000 different query strings to a bounded number of keys", () => {
    const keys = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      keys.add(keyToday(`precioMax=${1 + (i % 500)}&fecha=${addDays(today, 366 + i)}&x${i}=${i}&pagina=${1 + (i % 3)}`));
    }
    // 8 price caps (7 steps and none) × 3 pages, whatever the dates beyond the year and the unknown keys.
    expect(keys.size).toBe(8 * 3);
  });
});
