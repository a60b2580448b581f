import { route } from "@/lib/api/route";
import { auditPageQuery } from "@/lib/audit";
import { json } from "@/lib/http/handler";
import { z } from "@/lib/zod";
import { apiRequest, read } from "../helpers/request";

const PAGE_MESSAGE = "La página debe ser un número entero mayor que cero.";
const ORDER_MESSAGE = "Elige un orden válido: asc o desc.";

// A handler that answers the query it was handed, as route() parsed it.
const echo = route(
  {
    query: z.object({
      pagina: z.string().regex(/^\d+$/, PAGE_MESSAGE).transform(Number).default(1),
      orden: z.enum(["asc", "desc"], ORDER_MESSAGE).optional(),
    }),
  },
  async ({ query }) => json({ ok: true, query }),
);
const get = async (path: string) => read(await echo(apiRequest(path), undefined));

describe("route({ query })", () => {
  it("hands the handler the query as its schema parsed it (defaults and transforms applied, unknown parameters dropped)", async () => {
    expect(await get("/api/x?pagina=3&orden=desc&otro=1")).toEqual({ status: 200, body: { ok: true, query: { pagina: 3, orden: "desc" } } });
    expect(await get("/api/x")).toEqual({ status: 200, body: { ok: true, query: { pagina: 1 } } });
  });

  it("answers 400 with the parameter's Spanish message and its name, and never calls the handler", async () => {
    expect(await get("/api/x?pagina=tres")).toEqual({ status: 400, body: { ok: false, error: PAGE_MESSAGE, field: "pagina" } });
    expect(await get("/api/x?pagina=2&orden=%00")).toEqual({ status: 400, body: { ok: false, error: ORDER_MESSAGE, field: "orden" } });
  });

  it("reads a repeated parameter's first value, the one URLSearchParams.get() gives", async () => {
    expect(await get("/api/x?pagina=2&pagina=tres")).toEqual({ status: 200, body: { ok: true, query: { pagina: 2 } } });
    expect((await get("/api/x?pagina=tres&pagina=2")).status).toBe(400);
  });

  it("takes parameter names that are also names of object properties as plain parameters", async () => {
    const proto = route({ query: z.object({ constructor: z.string().optional() }) }, async ({ query }) => json(query));
    const answer = await read(await proto(apiRequest("/api/x?__proto__=1&constructor=2"), undefined));
    expect(answer).toEqual({ status: 200, body: { constructor: "2" } });
  });
});

describe("GET /api/admin/activity's query", () => {
  it("reads a page that is not a whole number from 1 to 100 000 as the first, as it always has", () => {
    const page = (query: Record<string, string>) => auditPageQuery.parse(query).page;
    expect(page({ page: "7" })).toBe(7);
    for (const wrong of ["abc", "0", "-2", "1.5", "100001", ""]) expect(page({ page: wrong })).toBe(1);
    expect(page({})).toBe(1);
  });
});
