import { storeSitterImage } from "@/lib/files/sitter-images";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// POST /api/admin/images – stores a public sitter picture (multipart field "file"); answers its URL.
export const POST = route({ auth: "admin", upload: true }, async ({ request }) => json({ ok: true, url: await storeSitterImage(request) }, { status: 201 }));
