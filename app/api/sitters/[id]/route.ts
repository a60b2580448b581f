import { fail, handler, json, PUBLIC_CACHE_CONTROL } from "@/lib/http/handler";
import { getPublishedSitter } from "@/lib/sitters/public";

const NOT_FOUND = "Cuidador no encontrado";

// GET /api/sitters/{id or slug} – one published sitter with its latest reviews. Cached.
export const GET = handler(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const sitter = await getPublishedSitter((await params).id);
  return sitter ? json(sitter, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }) : fail(404, NOT_FOUND);
});
