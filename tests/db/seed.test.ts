/** @jest-environment node */
import { verifyPassword } from "@/lib/auth/password";
import { seedAdmin, DEV_ADMIN_EMAIL } from "@/lib/seed/seed-admin";
import { runSeed } from "@/lib/seed/run-seed";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { SEARCH_ZONES } from "@/lib/constants";
import { withTestDatabase } from "../helpers/test-db";

const database = withTestDatabase({ resetBeforeEach: true });

describe("seedSitters", () => {
  it("is idempotent and keeps admin edits", async () => {
    expect((await seedSitters(database.db)).created).toBe(12);
    await database.db.sitter.update({ where: { id: 1 }, data: { name: "Nombre editado" } });
    expect((await seedSitters(database.db)).created).toBe(0);
    expect(await database.db.sitter.count()).toBe(12);
    expect((await database.db.sitter.findUniqueOrThrow({ where: { id: 1 } })).name).toBe("Nombre editado");
  });

  it("covers what the public site needs to show", async () => {
    await seedSitters(database.db);
    const sitters = await database.db.sitter.findMany({ include: { reviews: true } });
    const municipalities = new Set(sitters.map((s) => s.municipality));
    for (const municipality of Object.values(SEARCH_ZONES)) expect(municipalities).toContain(municipality);
    // Ratings come from the reviews: the average with one decimal and the count; the newcomer has neither.
    for (const sitter of sitters) {
      const visible = sitter.reviews.filter((review) => !review.hidden);
      expect(sitter.reviewCount).toBe(visible.length);
      if (visible.length) expect(sitter.rating).toBeCloseTo(visible.reduce((sum, review) => sum + review.rating, 0) / visible.length, 1);
    }
    expect(sitters.filter((s) => s.rating === null && s.reviewCount === 0).map((s) => s.slug)).toEqual(["ricardo-ernesto-alvarado"]);
    expect(sitters.some((s) => s.badges.includes("super-sitter"))).toBe(true);
    expect(sitters.some((s) => s.acceptsCats && !s.acceptsLargeDogs)).toBe(true);
    expect(sitters.some((s) => !s.acceptsCats && s.acceptsLargeDogs)).toBe(true);
    expect(sitters.filter((s) => s.reviews.length >= 2)).toHaveLength(11);
    expect(sitters.every((s) => /^503[67]\d{7}$/.test(s.whatsapp ?? ""))).toBe(true);
    expect(sitters.every((s) => s.avatar?.startsWith("/"))).toBe(true);
  });

  it("lets new sitters take ids after the seeded ones", async () => {
    await seedSitters(database.db);
    const created = await database.db.sitter.create({
      data: { slug: "nueva", name: "Nueva", department: "La Paz", municipality: "Zacatecoluca", services: ["WALK"], priceFromUSD: 8, bio: "Hola" },
    });
    expect(created.id).toBe(13);
  });
});

describe("npm run db:seed on a real database (DATABASE_URL)", () => {
  const configured = { ADMIN_EMAIL: "jefa@huellitas.sv", ADMIN_PASSWORD: "una-clave-muy-larga-9" };
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    env = process.env;
    process.env = { ...env, ...configured };
    jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env = env;
    jest.restoreAllMocks();
  });

  it("creates the admin only: no fictional sitter is published unasked", async () => {
    await runSeed(database.db, { embedded: false });
    expect(await database.db.sitter.count()).toBe(0);
    expect(await database.db.review.count()).toBe(0);
    expect((await database.db.user.findMany({ select: { email: true, role: true } }))).toEqual([{ email: "jefa@huellitas.sv", role: "admin" }]);
  });

  it("adds the 12 demo sitters with --demo, each marked as a demo profile", async () => {
    await runSeed(database.db, { embedded: false, demo: true });
    const sitters = await database.db.sitter.findMany({ select: { demo: true, badges: true } });
    expect(sitters).toHaveLength(12);
    expect(sitters.every((sitter) => sitter.demo)).toBe(true);
    // No typed trust mark: the profile's checks come from verified documents and the interview only.
    expect(sitters.flatMap((sitter) => sitter.badges)).not.toContain("verificado");
  });
});

describe("seedAdmin", () => {
  it("creates the configured admin once, with a hashed password", async () => {
    const env = { ADMIN_EMAIL: " Jefa@Huellitas.SV ", ADMIN_PASSWORD: "una-clave-larga", embedded: false };
    expect(await seedAdmin(database.db, env)).toEqual({ kind: "configured", email: "jefa@huellitas.sv", created: true });
    expect(await seedAdmin(database.db, env)).toEqual({ kind: "configured", email: "jefa@huellitas.sv", created: false });
    const admin = await database.db.user.findUniqueOrThrow({ where: { email: "jefa@huellitas.sv" } });
    expect(admin.role).toBe("admin");
    expect(admin.password).not.toContain("una-clave-larga");
    expect(await verifyPassword(admin.password, "una-clave-larga")).toBe(true);
  });

  it("never creates a default admin on a DATABASE_URL database", async () => {
    expect((await seedAdmin(database.db, { embedded: false })).kind).toBe("none");
    expect(await database.db.user.count()).toBe(0);
  });

  it("creates a development admin with a random password on the embedded database", async () => {
    const result = await seedAdmin(database.db, { embedded: true });
    expect(result.kind).toBe("development");
    if (result.kind !== "development") return;
    expect(result.email).toBe(DEV_ADMIN_EMAIL);
    expect(result.password.length).toBeGreaterThanOrEqual(16);
    const admin = await database.db.user.findUniqueOrThrow({ where: { email: DEV_ADMIN_EMAIL } });
    expect(await verifyPassword(admin.password, result.password)).toBe(true);
    expect((await seedAdmin(database.db, { embedded: true })).kind).toBe("none");
  });
});
