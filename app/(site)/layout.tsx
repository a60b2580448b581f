import { BasePathProvider } from "@/components/site/base-path";
import { PilotBanner } from "@/components/site/pilot-banner";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getSiteBasePath } from "@/lib/site-base";

// The public layout: pilot banner, header and footer around every public page.
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const base = await getSiteBasePath();
  return (
    <BasePathProvider base={base}>
      <div data-layout="public" className="flex min-h-screen flex-col">
        <PilotBanner />
        <SiteHeader />
        <main id="contenido" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </BasePathProvider>
  );
}
