import { listProblems, listProblemsPage } from "@/lib/bookings/problems/problems";
import { problemListSchema } from "@/lib/bookings/problems/problem-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { listOrPage } from "@/lib/lists/query";

// GET /api/admin/problems – the problems owners and sitters reported, newest first.
// GET /api/admin/problems?pagina=N&q=texto&estado=STATUS&categoria=CATEGORY – one page of 50: { items, total, page, pageCount, pageSize, counts }.
export const GET = route({ auth: "admin", query: listOrPage(problemListSchema) }, async ({ query }) =>
  json(query ? await listProblemsPage(query) : await listProblems()),
);
