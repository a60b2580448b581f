import { SEARCH_ZONES, ZONE_DEPARTMENTS } from "@/lib/constants";
import { zoneOptionsFor } from "@/lib/sitters/search-options";
import {
  MAX_SEARCH_DAYS,
  searchRange,
  filterSitters,
  hasActiveFilters,
  matchesFilters,
  NO_FILTERS,
  parseCareDate,
  parseSearchFilters,
  searchQuery,
} from "@/lib/sitters/search-filters";
import { slugify } from "@/lib/format/plain-text";
import { SEED_SITTERS } from "@/lib/seed/sitters";
import { withPrices } from "@/lib/sitters/prices";
import { pricesOf, sitterFixture } from "../helpers/sitter-fixture";

const TODAY = "2026-03-10";
const parse = (query: string) => parseSearchFilters(new URLSearchParams(query), TODAY);

describe("parseSearchFilters", () => {
  it("reads SPEC's query parameters", () => {
    expect(parse("zona=santa-tecla&servicio=paseos&gatos=1&grandes=1&minRating=4.5")).toEqual({
      departamento: undefined,
      zona: "santa-tecla",
      servicio: "paseos",
      gatos: true,
      grandes: true,
      minRating: 4.5,
      fecha: undefined,
      hasta: undefined,
      precioMax: undefined,
      orden: "recomendados",
    });
  });

  it("has no filters on a bare URL", () => {
    expect(parse("")).toEqual({ ...NO_FILTERS, departamento: undefined, zona: undefined, servicio: undefined, fecha: undefined });
  });

  it("ignores values outside SPEC's lists (zone, service, rating options, flags)", () => {
    expect(parse("zona=miami&servicio=baño&minRating=3&gatos=si&grandes=0")).toMatchObject({
      zona: undefined,
      servicio: undefined,
      minRating: 0,
      gatos: false,
      grandes: false,
    });
  });

  it("accepts every minimum-rating option of SPEC §9", () => {
    expect(["0", "4", "4.5", "4.8"].map((value) => parse(`minRating=${value}`).minRating)).toEqual([0, 4, 4.5, 4.8]);
  });

  it("understands the hero's department, service and size", () => {
    expect(parse("departamento=la-libertad&servicio=hospedaje&tamano=grande")).toMatchObject({
      departamento: "La Libertad",
      servicio: "hospedaje",
      grandes: true,
    });
    // The old product's hero keys and values.
    expect(parse("department=La%20Uni%C3%B3n&service=DAYCARE&size=LARGE")).toMatchObject({
      departamento: "La Unión",
      servicio: "guarderia",
      grandes: true,
    });
    expect(parse("tamano=pequeno").grandes).toBe(false);
  });

  it("keeps a care date from today on, and drops past or impossible dates", () => {
    expect(parse("fecha=2026-03-10").fecha).toBe("2026-03-10");
    expect(parse("date=2026-04-01").fecha).toBe("2026-04-01");
    expect(parse("fecha=2026-03-09").fecha).toBeUndefined();
    expect(parseCareDate("2026-02-30", TODAY)).toBeUndefined();
  });

  it("reads the first value of a repeated key from Next's searchParams object", () => {
    expect(parseSearchFilters({ zona: ["escalon", "san-benito"], gatos: "1" }, TODAY)).toMatchObject({ zona: "escalon", gatos: true });
  });
});

describe("searchQuery", () => {
  it("writes own keys only, in a fixed order, leaving out what is off", () => {
    expect(
      searchQuery({ fecha: "2026-03-12", minRating: 4, grandes: true, gatos: false, servicio: "paseos", zona: "escalon", departamento: "San Salvador" }),
    ).toBe("?departamento=san-salvador&zona=escalon&servicio=paseos&grandes=1&minRating=4&fecha=2026-03-12");
    expect(searchQuery(NO_FILTERS)).toBe("");
  });

  it("round-trips through parseSearchFilters", () => {
    const filters = parse("departamento=la-union&zona=san-benito&servicio=guarderia&gatos=1&minRating=4.8&fecha=2026-05-01");
    expect(parse(searchQuery(filters).slice(1))).toEqual(filters);
  });

  it("slugs accents and spaces away", () => {
    expect(slugify("Ahuachapán")).toBe("ahuachapan");
    expect(slugify(" La Unión ")).toBe("la-union");
  });
});

