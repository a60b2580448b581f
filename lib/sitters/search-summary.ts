import { SERVICE_FILTERS, SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatDayRange } from "@/lib/format/dates";
import { zoneName } from "@/lib/zones/catalog";
import { searchQuery, type SearchFilters } from "./search-filters";

/**
 * What a family searched, in words, for the team (kept with their waitlist entry when they join from /busca):
 * "Santa Ana · Hospedaje en casa · del 3 de diciembre de 2026 al 5 de diciembre de 2026 (/busca?zona=…)".
 */
export function searchedSummary(filters: SearchFilters): string {
  const parts = [
    filters.zona ? zoneName(filters.zona) : undefined,
    filters.servicio ? SERVICE_LABELS[SERVICE_FILTERS[filters.servicio] as ServiceCode] : undefined,
    filters.fecha ? formatDayRange(filters.fecha, filters.hasta ?? filters.fecha) : undefined,
  ].filter(Boolean);
  // The team reads it: never a family's invitation token.
  return `${parts.join(" · ")} (/busca${searchQuery({ ...filters, invitacion: undefined })})`.slice(0, 500).trim();
}
