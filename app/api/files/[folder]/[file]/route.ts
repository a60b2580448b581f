import { findViewableDocument } from "@/lib/caregivers/portal";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";
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
  return privateFileResponse({ ...document, bytes });
});
