import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { OG_SIZE, OgCard } from "@/components/site/og-card";
import { formatPriceFrom } from "@/lib/format/text";
import { loadSitter } from "@/lib/sitters/load";
import { startingPrice } from "@/lib/sitters/prices";

const PUBLIC_DIR = path.join(process.cwd(), "public");

/** A local SVG portrait as a data: URL; anything else (or a missing file) draws no picture. */
async function portrait(avatar: string | null): Promise<string | undefined> {
  if (!avatar || !/^\/[a-z0-9/_-]+\.svg$/i.test(avatar) || avatar.includes("..")) return undefined;
  try {
    const svg = await readFile(path.join(PUBLIC_DIR, avatar));
    return `data:image/svg+xml;base64,${svg.toString("base64")}`;
  } catch {
    return undefined;
  }
}

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
        picture={await portrait(sitter.avatar)}
      />
    ),
    { ...OG_SIZE, headers: { "cache-control": "public, max-age=3600, stale-while-revalidate=86400" } },
  );
}
