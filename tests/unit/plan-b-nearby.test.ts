import { bookingPlace, nearness, rankNearby } from "@/lib/bookings/plan-b/nearby";

// Plan B's free sitters nearest the booking first: same municipality, same zone, same departamento, then the rest,
// each labelled; a walk in Santa Tecla does not offer a sitter in San Miguel first.

const santaTecla = bookingPlace("Santa Tecla", { department: "La Libertad", municipality: "Santa Tecla" });
const zaragoza = bookingPlace("Zaragoza", { department: "La Libertad", municipality: "Zaragoza" });

describe("where a booking is", () => {
  it.each([
    ["the owner's municipality, and the zone and departamento of the sitter chosen", "Santa Tecla", { department: "La Libertad", municipality: "Santa Tecla" }, { municipality: "Santa Tecla", department: "La Libertad", zone: "santa-tecla" }],
    ["the owner's town may differ from the sitter's", "Colón", { department: "La Libertad", municipality: "Antiguo Cuscatlán" }, { municipality: "Colón", department: "La Libertad", zone: "antiguo-cuscatlan" }],
    ["a departamento typed another way", "", { department: "la libertad", municipality: "Zaragoza" }, { municipality: "Zaragoza", department: "La Libertad", zone: "resto-la-libertad" }],
    ["without the sitter, a town that is a zone places it", "santa tecla", null, { municipality: "santa tecla", department: "La Libertad", zone: "santa-tecla" }],
    ["without the sitter, any other town gives only the municipality", "Suchitoto", null, { municipality: "Suchitoto", department: null, zone: null }],
  ])("%s", (_case, owner, sitter, place) => {
    expect(bookingPlace(owner, sitter)).toEqual(place);
  });
});

describe("how near a sitter is", () => {
  it.each([
    [santaTecla, { department: "La Libertad", municipality: "Santa Tecla" }, 0, "En Santa Tecla"],
    [santaTecla, { department: "La Libertad", municipality: "santa tecla" }, 0, "En santa tecla"],
    [santaTecla, { department: "La Libertad", municipality: "Antiguo Cuscatlán" }, 2, "En La Libertad"],
    [santaTecla, { department: "San Salvador", municipality: "Escalón" }, 3, "Más lejos"],
    [santaTecla, { department: "San Miguel", municipality: "San Miguel" }, 3, "Más lejos"],
    // The rest of a departamento is one zone: Colón is in a Zaragoza booking's zone, not its municipality.
    [zaragoza, { department: "La Libertad", municipality: "Colón" }, 1, "En tu zona"],
    [zaragoza, { department: "La Libertad", municipality: "Zaragoza" }, 0, "En Zaragoza"],
    [zaragoza, { department: "La Libertad", municipality: "Nuevo Cuscatlán" }, 2, "En La Libertad"],
    // The same town's name in another departamento is not the same municipality.
    [bookingPlace("San Rafael", { department: "Chalatenango", municipality: "San Rafael" }), { department: "Santa Ana", municipality: "San Rafael" }, 3, "Más lejos"],
    // A sitter with no municipality: their departamento's rest.
    [zaragoza, { department: "La Libertad", municipality: null }, 1, "En tu zona"],
  ])("%#: %j, %j → %i %s", (place, sitter, rank, label) => {
    expect(nearness(place, sitter)).toEqual({ rank, label });
  });
});

it("ranks nearest first, keeping the given order (best rated) within each, and labels each", () => {
  const sitters = [
    { name: "Claudia", department: "San Miguel", municipality: "San Miguel" },
    { name: "Gabriela", department: "La Libertad", municipality: "Antiguo Cuscatlán" },
    { name: "María", department: "San Salvador", municipality: "Escalón" },
    { name: "Ricardo", department: "La Libertad", municipality: "Santa Tecla" },
    { name: "Andrea", department: "La Libertad", municipality: "Nuevo Cuscatlán" },
    { name: "Carlos", department: "La Libertad", municipality: "Santa Tecla" },
  ];
  expect(rankNearby(santaTecla, sitters).map((sitter) => [sitter.name, sitter.nearby])).toEqual([
    ["Ricardo", "En Santa Tecla"],
    ["Carlos", "En Santa Tecla"],
    ["Gabriela", "En La Libertad"],
    ["Andrea", "En La Libertad"],
    ["Claudia", "Más lejos"],
    ["María", "Más lejos"],
  ]);
});
