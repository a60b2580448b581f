import { findViewableDocument } from "@/lib/caregivers/portal";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { documentStorage, STORED_PATH } from "@/lib/files/storage";

const NOT_FOUND = "No encontramos ese archivo.";

// GET /api/files/{folder}/{file} – streams a document to its owner or an admin; 404 to anyone else.
export const GET = route({ auth: "user" }, async ({ params, session }) => {
  const filePath = `${params.folder}/${params.file}`;
  if (!STORED_PATH.test(filePath)) return fail(404, NOT_FOUND);
  const document = await findViewableDocument(filePath, session.user);
  if (!document) return fail(404, NOT_FOUND);
  const bytes = await documentStorage().read(document.filePath);
  if (!bytes) return fail(404, NOT_FOUND);
  const asciiName = document.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": document.fileType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
