import { SUPER_SITTER } from "@/lib/constants";

/** Labels of the badges sitters carry (slugs in the data). Unknown slugs read as their words. */
export const BADGE_LABELS: Record<string, string> = {
  [SUPER_SITTER.badge]: "Súper cuidador",
  "primeros-auxilios": "Primeros auxilios",
  "experiencia-5-anos": "Más de 5 años de experiencia",
  "fotos-diarias": "Fotos todos los días",
  "casa-con-patio": "Casa con patio",
  "respuesta-rapida": "Responde rápido",
};

/** The badges the team's form offers as examples (its hint): each one the profile's own rules accept. */
export const BADGE_EXAMPLES = ["primeros-auxilios", "fotos-diarias", "casa-con-patio"] as const;

export function badgeLabel(slug: string): string {
  const known = BADGE_LABELS[slug];
  if (known) return known;
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A badge that claims a check ("verificado", "antecedentes-revisados"): the profile's trust marks come only from
 * the checks themselves (verified documents, the interview), never from a word the team types.
 */
export function claimsACheck(slug: string): boolean {
  return /verific|identidad|antecedente|solvencia|(^|-)dui($|-)|entrevist|revisad|aprobad|confiable/.test(slug);
}
