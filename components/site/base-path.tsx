"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { createContext, useContext, type ComponentProps } from "react";
import { isCurrentPath } from "@/lib/site/nav";
import { withBasePath } from "@/lib/site/routing";

const BasePathContext = createContext("");

export function BasePathProvider({ base, children }: { base: string; children: React.ReactNode }) {
  return <BasePathContext.Provider value={base}>{children}</BasePathContext.Provider>;
}

/** The link prefix of the public site: "/preview" while the gate is on, "" once launched. */
export function useBasePath(): string {
  return useContext(BasePathContext);
}

/**
 * next/link that keeps visitors inside /preview while the site is gated. `markCurrent`: says `aria-current="page"`
 * on the page it points at (or a page under it), as the header's links do.
 */
export function SiteLink({ href, markCurrent, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string; markCurrent?: boolean }) {
  const base = useBasePath();
  const pathname = usePathname();
  const current = markCurrent && pathname && isCurrentPath(pathname, href) ? "page" : undefined;
  return <Link href={withBasePath(base, href)} aria-current={current} {...props} />;
}
