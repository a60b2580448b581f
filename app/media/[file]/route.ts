import { fail } from "@/lib/http/handler";
import { readPublicImage } from "@/lib/files/storage";

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

// GET /media/{file} – a public sitter picture stored on local disk (Vercel Blob serves its own).
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const bytes = await readPublicImage(file);
  if (!bytes) return fail(404, "No encontramos esa imagen.");
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": TYPES[file.split(".").pop()!],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
