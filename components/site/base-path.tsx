"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { isCurrentPath } from "@/lib/site/nav";
import { withBasePath } from "@/lib/site/routing";
import { useBasePath } from "@/components/site/base-path-context";

/**
 * next/link that keeps visitors inside /preview while the site is gated. `markCurrent`: says `aria-current="page"`
 * on the page it points at (or a page under it), as the header's links do.
 *
 * No prefetching by default: for our pages (no loading.js) a link's prefetch brings only the route's tree, which a
 * tap fetches with the page anyway, yet each one costs a phone a request and script work at load, and its answer
 * makes the browser preload the linked page's main picture at high priority (a profile's portrait from every card,
 * home's picture from every logo) while this page's own are still loading.
 */
export function SiteLink({ href, markCurrent, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string; markCurrent?: boolean }) {
  const base = useBasePath();
  const pathname = usePathname();
  const current = markCurrent && pathname && isCurrentPath(pathname, href) ? "page" : undefined;
  return <Link href={withBasePath(base, href)} aria-current={current} prefetch={false} {...props} />;
}
