import { SUPER_SITTER } from "@/lib/constants";

/** Labels of the badges sitters carry (slugs in the data). Unknown slugs read as their words. */
export const BADGE_LABELS: Record<string, string> = {
  [SUPER_SITTER.badge]: "Súper cuidador",
  verificado: "Identidad verificada",
  "primeros-auxilios": "Primeros auxilios",
  "experiencia-5-anos": "Más de 5 años de experiencia",
  "fotos-diarias": "Fotos todos los días",
  "casa-con-patio": "Casa con patio",
  "respuesta-rapida": "Responde rápido",
};

export function badgeLabel(slug: string): string {
  const known = BADGE_LABELS[slug];
  if (known) return known;
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