describe("filter rules (SPEC §9)", () => {
  it("keeps a sitter only if every active filter matches", () => {
    const sitter = sitterFixture({ municipality: "Santa Tecla", services: ["WALK"], acceptsCats: false, rating: 4.6 });
    expect(matchesFilters(sitter, parse("zona=santa-tecla&servicio=paseos"))).toBe(true);
    expect(matchesFilters(sitter, parse("zona=santa-tecla&servicio=hospedaje"))).toBe(false);
    expect(matchesFilters(sitter, parse("zona=santa-tecla&gatos=1"))).toBe(false);
    expect(matchesFilters(sitter, parse("minRating=4.5"))).toBe(true);
    expect(matchesFilters(sitter, parse("minRating=4.8"))).toBe(false);
  });

  it("maps each zone to a municipality, accents and case aside", () => {
    expect(matchesFilters(sitterFixture({ municipality: "Escalón" }), parse("zona=escalon"))).toBe(true);
    expect(matchesFilters(sitterFixture({ municipality: "escalon" }), parse("zona=escalon"))).toBe(true);
    expect(matchesFilters(sitterFixture({ municipality: "San Salvador" }), parse("zona=escalon"))).toBe(false);
  });

  it("counts a missing rating as 0", () => {
    const newcomer = sitterFixture({ rating: null });
    expect(matchesFilters(newcomer, parse(""))).toBe(true);
    expect(matchesFilters(newcomer, parse("minRating=4"))).toBe(false);
  });

  it("filters by department, large dogs and cats", () => {
    const sitter = sitterFixture({ department: "San Miguel", acceptsLargeDogs: false, acceptsCats: true });
    expect(matchesFilters(sitter, parse("departamento=san-miguel&gatos=1"))).toBe(true);
    expect(matchesFilters(sitter, parse("departamento=san-miguel&grandes=1"))).toBe(false);
    expect(matchesFilters(sitter, parse("departamento=santa-ana"))).toBe(false);
  });

  it("on the seed: 12 without filters, fewer with each one", () => {
    const all = SEED_SITTERS.map(withPrices);
    expect(filterSitters(all, parse(""))).toHaveLength(12);
    expect(filterSitters(all, parse("zona=antiguo-cuscatlan")).map((s) => s.slug)).toEqual([
      "gabriela-alejandra-rivas",
      "sofia-isabel-ramirez",
    ]);
    expect(filterSitters(all, parse("minRating=4.8")).every((s) => (s.rating ?? 0) >= 4.8)).toBe(true);
    expect(filterSitters(all, parse("zona=san-francisco&grandes=1"))).toHaveLength(0);
  });

  it("the date alone is not an active filter", () => {
    expect(hasActiveFilters(parse("fecha=2026-03-12"))).toBe(false);
    expect(hasActiveFilters(parse("gatos=1"))).toBe(true);
  });
});

