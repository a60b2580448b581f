import { handler, json } from "@/lib/http/handler";
import { getPublishedSitters } from "@/lib/sitters/public";

// GET /api/sitters – every published sitter (home features the first 4; search filters them). Cached.
export const GET = handler(async () => json(await getPublishedSitters()));
