import { SERVICE_FILTERS, type ServiceCode } from "@/lib/constants";
import type { SearchFilters } from "@/lib/sitters/search-filters";
import { ZONES, type ZoneSlug } from "@/lib/zones/catalog";

// What the pulse counts of a search: its zone and its service, nothing else.

/**
 * The zone a search looked in: its `zona`, else the departamento's when the departamento is one zone (Santa Ana…);
 * none for a search of a departamento split into several (San Salvador, La Libertad) or of the whole country.
 */
export function searchedZone(filters: Pick<SearchFilters, "zona" | "departamento">): ZoneSlug | undefined {
  if (filters.zona) return filters.zona;
  if (!filters.departamento) return undefined;
  const zones = ZONES.filter((zone) => zone.department === filters.departamento);
  return zones.length === 1 ? zones[0].slug : undefined;
}

/** The service a search asked for, as its code; none for every service. */
export const searchedService = (filters: Pick<SearchFilters, "servicio">): ServiceCode | undefined =>
  filters.servicio ? SERVICE_FILTERS[filters.servicio] : undefined;

/** The beacon's address for one search (lib/pulse/schemas.ts `searchBeaconSchema`). */
export function searchBeaconPath(search: { zone?: string; service?: string; zero: boolean }): string {
  const params = new URLSearchParams();
  if (search.zone) params.set("zona", search.zone);
  if (search.service) params.set("servicio", search.service);
  params.set("cero", search.zero ? "1" : "0");
  return `/api/pulse/searches?${params}`;
}
