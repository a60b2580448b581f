import { onFirstUse } from "@/lib/format/on-first-use";

// How numbers, money and short texts read on the public site (es-SV, docs/voice.md).

const numberFormat = /* @__PURE__ */ onFirstUse(() => new Intl.NumberFormat("es-SV", { maximumFractionDigits: 2 }));
const ratingFormat = /* @__PURE__ */ onFirstUse(() => new Intl.NumberFormat("es-SV", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** US dollars, decimals only when needed: "$12", "$7.50". */
export function formatUSD(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? `$${numberFormat().format(cents / 100)}` : `$${(cents / 100).toFixed(2)}`;
}

/** SPEC §9: prices read "Desde $N". */
export function formatPriceFrom(amount: number): string {
  return `Desde ${formatUSD(amount)}`;
}

/** A star rating with one decimal: "4.9", "5.0". */
export function formatRating(rating: number): string {
  return ratingFormat().format(rating);
}

/** A count with its noun in the singular or the plural: "1 cuidador", "12 cuidadores", "10 012 reservas". */
export function formatCountOf(count: number, singular: string, plural: string): string {
  return `${numberFormat().format(count)} ${count === 1 ? singular : plural}`;
}

/** "1 reseña", "38 reseñas". */
export function formatReviewCount(count: number): string {
  return formatCountOf(count, "reseña", "reseñas");
}

/** A whole number as people here write it ("10 012"). */
export function formatCount(count: number): string {
  return numberFormat().format(count);
}

/**
 * The search page's title: "12 cuidadores encontrados", "1 cuidador encontrado". Not "disponibles": nothing
 * checks availability for a date yet (the team confirms it by WhatsApp).
 */
export function formatSitterCount(count: number): string {
  return formatCountOf(count, "cuidador encontrado", "cuidadores encontrados");
}

/**
 * Cuts a text to at most `max` characters (SPEC §9: card bios at 100) and marks the cut with "…".
 * Counts characters, not UTF-16 units, so an accent or emoji is never split.
 */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}

/** The first of someone's names, for a friendlier line ("María" for "María José Hernández"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
