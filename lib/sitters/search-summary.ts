import { SERVICE_FILTERS, SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatDayRange } from "@/lib/format/dates";
import { formatRating, formatUSD } from "@/lib/format/text";
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

/**
 * What a family searched, as a sentence for them when nobody matched: "Buscaste hospedaje en casa en Escalón, libres
 * del 3 de diciembre de 2026 al 5 de diciembre de 2026, que acepten gatos." Dates only when they gave some; null
 * when they searched for nothing in particular.
 */
export function searchedInWords(filters: SearchFilters): string | null {
  const service = filters.servicio ? SERVICE_LABELS[SERVICE_FILTERS[filters.servicio] as ServiceCode].toLowerCase() : null;
  const place = filters.zona ? zoneName(filters.zona) : filters.departamento;
  const pets = [filters.gatos && "gatos", filters.grandes && "perros grandes"].filter(Boolean).join(" y ");
  const dates = filters.fecha ? ` libres ${formatDayRange(filters.fecha, filters.hasta ?? filters.fecha)}` : "";
  const details = [
    pets ? `que acepten ${pets}` : null,
    filters.minRating ? `con ${formatRating(filters.minRating)} estrellas o más` : null,
    filters.precioMax ? `por ${formatUSD(filters.precioMax)} o menos` : null,
  ].filter(Boolean);
  if (!service && !place && !dates && details.length === 0) return null;
  return `Buscaste ${[`${service ?? "cuidadores"}${place ? ` en ${place}` : ""}${dates}`, ...details].join(", ")}.`;
}

/** The title over an open zone's waitlist when nobody matched: its dates only when the family gave some. */
export function nobodyFreeTitle(zoneName: string, filters: Pick<SearchFilters, "fecha">): string {
  return `${filters.fecha ? "Nadie libre esas fechas" : "Nadie disponible todavía"} en ${zoneName}: te avisamos cuando haya`;
}
