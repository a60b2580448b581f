import { randomUUID } from "node:crypto";
import { detectImageType } from "@/lib/files/file-type";
import { fail, json } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { putPublicImage } from "@/lib/files/storage";
import { readUploadedFile } from "@/lib/files/uploads";

// POST /api/admin/images – stores a public sitter picture (multipart field "file"); answers its URL.
export const POST = route({ auth: "admin" }, async ({ request }) => {
  const { bytes } = await readUploadedFile(request);
  const type = detectImageType(bytes.subarray(0, 16));
  if (!type) return fail(415, "Solo aceptamos imágenes JPG, PNG o WebP.");
  const url = await putPublicImage(`${randomUUID()}.${type.extension}`, bytes, type.mime);
  return json({ ok: true, url }, { status: 201 });
});
