import { ImageResponse } from "next/og";
import { OG_SIZE, OgCard } from "@/components/site/og-card";
import { drawablePicture } from "@/lib/files/drawable-picture";
import { formatPriceFrom } from "@/lib/format/text";
import { loadSitter } from "@/lib/sitters/load";
import { startingPrice } from "@/lib/sitters/prices";

// GET /og/cuidadores/{slug}.png – a sitter's sharing image (a path with a dot, so the gate never rewrites it).
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([a-z0-9-]+)\.png$/.exec((await params).file);
  const sitter = match ? await loadSitter(match[1]) : null;
  if (!sitter) return new Response("Not found", { status: 404 });
  const price = startingPrice(sitter.prices);
  return new ImageResponse(
    (
      <OgCard
        title={sitter.name}
        subtitle={`Cuidador en ${sitter.municipality}, ${sitter.department}`}
        footer={price === null ? "" : formatPriceFrom(price)}
        picture={await drawablePicture(sitter.avatar)}
      />
    ),
    { ...OG_SIZE, headers: { "cache-control": "public, max-age=3600, stale-while-revalidate=86400" } },
  );
}
