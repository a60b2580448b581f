import type { Metadata } from "next";
import { BasePathProvider } from "@/components/site/base-path-context";
import { PilotBanner } from "@/components/site/pilot-banner";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { BRAND, BRAND_TAGLINE } from "@/lib/site/brand";
import { SITE_OG_IMAGE } from "@/lib/site/seo";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";
import { getSiteOrigin } from "@/lib/site/url";

// Every page here that shows nothing per visitor is rendered on its first request and then served from cache
// (incremental static regeneration): refreshed at once when a sitter, review, calendar or profile changes
// (the "sitters" cache tag), and at most every minute anyway. Nothing is rendered at build time: the database
// is not there yet.
export const revalidate = 60;
export function generateStaticParams(): { base: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const [base, origin] = await Promise.all([siteBasePath(params), getSiteOrigin()]);
  return {
    metadataBase: new URL(origin),
    openGraph: { siteName: BRAND, locale: "es_SV", type: "website", title: `${BRAND} · ${BRAND_TAGLINE}`, images: [SITE_OG_IMAGE] },
    // While the gate is on, the preview is for the team: search engines must not index it.
    ...(base ? { robots: { index: false, follow: false } } : {}),
  };
}

// The public layout: pilot banner, header and footer around every public page.
export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: SiteParams }) {
  const base = await siteBasePath(params);
  return (
    <BasePathProvider base={base}>
      <div data-layout="public" className="flex min-h-screen flex-col">
        <a
          href="#contenido"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Saltar al contenido
        </a>
        <PilotBanner />
        <SiteHeader />
        <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </BasePathProvider>
  );
}
