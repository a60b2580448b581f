import { DEPARTMENTS } from "@/lib/constants";
import { DEPARTMENT_OPTIONS } from "@/lib/sitters/search-options";
import { ZONES } from "@/lib/zones/catalog";
import { chosenZone, ZONE_CHOICES } from "@/lib/zones/zone-choices";

// The coming-soon waitlists' «Departamento» → «Zona»: what the two selects offer, and the zone a
// posted form names.

describe("the waitlists' departamento and zona choices", () => {
  it("offer search's departamentos, in its order and with its values", () => {
    expect(ZONE_CHOICES.map(({ value, label }) => ({ value, label }))).toEqual(DEPARTMENT_OPTIONS);
  });

  it("offer every zone exactly once, under its own departamento, every departamento with at least one", () => {
    const offered = ZONE_CHOICES.flatMap((group) => group.zones.map((zone) => ({ ...zone, department: group.label })));
    expect(offered).toHaveLength(ZONES.length);
    expect(offered.map((zone) => zone.value).sort()).toEqual(ZONES.map((zone) => zone.slug).sort());
    for (const zone of ZONES) expect(offered.find((entry) => entry.value === zone.slug)).toEqual({ value: zone.slug, label: zone.name, department: zone.department });
    for (const group of ZONE_CHOICES) expect(group.zones.length).toBeGreaterThan(0);
    expect(ZONE_CHOICES).toHaveLength(DEPARTMENTS.length);
  });

  it("list SPEC's zones of a departamento first, then the rest of it", () => {
    const labels = (department: string) => ZONE_CHOICES.find((group) => group.label === department)!.zones.map((zone) => zone.label);
    expect(labels("La Libertad")).toEqual(["Antiguo Cuscatlán", "Nuevo Cuscatlán", "Santa Tecla", "Resto del departamento de La Libertad"]);
    expect(labels("Santa Ana")).toEqual(["Santa Ana"]);
  });
});

describe("chosenZone", () => {
  test.each([
    ["the zona chosen", "la-libertad", "santa-tecla", "santa-tecla"],
    ["the zona alone", "", "escalon", "escalon"],
    ["a departamento of one zone, no zona", "santa-ana", "", "santa-ana"],
    ["the departamento however it is written", "Cabañas", undefined, "cabanas"],
    ["a departamento of several zones, no zona: none", "san-salvador", "", undefined],
    ["nothing chosen: none", "", "", undefined],
    ["an unknown departamento: none", "atlantida", "", undefined],
    // Without JavaScript the zona list shows every zone: the zona names the place, the departamento only narrows.
    ["a zona of another departamento: the zona", "santa-ana", "escalon", "escalon"],
    // The schema refuses it with field "zone".
    ["an unknown zona: as sent", "", "marte", "marte"],
  ])("%s", (_name, department, zone, expected) => {
    expect(chosenZone(department, zone)).toBe(expected);
  });
});
