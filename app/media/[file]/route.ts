import { requireAccess } from "@/lib/auth/guards";
import { readPendingSitterImage } from "@/lib/files/pending-image-access";
import { readPublicImage } from "@/lib/files/storage";
import { fail, handler, PRIVATE_CACHE_CONTROL } from "@/lib/http/handler";

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };
const NOT_FOUND = "No encontramos esa imagen.";

const picture = (file: string, bytes: Uint8Array, cacheControl: string) =>
  new Response(Buffer.from(bytes), {
    headers: { "Content-Type": TYPES[file.split(".").pop()!], "Cache-Control": cacheControl, "X-Content-Type-Options": "nosniff" },
  });

// GET /media/{file} – a public sitter picture stored on local disk (Vercel Blob serves its own), or one waiting for
// the team's approval (/media/pending-…, either storage): that one only to its uploader and the team, never cached;
// anyone else gets the same 404 as for a picture that does not exist.
export const GET = handler(async (request: Request, { params }: { params: Promise<{ file: string }> }) => {
  const { file } = await params;
  const published = await readPublicImage(file);
  if (published) return picture(file, published, "public, max-age=31536000, immutable");
  const viewer = await requireAccess(request, "user").then((session) => session.user, () => null);
  const pending = await readPendingSitterImage(file, viewer);
  return pending ? picture(file, pending, PRIVATE_CACHE_CONTROL) : fail(404, NOT_FOUND);
});
