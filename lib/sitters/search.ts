import "server-only";
import { SERVICE_FILTERS, type ServiceCode } from "@/lib/constants";
import { getBusySitters, getSearchIndex } from "./public";
import { cardPrice } from "./card-label";
import { filterSitters, searchRange, type SearchFilters } from "./search-filters";
import { orderSitters } from "./search-order";
import type { SearchEntry } from "./types";
import type { ZoneAccess } from "@/lib/zones/admission";

/**
 * The sitters a search finds, in its order: SPEC §9's filters and the price cap over the cached search index,
 * among the sitters this family may see (lib/zones/admission.ts), without the sitters who cannot take some day of the range, then ordered (lib/sitters/search-order.ts).
 */
export async function searchSitters(filters: SearchFilters, access: ZoneAccess = {}): Promise<SearchEntry[]> {
  let matches = filterSitters(await getSearchIndex(access), filters);
  const range = searchRange(filters);
  if (range) {
    const busy = new Set(await getBusySitters(range.start, range.end));
    matches = matches.filter((entry) => !busy.has(entry.id));
  }
  const service = filters.servicio ? (SERVICE_FILTERS[filters.servicio] as ServiceCode) : undefined;
  // Ordered by the price each card shows (lib/sitters/card-label.ts).
  const ranked = matches.map((entry) => ({ ...entry, price: cardPrice(entry, service) }));
  return orderSitters(ranked, filters.orden);
}
