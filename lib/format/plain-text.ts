// Text the way people type it, without caring about case or accents ("jose" finds "José"): for searches and web addresses.

/** Lower-case, without accents, trimmed. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}

/** A web address name: "María José Hernández" → "maria-jose-hernandez", "La Unión" → "la-union". */
export function slugify(text: string, max = 80): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}
