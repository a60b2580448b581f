import { SiteLink } from "@/components/site/base-path";
import { BRAND } from "@/lib/brand";

const LINKS = [
  { href: "/busca", label: "Buscar cuidadores" },
  { href: "/como-funciona", label: "Cómo funciona" },
  { href: "/unete", label: "Únete como cuidador" },
  { href: "/filosofia", label: "Nuestra filosofía" },
  { href: "/faq", label: "Preguntas frecuentes" },
  { href: "/contacto", label: "Contacto" },
] as const;

export const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/huellitas.sv", label: "Instagram" },
  { href: "https://www.facebook.com/huellitas.sv", label: "Facebook" },
  { href: "https://www.linkedin.com/company/huellitas-sv", label: "LinkedIn" },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <nav aria-label="Pie de página">
          <ul className="grid gap-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-primary hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p className="font-semibold">Síguenos</p>
          <ul className="mt-2 flex gap-4">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className="hover:text-primary hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted-foreground">
            © {new Date().getFullYear()} {BRAND}. Hecho con cariño en El Salvador.
          </p>
        </div>
      </div>
    </footer>
  );
}
