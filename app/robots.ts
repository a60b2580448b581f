import type { MetadataRoute } from "next";
import { PRIVATE_PREFIXES } from "@/lib/site/sitemap";
import { getSiteOrigin } from "@/lib/site/url";

export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    // /preview stays crawlable on purpose: its pages carry "noindex", which a crawler must be able to read.
    rules: { userAgent: "*", allow: "/", disallow: [...PRIVATE_PREFIXES] },
    sitemap: `${await getSiteOrigin()}/sitemap.xml`,
  };
}
