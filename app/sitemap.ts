import type { MetadataRoute } from "next";
import { isSiteLaunched } from "@/lib/site/routing";
import { sitemapPaths } from "@/lib/site/sitemap";
import { getSiteOrigin } from "@/lib/site/url";
import { loadSitterList } from "@/lib/sitters/load";

// Built per request: it depends on the gate and on the sitters, never on the build machine's database.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const launched = isSiteLaunched();
  const [origin, sitters] = await Promise.all([getSiteOrigin(), launched ? loadSitterList() : Promise.resolve([])]);
  return sitemapPaths(launched, (sitters ?? []).map((sitter) => sitter.slug)).map((path) => ({
    url: origin + path,
    changeFrequency: path.startsWith("/s/") || path === "/busca" ? "daily" : "weekly",
    priority: path === "/" ? 1 : path === "/busca" ? 0.9 : 0.7,
  }));
}
