/** @jest-environment node */
import { POST as postApplication } from "@/app/api/applications/route";
import { POST as postPetOwner } from "@/app/api/pet-owner-leads/route";
import { POST as postProvider } from "@/app/api/provider-leads/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { installDatabaseClient } from "@/lib/db";
import { clientKey } from "@/lib/http/client-key";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { withTestDatabase } from "../helpers/test-db";
import { validApplication, validBooking, validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { apiRequest, read } from "../helpers/request";
import { setEnv, withTestEnv } from "../helpers/env";

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ PUBLIC_FORM_RATE_LIMIT: undefined }, { each: true });
beforeEach(() => seedSitters(database.db));

const ctx = { params: Promise.resolve({}) };
const endpoints = [
  ["/api/reservations", postReservation, validBooking],
  ["/api/applications", postApplication, validApplication],
  ["/api/provider-leads", postProvider, validProviderLead],
  ["/api/pet-owner-leads", postPetOwner, validPetOwnerLead],
] as const;

async function storedRows() {
  return (await database.db.booking.count()) + (await database.db.providerLead.count()) + (await database.db.petOwnerLead.count());
}

describe.each(endpoints)("%s limits", (path, post, valid) => {
  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    for (const body of ["{ not json", "[1,2]", "null", '"texto"', ""]) {
      const { status, body: answer } = await read(await post(apiRequest(path, { method: "POST", body }), ctx));
      expect(status).toBe(400);
      expect(answer.ok).toBe(false);
      expect(answer.error).toMatch(/JSON/);
    }
    expect(await storedRows()).toBe(0);
  });

  it("answers 415 to another content type", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const request = apiRequest(path, { method: "POST", body: JSON.stringify(valid()), headers: { "content-type": type } });
      const { status, body } = await read(await post(request, ctx));
      expect(status).toBe(415);
      expect(body.error).toContain("JSON");
    }
    expect(await storedRows()).toBe(0);
  });

  it("answers 413 to a body over 64 KB, declared or not", async () => {
    const big = JSON.stringify({ ...valid(), notes: "x".repeat(70 * 1024) });
    const declared = await post(apiRequest(path, { method: "POST", body: big }), ctx);
    expect(declared.status).toBe(413);
    // A streamed body with no Content-Length is cut off while it is read.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request(`http://localhost${path}`, {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json", "x-test-client": "stream" },
      duplex: "half",
    } as RequestInit);
    const { status, body } = await read(await post(streamed, ctx));
    expect(status).toBe(413);
    expect(body).toEqual({ ok: false, error: "Los datos enviados son demasiado grandes." });
    expect(await storedRows()).toBe(0);
  });

  it("throttles one client after 10 submissions a minute, with a Spanish 429, and not the others", async () => {
    const fromOne = (i: number) =>
      post(apiRequest(path, { method: "POST", body: valid({ email: `p${i}@example.com`, ownerEmail: `p${i}@example.com` }), headers: { "x-test-client": "203.0.113.7" } }), ctx);
    for (let i = 0; i < 10; i++) expect((await fromOne(i)).status).toBe(201);
    const eleventh = await fromOne(10);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await eleventh.json()).error).toBe("Has enviado demasiadas solicitudes. Espera un minuto e intenta de nuevo.");
    const other = await post(apiRequest(path, { method: "POST", body: valid(), headers: { "x-test-client": "198.51.100.1" } }), ctx);
    expect(other.status).toBe(201);
  });
});

describe("the throttle", () => {
  it("counts per endpoint", async () => {
    const headers = { "x-test-client": "192.0.2.50" };
    for (let i = 0; i < 10; i++) {
      await postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead({ email: `a${i}@example.com` }), headers }), ctx);
    }
    const other = await postPetOwner(apiRequest("/api/pet-owner-leads", { method: "POST", body: validPetOwnerLead(), headers }), ctx);
    expect(other.status).toBe(201);
  });

  it("takes its limit from PUBLIC_FORM_RATE_LIMIT", async () => {
    process.env.PUBLIC_FORM_RATE_LIMIT = "2";
    const headers = { "x-test-client": "192.0.2.51" };
    const send = (i: number) =>
      postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead({ email: `b${i}@example.com` }), headers }), ctx);
    expect((await send(1)).status).toBe(201);
    expect((await send(2)).status).toBe(201);
    expect((await send(3)).status).toBe(429);
  });

  it("lives in the database, where every server instance sees it", async () => {
    const headers = { "x-test-client": "192.0.2.52" };
    await postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead(), headers }), ctx);
    const rows = await database.db.rateLimit.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0].key).toMatch(/^provider-leads:[0-9a-f]{32}$/);
    expect(rows[0].key).not.toContain("192.0.2.52");
  });

  it("trusts only the platform's header for the client address", () => {
    const spoofed = new Headers({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "1.2.3.4" });
    expect(clientKey(spoofed, {} as NodeJS.ProcessEnv)).toBe("anonymous");
    const vercel = new Headers({ "x-forwarded-for": "1.2.3.4", "x-vercel-forwarded-for": "5.6.7.8" });
    const onVercel = clientKey(vercel, { VERCEL: "1" } as unknown as NodeJS.ProcessEnv);
    expect(onVercel).toBe(clientKey(new Headers({ "x-vercel-forwarded-for": "5.6.7.8" }), { VERCEL: "1" } as unknown as NodeJS.ProcessEnv));
    expect(onVercel).not.toBe(clientKey(new Headers({ "x-vercel-forwarded-for": "1.2.3.4" }), { VERCEL: "1" } as unknown as NodeJS.ProcessEnv));
  });
});

