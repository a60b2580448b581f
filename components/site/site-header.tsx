import { PawPrintIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { MainNav } from "@/components/site/main-nav";
import { buttonVariants } from "@/components/ui/button";
import { BRAND } from "@/lib/site/brand";
import { HEADER_CTA } from "@/lib/site/nav";
import { cn } from "@/lib/utils";

export function SiteHeader() {
  return (
    <header className="relative z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <SiteLink href="/" className="flex items-center gap-2 rounded-md text-xl font-bold text-primary">
          <PawPrintIcon aria-hidden="true" className="size-6" />
          {BRAND}
        </SiteLink>
        <div className="flex items-center gap-3 md:gap-6">
          <MainNav />
          {/* On the smallest phones the call to action lives in the menu panel. */}
          <SiteLink href={HEADER_CTA.href} className={cn(buttonVariants({ size: "sm" }), "hidden min-[400px]:inline-flex")}>
            {HEADER_CTA.label}
          </SiteLink>
        </div>
      </div>
    </header>
  );
}
