// Each public page's ceiling, checked by page-weight.spec.ts on the gated server (the seed's sitters and what other
// specs add meanwhile). Set about 10 % over what the pages weighed on 29 November 2026 — 30 % for /busca and the
// profile, which grow with what other specs publish while they run (sitters, reviews); a page that needs more says
// why here, and a page that shrank gets its lower figure.

export type PageWeight = { nodes: number; payloadBytes: number; stylesheetBytes: number };

/**
 * Measured on 29 November 2026, after the icons were drawn by the server (components/site/icon-sprite.tsx):
 * elements / payload bytes; one stylesheet of 57,409 bytes for the whole site.
 */
export const PAGE_WEIGHT_BUDGETS: Record<string, PageWeight> = {
  "/": { nodes: 450, payloadBytes: 53_000, stylesheetBytes: 63_000 },
  "/busca": { nodes: 730, payloadBytes: 88_000, stylesheetBytes: 63_000 },
  "/s/maria-jose-hernandez": { nodes: 640, payloadBytes: 77_000, stylesheetBytes: 63_000 },
  "/reservar?sitter=maria-jose-hernandez": { nodes: 280, payloadBytes: 24_000, stylesheetBytes: 63_000 },
  "/faq": { nodes: 185, payloadBytes: 28_000, stylesheetBytes: 63_000 },
  "/como-funciona": { nodes: 235, payloadBytes: 32_000, stylesheetBytes: 63_000 },
  "/filosofia": { nodes: 176, payloadBytes: 26_500, stylesheetBytes: 63_000 },
  "/contacto": { nodes: 155, payloadBytes: 22_500, stylesheetBytes: 63_000 },
  "/unete": { nodes: 260, payloadBytes: 30_500, stylesheetBytes: 63_000 },
};
