import { fail, handler, json } from "@/lib/http";
import { findPublishedSitter } from "@/lib/sitters/queries";
import { sitterKeySchema } from "@/lib/validation/sitter-key";

const NOT_FOUND = "Cuidador no encontrado";

// GET /api/sitters/{id or slug} – one published sitter with its latest reviews.
export const GET = handler(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const key = sitterKeySchema.safeParse((await params).id);
  if (!key.success) return fail(404, NOT_FOUND);
  const sitter = await findPublishedSitter(key.data);
  return sitter ? json(sitter) : fail(404, NOT_FOUND);
});
