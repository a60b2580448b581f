import type { Metadata } from "next";
import { BRAND } from "@/lib/site/brand";
import { withBasePath } from "@/lib/site/routing";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";

// Titles, descriptions, canonical links and Open Graph cards for the public pages.

/** The site's sharing image, drawn by app/og/huellitas.png (a path with a dot: the gate never rewrites it). */
export const SITE_OG_IMAGE = { url: "/og/huellitas.png", width: 1200, height: 630, alt: `${BRAND}: cuidadores de confianza para tu mascota` };

export function sitterOgImage(slug: string, name: string) {
  return { url: `/og/cuidadores/${slug}.png`, width: 1200, height: 630, alt: `${name} en ${BRAND}` };
}

type PageInfo = {
  /** The page's route parameters (its link prefix). */
  params: SiteParams;
  title: string;
  description: string;
  /** The page's own path without the /preview prefix, e.g. "/busca". */
  path: string;
  image?: typeof SITE_OG_IMAGE;
  /** Pages that should never be indexed (forms' confirmations). */
  noindex?: boolean;
};

/** A page's metadata: title (the layout adds " · Huellitas"), description, canonical and Open Graph. */
export async function pageMetadata({ params, title, description, path, image = SITE_OG_IMAGE, noindex }: PageInfo): Promise<Metadata> {
  const url = withBasePath(await siteBasePath(params), path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: BRAND, locale: "es_SV", type: "website", images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
