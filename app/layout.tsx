import type { Metadata, Viewport } from "next";
import { MetaPixelSlot } from "@/components/analytics/meta-pixel-slot";
import { NoScriptStyles } from "@/components/no-script-styles";
import { BRAND, BRAND_TAGLINE } from "@/lib/site/brand";
import { siteFont } from "./font";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${BRAND} · ${BRAND_TAGLINE}`, template: `%s · ${BRAND}` },
  description:
    "Encuentra cuidadores verificados para tu perro o gato en El Salvador: hospedaje en casa, paseos y guardería de día.",
  applicationName: BRAND,
};

export const viewport: Viewport = { themeColor: "#b4461e", width: "device-width", initialScale: 1 };

// Public pages are served from cache, so nothing here reads the request. Toasts live with the pages that
// show them (admin, portal, coming soon, the application form): the others do not load their code. The pixel's script is added by Next's
// own runtime, which every page policy trusts ('strict-dynamic' with a nonce, the host otherwise).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es" className={siteFont.variable}>
      <body className="min-h-screen font-sans">
        <NoScriptStyles />
        {children}
        <MetaPixelSlot />
      </body>
    </html>
  );
}
