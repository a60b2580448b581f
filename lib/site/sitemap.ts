// Which pages search engines are told about (sitemap.xml) and kept away from (robots.txt).

/** Public pages worth indexing once launched. /reservar and /exito are steps of a form (noindex). */
export const INDEXED_PAGES = ["/", "/busca", "/como-funciona", "/filosofia", "/compromisos", "/unete", "/faq", "/contacto"] as const;

/** Never crawled: the team's and sitters' areas, the API, and owners' private tracking pages. */
export const PRIVATE_PREFIXES = ["/admin", "/portal", "/api", "/reserva"] as const;

/**
 * The sitemap's paths. While the gate is on, only the coming-soon page at "/" is public (the /preview pages say
 * noindex); once launched, the public pages and every sitter profile.
 */
export function sitemapPaths(launched: boolean, sitterSlugs: readonly string[]): string[] {
  if (!launched) return ["/"];
  return [...INDEXED_PAGES, ...sitterSlugs.map((slug) => `/s/${slug}`)];
}