describe("dates, price cap and order in the URL", () => {
  it.each([
    ["fecha=2026-03-14", { fecha: "2026-03-14", hasta: undefined }],
    ["desde=2026-03-14&hasta=2026-03-16", { fecha: "2026-03-14", hasta: "2026-03-16" }],
    ["desde=2026-03-14", { fecha: "2026-03-14", hasta: undefined }],
    ["desde=2026-03-14&hasta=2026-03-14", { fecha: "2026-03-14", hasta: undefined }],
    ["desde=2026-03-14&hasta=2026-03-12", { fecha: "2026-03-14", hasta: undefined }],
    ["hasta=2026-03-16", { fecha: undefined, hasta: undefined }],
    ["desde=2026-03-01&hasta=2026-03-16", { fecha: undefined, hasta: undefined }],
    ["desde=2026-02-30&hasta=2026-03-16", { fecha: undefined, hasta: undefined }],
    ["desde=2026-03-14&hasta=2026-12-31", { fecha: "2026-03-14", hasta: "2026-05-12" }],
  ])("%s → %j", (query, expected) => {
    const filters = parse(query);
    expect({ fecha: filters.fecha, hasta: filters.hasta }).toEqual(expected);
  });

  it(`cuts a range to ${MAX_SEARCH_DAYS} days`, () => {
    const range = searchRange(parse("desde=2026-03-14&hasta=2027-01-01"))!;
    const days = (Date.parse(range.end) - Date.parse(range.start)) / 86_400_000 + 1;
    expect(days).toBe(MAX_SEARCH_DAYS);
  });

  it.each([
    ["precioMax=20", 20],
    ["precioMax=0", undefined],
    ["precioMax=-5", undefined],
    ["precioMax=20.5", undefined],
    ["precioMax=veinte", undefined],
    ["precioMax=501", undefined],
  ])("%s → price cap %s", (query, expected) => {
    expect(parse(query).precioMax).toBe(expected);
  });

  it.each([
    ["", "recomendados"],
    ["orden=precio", "precio"],
    ["orden=calificacion", "calificacion"],
    ["orden=resenas", "resenas"],
    ["orden=PRECIO", "recomendados"],
    ["orden=barato", "recomendados"],
  ])("orden %s → %s", (query, expected) => {
    expect(parse(query).orden).toBe(expected);
  });

  it("writes a range as desde/hasta, one day as fecha, and leaves the default order out", () => {
    expect(searchQuery(parse("desde=2026-03-14&hasta=2026-03-16&precioMax=25&orden=precio"))).toBe(
      "?desde=2026-03-14&hasta=2026-03-16&precioMax=25&orden=precio",
    );
    expect(searchQuery(parse("desde=2026-03-14&orden=recomendados"))).toBe("?fecha=2026-03-14");
  });

  it("the price cap narrows the list; dates and order do not count as filters", () => {
    expect(hasActiveFilters(parse("precioMax=20"))).toBe(true);
    expect(hasActiveFilters(parse("desde=2026-03-14&hasta=2026-03-16&orden=precio"))).toBe(false);
  });
});

describe("price cap against the card's price", () => {
  // The sitter's own prices: boarding $30 a night, walks $10. The card says "Hospedaje/guardería · Desde $30"
  // (a label is never priced by another service), so that is what the cap reads.
  const sitter = sitterFixture({ services: ["BOARDING", "WALK"], prices: pricesOf({ BOARDING: 30, WALK: 10 }) });
  it.each([
    ["precioMax=30", true],
    ["precioMax=10", false],
    ["servicio=hospedaje&precioMax=30", true], // boarding costs 30
    ["servicio=hospedaje&precioMax=29", false],
    ["servicio=paseos&precioMax=10", true],
  ])("%s → %s", (query, kept) => {
    expect(matchesFilters(sitter, parse(query))).toBe(kept);
  });
});

describe("the zona list follows the departamento", () => {
  it("offers only the chosen departamento's zones, all of them when none is chosen", () => {
    expect(zoneOptionsFor("La Libertad").map((option) => option.label)).toEqual(["Antiguo Cuscatlán", "Nuevo Cuscatlán", "Santa Tecla"]);
    expect(zoneOptionsFor("San Salvador").map((option) => option.value)).toEqual(["escalon", "san-benito", "san-salvador", "san-francisco"]);
    expect(zoneOptionsFor("Morazán")).toEqual([]);
    expect(zoneOptionsFor(undefined)).toHaveLength(7);
  });

  it("places every zone in a departamento where a seeded sitter of that zone lives", () => {
    for (const [zone, department] of Object.entries(ZONE_DEPARTMENTS)) {
      const sitters = SEED_SITTERS.filter((sitter) => sitter.municipality === SEARCH_ZONES[zone as keyof typeof SEARCH_ZONES]);
      expect(sitters.length).toBeGreaterThan(0);
      for (const sitter of sitters) expect([zone, sitter.department]).toEqual([zone, department]);
    }
  });
});
