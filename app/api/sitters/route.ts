import { handler, json } from "@/lib/http";
import { listPublishedSitters } from "@/lib/sitters/queries";

// GET /api/sitters – every published sitter (home features the first 4; search filters them).
export const GET = handler(async () => json(await listPublishedSitters()));
