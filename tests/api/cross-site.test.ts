/** @jest-environment node */
import { POST as catchAll } from "@/app/api/[...path]/route";
import { PATCH as patchUser } from "@/app/api/admin/users/[id]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as getSitters } from "@/app/api/sitters/route";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { withTestDatabase } from "../helpers/test-db";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withEnv } from "../helpers/env";

// The cross-site refusal runs in every route handler (handler() in lib/http/handler.ts): proxy.ts no longer sees /api.
const database = withTestDatabase();
beforeAll(async () => {
  await seedSitters(database.db);
});

const CROSS_SITE = { ok: false, error: "Solicitud rechazada: solo se aceptan envíos desde el sitio de Huellitas." };
type Params = Record<string, string | string[]>;
const writes: [string, () => Handler, string, string, Params][] = [
  ["POST /api/reservations", () => postReservation, "POST", "/api/reservations", {}],
  ["PATCH /api/admin/users/{id}", () => patchUser, "PATCH", "/api/admin/users/x", { id: "x" }],
  ["POST /api/auth/login", () => login, "POST", "/api/auth/login", {}],
  ["POST to an unknown API path", () => catchAll, "POST", "/api/nothing/here", { path: ["nothing", "here"] }],
];

type Handler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;
const call = (
  fn: Handler,
  method: string,
  path: string,
  params: Params,
  headers: Record<string, string>,
  body: unknown = validBooking(),
) => fn(apiRequest(path, { method, body, headers: { host: "localhost:3000", ...headers } }), routeParams(params));

describe.each(writes)("%s from another site", (_name, get, method, path, params) => {
  it("answers 403 with a Spanish error and does nothing", async () => {
    const before = await database.db.booking.count();
    const attempts: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of attempts) {
      expect(await read(await call(get(), method, path, params, headers))).toEqual({ status: 403, body: CROSS_SITE });
    }
    expect(await database.db.booking.count()).toBe(before);
  });
});

describe("writes that are not cross-site", () => {
  it("lets our own origin and clients without an Origin (curl, servers) through", async () => {
    expect((await call(postReservation, "POST", "/api/reservations", {}, { origin: "http://localhost:3000" })).status).toBe(201);
    expect((await call(postReservation, "POST", "/api/reservations", {}, {})).status).toBe(201);
  });

  it("lets reads through from anywhere", async () => {
    const request = apiRequest("/api/sitters", { headers: { origin: "https://evil.example" } });
    const response = await getSitters(request, routeParams({}));
    expect(response.status).toBe(200);
  });

  it("accepts origins listed in ALLOWED_ORIGINS", async () => {
    await withEnv({ ALLOWED_ORIGINS: "https://huellitas.sv, https://www.huellitas.sv/" }, async () => {
      const allowed = await call(postReservation, "POST", "/api/reservations", {}, { origin: "https://www.huellitas.sv" });
      expect(allowed.status).toBe(201);
      const lookalike = await call(postReservation, "POST", "/api/reservations", {}, { origin: "https://huellitas.sv.evil.example" });
      expect(lookalike.status).toBe(403);
    });
  });
});