describe("200 people sending one form each within a minute", () => {

  const person = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`;
  // Each supported deployment: its settings, and the headers a request from person i arrives with there.
  const deployments: [string, Record<string, string | undefined>, (i: number) => Record<string, string>][] = [
    ["on Vercel", { VERCEL: "1", CLIENT_IP_HEADER: undefined }, (i) => ({ "x-vercel-forwarded-for": person(i), "x-forwarded-for": "10.0.0.1" })],
    // nginx ($proxy_add_x_forwarded_for) or Caddy: some clients write a header of their own first.
    ["behind one proxy appending to x-forwarded-for", { CLIENT_IP_HEADER: "x-forwarded-for" }, (i) => ({ "x-forwarded-for": i % 2 ? `203.0.113.1, ${person(i)}` : person(i) })],
    ["behind Cloudflare and nginx (2 hops)", { CLIENT_IP_HEADER: "x-forwarded-for", TRUSTED_PROXY_HOPS: "2" }, (i) => ({ "x-forwarded-for": `${person(i)}, 172.64.0.${i % 8}` })],
    ["behind a proxy setting x-real-ip", { CLIENT_IP_HEADER: "x-real-ip" }, (i) => ({ "x-real-ip": person(i) })],
    // next start alone: it fills x-forwarded-for only when the client sent none, so nothing names the client.
    ["with no client header configured", { CLIENT_IP_HEADER: undefined }, (i) => ({ "x-forwarded-for": person(i) })],
  ];

  it.each(deployments)("are never throttled %s", async (_name, settings, headersOf) => {
    setEnv(settings);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const body = validProviderLead({ email: `persona${i}@example.com` });
      const { status } = await postProvider(apiRequest("/api/provider-leads", { method: "POST", body, headers: headersOf(i) }), ctx);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 200 });
  });

  it("behind a proxy, a client rotating the address it writes is still one client", async () => {
    process.env.CLIENT_IP_HEADER = "x-forwarded-for";
    const send = (i: number) =>
      postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead({ email: `r${i}@example.com` }), headers: { "x-forwarded-for": `10.9.8.${i}, 198.51.100.77` } }), ctx);
    for (let i = 0; i < 10; i++) expect((await send(i)).status).toBe(201);
    expect((await send(10)).status).toBe(429);
    // Someone writing that address first does not throttle its owner's neighbours, nor is throttled as them.
    const forger = await postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead(), headers: { "x-forwarded-for": "198.51.100.77, 198.51.100.78" } }), ctx);
    expect(forger.status).toBe(201);
  });

  it("with no client header, a flood ceiling shared by everyone still stops a flood (PUBLIC_FORM_FLOOD_LIMIT)", async () => {
    delete process.env.CLIENT_IP_HEADER;
    delete process.env.VERCEL;
    process.env.PUBLIC_FORM_FLOOD_LIMIT = "3";
    const send = (i: number) => postProvider(apiRequest("/api/provider-leads", { method: "POST", body: validProviderLead({ email: `f${i}@example.com` }) }), ctx);
    for (let i = 0; i < 3; i++) expect((await send(i)).status).toBe(201);
    const { status, body } = await read(await send(3));
    expect(status).toBe(429);
    expect(body.error).toBe("Has enviado demasiadas solicitudes. Espera un minuto e intenta de nuevo.");
  });
});

describe("a database failure", () => {
  it("answers 503 with a Spanish message and leaves no row behind", async () => {
    const broken = new PGlite();
    const client = new PrismaClient({ adapter: new PrismaPGlite(broken) });
    await broken.close(); // every query on this client now fails
    installDatabaseClient(client, "pglite");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const [path, post, valid] of endpoints) {
        const { status, body } = await read(await post(apiRequest(path, { method: "POST", body: valid() }), ctx));
        expect(status).toBe(503);
        expect(body).toEqual({
          ok: false,
          error: "El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.",
        });
      }
    } finally {
      errors.mockRestore();
      installDatabaseClient(database.db, database.kind);
    }
    expect(await storedRows()).toBe(0);
  });
});

describe.each(endpoints)("%s with the honeypot filled", (path, post, valid) => {
  // What a bot sees must not tell it apart from a person: same status, same keys, values of the same form.
  const shapeOf = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === "string" ? value.replace(/[a-z]/g, "a").replace(/[A-Z]/g, "A").replace(/\d/g, "0").length + ":" + /^[a-z0-9]+$/.test(value) + /^[A-Z0-9]+$/.test(value) : value]));

  it("answers exactly like a real submission, and stores nothing", async () => {
    const real = await read(await post(apiRequest(path, { method: "POST", body: valid() }), ctx));
    const rowsAfterReal = await storedRows();
    const bot = await read(await post(apiRequest(path, { method: "POST", body: valid({ company: "ACME S.A. de C.V.", email: `otro-${Date.now()}@example.com` }) }), ctx));
    expect(real.status).toBe(201);
    expect(bot.status).toBe(real.status);
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(real.body).sort());
    expect(shapeOf(bot.body)).toEqual(shapeOf(real.body));
    expect(await storedRows()).toBe(rowsAfterReal);
  });
});
