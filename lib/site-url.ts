import { headers } from "next/headers";
import { withBasePath } from "@/lib/routing";
import { getSiteBasePath } from "@/lib/site-base";

/**
 * The site's origin for absolute links (sitemap, Open Graph, WhatsApp messages): SITE_URL when set
 * (production: set it), otherwise the host this request came to.
 */
export async function getSiteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL?.trim();
  if (configured && URL.canParse(configured)) return new URL(configured).origin;
  const list = await headers();
  const host = list.get("x-forwarded-host")?.split(",")[0]?.trim() || list.get("host") || "localhost:3000";
  const proto = list.get("x-forwarded-proto")?.split(",")[0]?.trim() || (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  const candidate = `${proto}://${host}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : "http://localhost:3000";
}

/** Absolute URL of a public page, inside /preview while the site is gated. */
export async function absoluteSiteUrl(path: string): Promise<string> {
  const [origin, base] = await Promise.all([getSiteOrigin(), getSiteBasePath()]);
  return origin + withBasePath(base, path);
}
