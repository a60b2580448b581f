import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";
import { BRAND } from "@/lib/brand";

const NAV = [
  { href: "/busca", label: "Buscar" },
  { href: "/como-funciona", label: "Cómo funciona" },
  { href: "/unete", label: "Únete" },
  { href: "/faq", label: "Ayuda" },
] as const;

export function SiteHeader() {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <SiteLink href="/" className="text-xl font-bold text-primary">
          {BRAND}
        </SiteLink>
        <nav aria-label="Principal" className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
            {NAV.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className="hover:text-primary">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <SiteLink href="/busca" className={buttonVariants({ size: "sm" })}>
          Buscar cuidadores
        </SiteLink>
      </div>
    </header>
  );
}
