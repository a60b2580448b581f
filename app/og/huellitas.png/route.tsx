import { ImageResponse } from "next/og";
import { OG_SIZE, OgCard } from "@/components/site/og-card";
import { BRAND_TAGLINE } from "@/lib/site/brand";

// GET /og/huellitas.png – the site's sharing image (drawn once at build).
export const dynamic = "force-static";

export function GET() {
  return new ImageResponse(
    (
      <OgCard
        title={BRAND_TAGLINE}
        subtitle="Hospedaje en casa, paseos y guardería de día con cuidadores verificados."
        footer="Piloto en El Salvador"
      />
    ),
    OG_SIZE,
  );
}
