import { DEPARTMENTS, type Department } from "@/lib/constants";
import { slugify } from "@/lib/format/plain-text";
import { REST_OF_DEPARTMENT, ZONES, type ZoneSlug } from "@/lib/zones/catalog";

// Which zone a place lies in. The departamento decides first (the forms offer a zona only inside its departamento);
// the municipality then picks the zone that names it there, else the rest of that departamento. Names compare the
// way search compares them: without case, accents or punctuation ("antiguo cuscatlan" is Antiguo Cuscatlán).

const sameName = (a: string, b: string) => slugify(a) === slugify(b);

/** One of the 14 departamentos, however it was typed; undefined for anything else. */
export function departmentNamed(name: string): Department | undefined {
  return DEPARTMENTS.find((department) => sameName(department, name));
}

/**
 * The one zone of a departamento and municipality (the municipality may be missing or free text). A known
 * departamento always has one; null only for a departamento that is not one of the 14.
 */
export function zoneOf(department: Department, municipality?: string | null): ZoneSlug;
export function zoneOf(department: string, municipality?: string | null): ZoneSlug | null;
export function zoneOf(department: string, municipality?: string | null): ZoneSlug | null {
  const known = departmentNamed(department);
  if (!known) return null;
  const town = municipality?.trim();
  const named = town
    ? ZONES.find((zone) => zone.department === known && zone.municipalities !== "rest" && zone.municipalities.some((name) => sameName(name, town)))
    : undefined;
  return named?.slug ?? REST_OF_DEPARTMENT[known].slug;
}
