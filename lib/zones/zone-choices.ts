import { DEPARTMENTS } from "@/lib/constants";
import { slugify } from "@/lib/format/plain-text";
import { ZONES, type ZoneSlug } from "@/lib/zones/catalog";
import { departmentNamed } from "@/lib/zones/zone-of";

// The coming-soon waitlists' «Departamento» → «Zona»: the departamentos as search offers them
// (value: the same slug as /busca's `departamento`), each with the zones that lie in it. Built on the server and
// handed to the forms as data, so the page's JavaScript carries no catalog.

export type ZoneChoice = { value: ZoneSlug; label: string };
export type ZoneChoiceGroup = { value: string; label: string; zones: ZoneChoice[] };

/** Every departamento, in SPEC's order, with its zones in the catalog's order (SPEC's first, then the rest). */
export const ZONE_CHOICES: ZoneChoiceGroup[] = DEPARTMENTS.map((department) => ({
  value: slugify(department),
  label: department,
  zones: ZONES.filter((zone) => zone.department === department).map((zone) => ({ value: zone.slug, label: zone.name })),
}));

/**
 * The zone a waitlist form names: the zona chosen (the schema refuses one that does not exist); without one, the
 * departamento's zone when it has only one (Santa Ana is one zone; San Salvador and La Libertad have several, and
 * the departamento alone does not say which). The departamento only narrows the list, so a zona from another one
 * (possible without JavaScript, where the list shows every zone) wins.
 */
export function chosenZone(department: string | undefined, zone: string | undefined): string | undefined {
  const picked = zone?.trim();
  if (picked) return picked;
  const known = department ? departmentNamed(department) : undefined;
  const zones = known ? ZONES.filter((entry) => entry.department === known) : [];
  return zones.length === 1 ? zones[0].slug : undefined;
}
