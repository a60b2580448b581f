"use client";

import { MenuIcon, XIcon } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button-variants";
import { HEADER_CTA, HEADER_LINKS, isCurrentPath } from "@/lib/site/nav";

const linkClass =
  "rounded-md px-1 py-2 font-medium text-foreground hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-8";

/**
 * The header's links: inline from md up; below that a "Menú" button opens them as a panel
 * (closes on Escape, on a link and on navigation).
 */
export function MainNav() {
  const pathname = usePathname();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation closes the panel (state adjusted while rendering, not in an effect).
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const links = HEADER_LINKS.map((link) => (
    <li key={link.href}>
      <SiteLink
        href={link.href}
        className={linkClass}
        aria-current={isCurrentPath(pathname, link.href) ? "page" : undefined}
        onClick={() => setOpen(false)}
      >
        {link.label}
      </SiteLink>
    </li>
  ));

  return (
    <>
      <nav aria-label="Principal" className="hidden md:block">
        <ul className="flex items-center gap-5 text-sm">{links}</ul>
      </nav>
      <button
        type="button"
        className={buttonVariants({ variant: "outline", size: "icon", className: "md:hidden" })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
        <span className="sr-only">Menú</span>
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full border-b bg-background shadow-md md:hidden">
        {open && (
          <nav aria-label="Principal" className="mx-auto max-w-6xl px-4 py-3">
            <ul className="grid gap-1 text-base">{links}</ul>
            <SiteLink
              href={HEADER_CTA.href}
              className={buttonVariants({ className: "mt-3 w-full" })}
              onClick={() => setOpen(false)}
            >
              {HEADER_CTA.label}
            </SiteLink>
          </nav>
        )}
      </div>
    </>
  );
}
