// Searching lists the way people type: without caring about case or accents ("jose" finds "José").

/** Lower-case, without accents, trimmed. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}

/** True when `query` (folded) is part of any of the fields; an empty query matches everything. */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const wanted = foldText(query);
  return wanted === "" || fields.some((field) => field != null && foldText(field).includes(wanted));
}

/** A web address name: "María José Hernández" → "maria-jose-hernandez", "La Unión" → "la-union". */
export function slugify(text: string, max = 80): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}
