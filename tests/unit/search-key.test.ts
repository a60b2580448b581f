import { parseSearchFilters } from "@/lib/sitters/search-filters";
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

  it("reads anything that is not a key as no search at all", () => {
    expect([...searchParamsOfKey("x~y~z_~_basura")]).toEqual([]);
  });
});
