import type { Metadata } from "next";
import { ComingSoonPage } from "@/components/coming-soon/coming-soon-page";

// The root layout's title template adds the brand: "Muy pronto en El Salvador · Huellitas".
export const metadata: Metadata = { title: "Muy pronto en El Salvador" };

export default function GatePage() {
  return <ComingSoonPage />;
}
