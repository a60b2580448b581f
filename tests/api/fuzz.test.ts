/** @jest-environment node */
import { readdirSync, statSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { withTestDatabase } from "../helpers/test-db";
import { createUser, signIn } from "../helpers/auth";
import { validApplication, validBooking, validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { withTestEnv } from "../helpers/env";

// Property-based: generated bodies, headers and path parameters sent to every POST, PUT, PATCH and DELETE
// route never produce a 5xx, and a refused request never leaves a row behind.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const apiDir = path.join(process.cwd(), "app", "api");
function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : name === "route.ts" ? [full] : [];
  });
}
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
const routes = routeFiles(apiDir).flatMap((file) => {
  const relative = path.relative(path.join(process.cwd(), "app"), path.dirname(file));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of routes is only known at run time
  const routeModule = require(file) as Partial<Record<string, Handler>>;
  return WRITE_METHODS.filter((m) => typeof routeModule[m] === "function").map((method) => ({
    name: `${method} /${relative}`,
    method,
    paramNames: [...relative.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]),
    handler: routeModule[method]!,
    signedIn: !relative.endsWith("auth/logout"),
  }));
});

// Near-valid bodies find deeper paths than random ones: a known-good body with one field replaced.
const VALID_BODIES: Record<string, unknown>[] = [validBooking(), validApplication(), validProviderLead(), validPetOwnerLead()];
const nearValid = fc
  .tuple(fc.constantFrom(...VALID_BODIES), fc.string({ maxLength: 20 }), fc.anything({ maxDepth: 2 }))
  .map(([body, key, value]) => {
    const keys = Object.keys(body);
    const field = keys[key.length % keys.length];
    return JSON.stringify({ ...body, [field]: value });
  });
const bodies = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  nearValid,
  fc.constant(""),
);
const contentTypes = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data; boundary=xyz", "application/x-www-form-urlencoded", "");
const params = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom("1", "0", "-1", "99999999999999999999", "../../etc/passwd", "%00", "\u0000", "a\u0000b", "\u202e1", "x-id", "null"),
);

const database = withTestDatabase();
let adminCookie: string;
let uploadDir: string;
withTestEnv();
beforeAll(async () => {
  await seedSitters(database.db);
  await createUser(database.db, { email: "admin@example.com", role: "admin" });
  adminCookie = await signIn("admin@example.com");
  uploadDir = mkdtempSync(path.join(tmpdir(), "huellitas-fuzz-"));
  process.env.UPLOAD_DIR = uploadDir;
});
afterAll(async () => {
  rmSync(uploadDir, { recursive: true, force: true });
});

// The rows a refused request must not add, counted in one statement (it runs twice for each of 40 requests to each
// route: seven separate counts were most of this file's time).
async function rowCount(): Promise<number> {
  const [{ total }] = await database.db.$queryRaw<{ total: number }[]>`
    SELECT ((SELECT count(*) FROM bookings) + (SELECT count(*) FROM provider_leads) + (SELECT count(*) FROM pet_owner_leads)
      + (SELECT count(*) FROM users) + (SELECT count(*) FROM documents) + (SELECT count(*) FROM sitters)
      + (SELECT count(*) FROM booking_status_changes))::int AS total`;
  return total;
}

describe("generated requests to every state-changing route", () => {
  it("found the routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(routes.map((r) => [r.name, r] as const))("%s never answers 5xx nor stores a refused request", async (_name, route) => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await fc.assert(
        fc.asyncProperty(bodies, contentTypes, fc.array(params, { minLength: 3, maxLength: 3 }), fc.boolean(), async (body, type, values, signedIn) => {
          const headers: Record<string, string> = { "x-test-client": `fuzz-${Math.random()}` };
          if (type) headers["content-type"] = type;
          if (signedIn && route.signedIn) headers.cookie = adminCookie;
          const request = new Request("http://localhost:3000/api/fuzz", { method: route.method, headers, body: body === "" ? undefined : body });
          const context = { params: Promise.resolve(Object.fromEntries(route.paramNames.map((name, i) => [name, values[i]]))) };
          const before = await rowCount();
          const response = await route.handler(request, context);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await rowCount()).toBe(before);
        }),
        { numRuns: 40 },
      );
    } finally {
      errors.mockRestore();
    }
  });
});
