import type { Metadata } from "next";
import { ComingSoonPage } from "@/components/coming-soon/coming-soon-page";

export const metadata: Metadata = { title: "Muy pronto en El Salvador" };

export default function ComingSoonRoute() {
  return <ComingSoonPage embedded />;
}
