import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEPARTMENTS, SEARCH_ZONES, ZONE_DEPARTMENTS, type SearchZone } from "@/lib/constants";
import { DEPARTMENT_OPTIONS, zoneOptionsFor } from "@/lib/sitters/search-options";
import { REST_OF_DEPARTMENT, ZONE_SLUGS, ZONES, isZoneSlug, zoneName, zoneOrder } from "@/lib/zones/catalog";
import { departmentNamed, zoneOf } from "@/lib/zones/zone-of";

// The zones: SPEC's seven search zones and the rest of the country, and zoneOf(), which places every
// departamento and municipality the forms offer in exactly one of them.

const zoneBySlug = new Map(ZONES.map((zone) => [zone.slug, zone]));

/**
 * Every departamento and municipality a form offers: the hero's and the search page's departamento list (by slug)
 * and the sitter form's (by name), each with no municipality, a municipality of no zone, each zona the search page
 * offers under it, and each search zone the sitter form suggests (its datalist offers all seven under any
 * departamento).
 */
function offeredPairs(): { department: string; municipality?: string }[] {
  return DEPARTMENTS.flatMap((department) => {
    const slug = DEPARTMENT_OPTIONS.find((option) => option.label === department)!.value;
    const municipalities = [undefined, "", "Un municipio cualquiera", ...zoneOptionsFor(department).map((option) => option.label), ...Object.values(SEARCH_ZONES)];
    return [department, slug].flatMap((name) => municipalities.map((municipality) => ({ department: name, municipality })));
  });
}

describe("the zone catalog", () => {
  it("keeps SPEC's seven search zones, slugs and names unchanged, open", () => {
    const spec = ZONES.filter((zone) => zone.initialState === "OPEN");
    expect(spec.map((zone) => zone.slug)).toEqual(["antiguo-cuscatlan", "nuevo-cuscatlan", "santa-tecla", "escalon", "san-benito", "san-salvador", "san-francisco"]);
    for (const zone of spec) {
      expect(zone.name).toBe(SEARCH_ZONES[zone.slug as SearchZone]);
      expect(zone.department).toBe(ZONE_DEPARTMENTS[zone.slug as SearchZone]);
      expect(zone.municipalities).toEqual([zone.name]);
    }
  });

  it("covers the rest of the country with one waitlist zone per departamento", () => {
    const rest = ZONES.filter((zone) => zone.municipalities === "rest");
    expect(rest.map((zone) => zone.department).sort()).toEqual([...DEPARTMENTS].sort());
    expect(rest.every((zone) => zone.initialState === "WAITLIST")).toBe(true);
    expect(ZONES).toHaveLength(7 + DEPARTMENTS.length);
  });

  it("has unique slugs, each a plain web-address word, and no municipality in two zones of a departamento", () => {
    expect(new Set(ZONE_SLUGS).size).toBe(ZONES.length);
    for (const slug of ZONE_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const department of DEPARTMENTS) {
      const named = ZONES.filter((zone) => zone.department === department && zone.municipalities !== "rest").flatMap((zone) => zone.municipalities as string[]);
      expect(new Set(named).size).toBe(named.length);
    }
  });

  it("is the list the migration writes into the zones table (slug, name, state)", () => {
    const dir = path.join(process.cwd(), "prisma", "migrations");
    const migration = readdirSync(dir).find((name) => name.endsWith("_zones"))!;
    const sql = readFileSync(path.join(dir, migration, "migration.sql"), "utf8");
    const rows = [...sql.matchAll(/\('([a-z0-9-]+)', '([^']+)', '(WAITLIST|INVITE|OPEN)'\)/g)].map(([, slug, name, state]) => ({ slug, name, state }));
    expect(rows).toEqual(ZONES.map((zone) => ({ slug: zone.slug, name: zone.name, state: zone.initialState })));
  });

  it("names, orders and recognises zones", () => {
    expect(zoneName("la-union")).toBe("La Unión");
    expect(zoneName(null)).toBe("");
    expect(zoneOrder("antiguo-cuscatlan")).toBe(0);
    expect(zoneOrder("no-existe")).toBe(ZONES.length);
    expect(isZoneSlug("escalon")).toBe(true);
    expect(isZoneSlug("Escalon")).toBe(false);
  });
});

describe("zoneOf(departamento, municipio)", () => {
  it("places every departamento and municipality the forms offer in exactly one zone, of that departamento", () => {
    const pairs = offeredPairs();
    expect(pairs.length).toBeGreaterThan(DEPARTMENTS.length * 10);
    for (const { department, municipality } of pairs) {
      const slug = zoneOf(department, municipality);
      expect(slug).not.toBeNull();
      expect(zoneBySlug.get(slug!)?.department).toBe(departmentNamed(department));
    }
  });

  it("reaches every zone from some pair the forms offer", () => {
    const reached = new Set(offeredPairs().map(({ department, municipality }) => zoneOf(department, municipality)));
    expect([...reached].sort()).toEqual([...ZONE_SLUGS].sort());
  });

  it("gives a search zone for its municipality in its departamento, as search compares names", () => {
    for (const slug of Object.keys(SEARCH_ZONES) as SearchZone[]) {
      expect(zoneOf(ZONE_DEPARTMENTS[slug], SEARCH_ZONES[slug])).toBe(slug);
    }
    expect(zoneOf("la libertad", "  antiguo cuscatlan ")).toBe("antiguo-cuscatlan");
    expect(zoneOf("SAN SALVADOR", "ESCALÓN")).toBe("escalon");
  });

  it("gives the rest of the departamento for any other municipality, none, or a zone of another departamento", () => {
    expect(zoneOf("San Salvador", "Soyapango")).toBe("resto-san-salvador");
    expect(zoneOf("La Libertad", null)).toBe("resto-la-libertad");
    expect(zoneOf("La Libertad", "Escalón")).toBe("resto-la-libertad");
    expect(zoneOf("Santa Ana", "Santa Ana")).toBe("santa-ana");
    expect(zoneOf("la-union")).toBe("la-union");
    for (const department of DEPARTMENTS) expect(zoneOf(department, "Un lugar sin zona")).toBe(REST_OF_DEPARTMENT[department].slug);
  });

  it("has no zone for a departamento that is not one of the 14", () => {
    expect(zoneOf("Guatemala", "Santa Tecla")).toBeNull();
    expect(zoneOf("", "Santa Tecla")).toBeNull();
  });
});
