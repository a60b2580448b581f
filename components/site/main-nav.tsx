"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useState, type ReactNode } from "react";

/**
 * The header's links: inline from md up; below that a "Menú" button opens them as a panel (closes on Escape, on a
 * link and on navigation). The links, icons and classes are rendered by the server (components/site/site-header.tsx)
 * and passed in, so this chunk carries no link, icon or class code of its own (1.3 KB gzip less on the info pages).
 */
export function MainNav({ links, cta, menuIcon, closeIcon, buttonClassName }: { links: ReactNode; cta: ReactNode; menuIcon: ReactNode; closeIcon: ReactNode; buttonClassName: string }) {
  const pathname = usePathname();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation closes the panel (state adjusted while rendering, not in an effect).
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    // A link in the panel closes it, the current page's too (that one navigates nowhere).
    const panel = document.getElementById(panelId);
    const onClick = (event: MouseEvent) => event.target instanceof Element && event.target.closest("a") && setOpen(false);
    window.addEventListener("keydown", onKey);
    panel?.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      panel?.removeEventListener("click", onClick);
    };
  }, [open, panelId]);

  return (
    <>
      <nav aria-label="Principal" className="hidden md:block">
        <ul className="flex items-center gap-5 text-sm">{links}</ul>
      </nav>
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        {open ? closeIcon : menuIcon}
        <span className="sr-only">Menú</span>
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full border-b bg-background shadow-md md:hidden">
        {open && (
          <nav aria-label="Principal" className="mx-auto max-w-6xl px-4 py-3">
            <ul className="grid gap-1 text-base">{links}</ul>
            {cta}
          </nav>
        )}
      </div>
    </>
  );
}
