import { MenuIcon, XIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { StaticIcon } from "@/components/site/icon-sprite";
import { MainNav } from "@/components/site/main-nav";
import { buttonVariants } from "@/components/ui/button";
import { BRAND } from "@/lib/site/brand";
import { HEADER_CTA, HEADER_LINKS } from "@/lib/site/nav";
import { cn } from "@/lib/utils";

const linkClass =
  "rounded-md px-1 py-2 font-medium text-foreground hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-8";

export function SiteHeader() {
  const links = HEADER_LINKS.map((link) => (
    <li key={link.href}>
      <SiteLink href={link.href} className={linkClass} markCurrent>
        {link.label}
      </SiteLink>
    </li>
  ));
  return (
    <header className="relative z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <SiteLink href="/" className="flex items-center gap-2 rounded-md text-xl font-bold text-primary">
          <StaticIcon name="paw-print" className="size-6" />
          {BRAND}
        </SiteLink>
        <div className="flex items-center gap-3 md:gap-6">
          <MainNav
            links={links}
            cta={
              <SiteLink href={HEADER_CTA.href} className={buttonVariants({ className: "mt-3 w-full" })}>
                {HEADER_CTA.label}
              </SiteLink>
            }
            // lucide's here, and only here on every page: its runtime then stays in the layout's chunk, which the
            // pages whose own client code draws lucide icons (the forms, the tracking page) share instead of each
            // carrying it (drawn by the server, the tracking page's JavaScript grew 0.8 KB gzip).
            menuIcon={<MenuIcon aria-hidden="true" />}
            closeIcon={<XIcon aria-hidden="true" />}
            buttonClassName={buttonVariants({ variant: "outline", size: "icon", className: "md:hidden" })}
          />
          {/* On the smallest phones the call to action lives in the menu panel. */}
          <SiteLink href={HEADER_CTA.href} className={cn(buttonVariants({ size: "sm" }), "hidden min-[400px]:inline-flex")}>
            {HEADER_CTA.label}
          </SiteLink>
        </div>
      </div>
    </header>
  );
}
