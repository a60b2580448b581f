import { notFound } from "next/navigation";
import { basePathOf, SITE_SEGMENT } from "@/lib/site/routing";

/** The route parameters of every page under app/(site)/[base]. */
export type SiteParams = Promise<{ base: string }>;

/**
 * In a server component of the public site: the link prefix ("/preview" while gated, "" once launched), read
 * from the route (app/(site)/[base]) so the page can be rendered once and cached. Any other segment is a 404.
 */
export async function siteBasePath(params: SiteParams): Promise<string> {
  const { base } = await params;
  if (base !== SITE_SEGMENT && base !== "preview") notFound();
  return basePathOf(base);
}
