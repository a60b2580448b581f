import { parseSearchFilters, priceCapStep, searchQuery } from "./search-filters";
import { PAGE_PARAM, parsePage } from "./search-page";

// A search's URL (/busca?zona=santa-tecla&pagina=2) is served from a cached render of one internal path per
// canonical query (/busca/zona~santa-tecla_pagina~2): proxy.ts writes the key, the page reads it back. Only
// the keys and values a search understands survive, in a fixed order, so equal searches share one render, and
// the set of keys is finite whatever the URLs: values from the filters' lists, days from today to 12 months
// ahead (a range of at most 60), a price cap rounded up to the steps the page offers, pages up to 500. Every
// value is a slug, a date or a number: "~" and "_" never occur in them. A decimal point is written ","
// (a path ending in ".5" would read as a file name).

export const ALL_SITTERS_KEY = "todos";

export function searchKey(params: URLSearchParams, today?: string): string {
  const filters = parseSearchFilters(params, today);
  // An invitation is the family's own: never in a key (an invited search is rendered per request, proxy.ts).
  const query = new URLSearchParams(searchQuery({ ...filters, precioMax: priceCapStep(filters.precioMax), invitacion: undefined }));
  const page = parsePage(params.get(PAGE_PARAM) ?? undefined);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const pairs = [...query].map(([key, value]) => `${key}~${value.replaceAll(".", ",")}`);
  return pairs.length ? pairs.join("_") : ALL_SITTERS_KEY;
}

/** The query a key stands for (empty for "todos" or anything that is not a key). */
export function searchParamsOfKey(key: string): URLSearchParams {
  const params = new URLSearchParams();
  if (key === ALL_SITTERS_KEY) return params;
  for (const pair of key.split("_")) {
    const [name, value, extra] = pair.split("~");
    if (name && value && extra === undefined) params.set(name, value.replaceAll(",", "."));
  }
  return params;
}
