// The public site's navigation (SPEC §2): header links, footer links and the header's call to action.

export type NavLink = { href: string; label: string };

export const HEADER_LINKS: NavLink[] = [
  { href: "/busca", label: "Buscar" },
  { href: "/como-funciona", label: "Cómo funciona" },
  { href: "/unete", label: "Únete" },
  { href: "/faq", label: "Ayuda" },
];

export const HEADER_CTA: NavLink = { href: "/busca", label: "Buscar cuidadores" };

export const FOOTER_LINKS: NavLink[] = [
  { href: "/busca", label: "Buscar cuidadores" },
  { href: "/como-funciona", label: "Cómo funciona" },
  { href: "/unete", label: "Únete como cuidador" },
  { href: "/filosofia", label: "Nuestra filosofía" },
  { href: "/faq", label: "Preguntas frecuentes" },
  { href: "/contacto", label: "Contacto" },
];


/** The page a link points at is the current one (or a page under it), with or without the /preview prefix. */
export function isCurrentPath(pathname: string, href: string): boolean {
  const path = pathname.replace(/^\/preview(?=\/|$)/, "") || "/";
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}
