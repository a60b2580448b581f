"use client";

import Link from "next/link";
import { createContext, useContext, type ComponentProps } from "react";
import { withBasePath } from "@/lib/site/routing";

const BasePathContext = createContext("");

export function BasePathProvider({ base, children }: { base: string; children: React.ReactNode }) {
  return <BasePathContext.Provider value={base}>{children}</BasePathContext.Provider>;
}

/** The link prefix of the public site: "/preview" while the gate is on, "" once launched. */
export function useBasePath(): string {
  return useContext(BasePathContext);
}

/** next/link that keeps visitors inside /preview while the site is gated. */
export function SiteLink({ href, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  const base = useBasePath();
  return <Link href={withBasePath(base, href)} {...props} />;
}
