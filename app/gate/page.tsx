import type { Metadata } from "next";
import { ComingSoonPage } from "@/components/coming-soon/coming-soon-page";

// The root layout's title template adds the brand: "Muy pronto en El Salvador · Huellitas".
export const metadata: Metadata = { title: "Muy pronto en El Salvador" };

// Served from the page cache like the public pages (a CDN may keep it a minute: see app/(site)/[base]/layout.tsx).
export const revalidate = 60;

export default function GatePage() {
  return <ComingSoonPage />;
}
