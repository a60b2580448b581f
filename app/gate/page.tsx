import type { Metadata } from "next";
import { ComingSoonPlaceholder } from "@/components/coming-soon/coming-soon-placeholder";
import { BRAND } from "@/lib/brand";

export const metadata: Metadata = { title: `${BRAND} · Muy pronto en El Salvador` };

export default function GatePage() {
  return <ComingSoonPlaceholder />;
}
