import { SEARCH_ZONES, ZONE_DEPARTMENTS, type Department, type SearchZone } from "@/lib/constants";
import type { ZoneState } from "@/lib/generated/prisma/enums";

// Every zone of the country with the departamento and municipalities it covers: SPEC's seven search
// zones (slugs unchanged) and, for the rest of the country, one zone per departamento holding every municipality
// the seven do not. The zones table holds the same rows (written by its migration); this file is what maps a
// place to its zone (lib/zones/zone-of.ts).

/** The rest of each departamento: the whole departamento, or, where SPEC's zones lie, all of it they do not cover. */
export const REST_OF_DEPARTMENT = {
  "San Salvador": { slug: "resto-san-salvador", name: "Resto del departamento de San Salvador" },
  "La Libertad": { slug: "resto-la-libertad", name: "Resto del departamento de La Libertad" },
  "Santa Ana": { slug: "santa-ana", name: "Santa Ana" },
  "San Miguel": { slug: "san-miguel", name: "San Miguel" },
  Sonsonate: { slug: "sonsonate", name: "Sonsonate" },
  Ahuachapán: { slug: "ahuachapan", name: "Ahuachapán" },
  Usulután: { slug: "usulutan", name: "Usulután" },
  "San Vicente": { slug: "san-vicente", name: "San Vicente" },
  Chalatenango: { slug: "chalatenango", name: "Chalatenango" },
  Cuscatlán: { slug: "cuscatlan", name: "Cuscatlán" },
  "La Paz": { slug: "la-paz", name: "La Paz" },
  Cabañas: { slug: "cabanas", name: "Cabañas" },
  "La Unión": { slug: "la-union", name: "La Unión" },
  Morazán: { slug: "morazan", name: "Morazán" },
} as const satisfies Record<Department, { slug: string; name: string }>;

export type ZoneSlug = SearchZone | (typeof REST_OF_DEPARTMENT)[Department]["slug"];

export type ZoneDefinition = {
  slug: ZoneSlug;
  name: string;
  department: Department;
  /** The municipalities it covers, or "rest": every municipality of its departamento no other zone names. */
  municipalities: readonly string[] | "rest";
  /** Its state in a fresh database: SPEC's zones open (everything works as before), the rest on the waitlist. */
  initialState: ZoneState;
};

const SEARCH_ZONE_DEFINITIONS: ZoneDefinition[] = (Object.keys(SEARCH_ZONES) as SearchZone[]).map((slug) => ({
  slug,
  name: SEARCH_ZONES[slug],
  department: ZONE_DEPARTMENTS[slug],
  municipalities: [SEARCH_ZONES[slug]],
  initialState: "OPEN",
}));

const REST_DEFINITIONS: ZoneDefinition[] = (Object.keys(REST_OF_DEPARTMENT) as Department[]).map((department) => ({
  ...REST_OF_DEPARTMENT[department],
  department,
  municipalities: "rest",
  initialState: "WAITLIST",
}));

/** Every zone, in the order lists show them: SPEC's seven first, then the rest of the country. */
export const ZONES: readonly ZoneDefinition[] = [...SEARCH_ZONE_DEFINITIONS, ...REST_DEFINITIONS];

export const ZONE_SLUGS = ZONES.map((zone) => zone.slug) as [ZoneSlug, ...ZoneSlug[]];

export const isZoneSlug = (value: string): value is ZoneSlug => (ZONE_SLUGS as string[]).includes(value);

/** A zone's name as the catalog gives it ("" for none: a sign-up from before zones). */
export function zoneName(slug: string | null | undefined): string {
  if (!slug) return "";
  return ZONES.find((zone) => zone.slug === slug)?.name ?? slug;
}

/** A zone's place in ZONE_SLUGS (lists sort by it); unknown slugs last. */
export function zoneOrder(slug: string): number {
  const index = (ZONE_SLUGS as string[]).indexOf(slug);
  return index === -1 ? ZONE_SLUGS.length : index;
}
