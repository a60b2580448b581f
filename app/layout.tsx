import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { GeistSans } from "geist/font/sans";
import { MetaPixel } from "@/components/analytics/meta-pixel";
import { Toaster } from "@/components/ui/sonner";
import { BRAND, BRAND_TAGLINE } from "@/lib/site/brand";
import { NONCE_HEADER } from "@/lib/http/security-headers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${BRAND} · ${BRAND_TAGLINE}`, template: `%s · ${BRAND}` },
  description:
    "Encuentra cuidadores verificados para tu perro o gato en El Salvador: hospedaje en casa, paseos y guardería de día.",
  applicationName: BRAND,
};

export const viewport: Viewport = { themeColor: "#b4461e", width: "device-width", initialScale: 1 };

// Every page is rendered per request: its scripts carry that request's CSP nonce (see proxy.ts).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="es" className={GeistSans.variable}>
      <body className="min-h-screen font-sans">
        {children}
        <Toaster />
        <MetaPixel pixelId={process.env.NEXT_PUBLIC_META_PIXEL_ID} nonce={nonce} />
      </body>
    </html>
  );
}
