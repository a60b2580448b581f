"use client";

import { useBasePath } from "@/components/site/base-path-context";
import { withBasePath } from "@/lib/site/routing";

/**
 * A plain link to the public home (inside /preview while the gate is on). The not-found page uses it instead of
 * SiteLink: every page loads the not-found boundary's code, and next/link there would be loaded twice (Turbopack
 * does not share it with the layout's chunk).
 */
export function HomeLink(props: Omit<React.ComponentProps<"a">, "href">) {
  return <a href={withBasePath(useBasePath(), "/")} {...props} />;
}
