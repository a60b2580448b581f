import { withBasePath } from "@/lib/site/routing";

/**
 * The site's origin for absolute links (canonical, Open Graph, JSON-LD, sitemap, robots, shared links). Never
 * from the request (Host and X-Forwarded-Host are written by whoever sends it): SITE_URL; on Vercel its own
 * production or deployment address; otherwise (development) this machine. Production without either does
 * not start (lib/site/required-settings.ts).
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured && URL.canParse(configured)) return new URL(configured).origin;
  const vercelHost = env.VERCEL_ENV === "production" ? env.VERCEL_PROJECT_PRODUCTION_URL || env.VERCEL_URL : env.VERCEL_URL;
  if (env.VERCEL && vercelHost && URL.canParse(`https://${vercelHost}`)) return new URL(`https://${vercelHost}`).origin;
  return `http://localhost:${Number(env.PORT) || 3000}`;
}

/** True when absolute links have a configured address (SITE_URL, or Vercel's own). */
export function hasConfiguredSiteUrl(env: NodeJS.ProcessEnv = process.env): boolean {
  const configured = env.SITE_URL?.trim();
  return Boolean((configured && URL.canParse(configured)) || (env.VERCEL && (env.VERCEL_URL || env.VERCEL_PROJECT_PRODUCTION_URL)));
}

export async function getSiteOrigin(): Promise<string> {
  return siteOrigin();
}

/** Absolute URL of a public page, inside /preview while the site is gated. */
export function absoluteSiteUrl(base: string, path: string): string {
  return siteOrigin() + withBasePath(base, path);
}
