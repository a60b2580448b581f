/** @jest-environment node */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { withTestDatabase } from "../helpers/test-db";
import { createUser, signIn } from "../helpers/auth";
import { apiRequest } from "../helpers/request";

// Walks every route under app/api/admin, so a new admin route without a guard fails this suite.
const adminDir = path.join(process.cwd(), "app", "api", "admin");
function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const cases = routeFiles(adminDir).flatMap((file) => {
  const relative = path.relative(path.join(process.cwd(), "app"), path.dirname(file));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of routes is only known at run time
  const routeModule = require(file) as Partial<Record<(typeof METHODS)[number], Handler>>;
  return METHODS.filter((method) => typeof routeModule[method] === "function").map((method) => ({
    method,
    urlPath: "/" + relative.replace(/\[(\w+)\]/g, "x-id"),
    params: Object.fromEntries([...relative.matchAll(/\[(\w+)\]/g)].map((m) => [m[1], "x-id"])),
    handler: routeModule[method]!,
  }));
});

const database = withTestDatabase();
let caregiverCookie: string;
let adminCookie: string;
beforeAll(async () => {
  await createUser(database.db, { email: "cuidadora@example.com" });
  await createUser(database.db, { email: "admin@example.com", role: "admin" });
  caregiverCookie = await signIn("cuidadora@example.com");
  adminCookie = await signIn("admin@example.com");
});

const call = (c: (typeof cases)[number], cookie?: string) =>
  c.handler(
    apiRequest(c.urlPath, { method: c.method, headers: cookie ? { cookie } : {}, body: c.method === "GET" || c.method === "DELETE" ? undefined : {} }),
    { params: Promise.resolve(c.params) },
  );

describe("every /api/admin route", () => {
  it("was found", () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases.map((c) => [`${c.method} ${c.urlPath}`, c] as const))("%s: anonymous 401, caregiver 403, admin allowed", async (_name, c) => {
    const anonymous = await call(c);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).ok).toBe(false);
    const caregiver = await call(c, caregiverCookie);
    expect(caregiver.status).toBe(403);
    expect(await caregiver.json()).toEqual({ ok: false, error: "No tienes permiso para hacer esto." });
    const admin = await call(c, adminCookie);
    expect([401, 403]).not.toContain(admin.status);
    expect(admin.status).toBeLessThan(500);
  });
});
