import { SiteLink } from "@/components/site/base-path";
import { StaticIcon } from "@/components/site/icon-sprite";
import { BRAND } from "@/lib/site/brand";
import { SocialLinks } from "@/components/social-links";
import { FOOTER_LINKS } from "@/lib/site/nav";

export function SiteFooter() {
  return (
    // Below every page's first screen: drawn when scrolled near (docs/decisions.md); until first drawn it
    // holds an estimated 30rem (measured: 606 px on a phone, 346 on a desktop), then remembers its real size.
    <footer className="mt-16 border-t bg-muted [content-visibility:auto] [contain-intrinsic-size:auto_30rem]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="text-sm">
          <p className="flex items-center gap-2 text-lg font-bold text-primary">
            <StaticIcon name="paw-print" className="size-5" />
            {BRAND}
          </p>
          <p className="mt-2 max-w-xs text-muted-foreground">
            Cuidadores de confianza para perros y gatos en El Salvador, una huellita a la vez.
          </p>
        </div>
        <nav aria-label="Pie de página">
          <p className="text-sm font-semibold">Huellitas</p>
          <ul className="mt-2 grid gap-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="inline-block rounded-sm py-1 hover:text-primary hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p className="font-semibold">Síguenos</p>
          <SocialLinks className="mt-2 grid gap-1" linkClassName="inline-block rounded-sm py-1" />
        </div>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {BRAND}. Hecho con cariño en El Salvador.
      </p>
    </footer>
  );
}
