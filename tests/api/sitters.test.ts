/** @jest-environment node */
import { GET as listSitters } from "@/app/api/sitters/route";
import { GET as getSitter } from "@/app/api/sitters/[id]/route";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { withTestDatabase } from "../helpers/test-db";
import { apiRequest, routeParams } from "../helpers/request";

const database = withTestDatabase();

beforeAll(async () => {
  await seedSitters(database.db);
});

const fetchOne = (id: string) => getSitter(apiRequest(`/api/sitters/${id}`), routeParams({ id }));

describe("GET /api/sitters", () => {
  it("answers the 12 seeded sitters, ids 1 to 12 in order", async () => {
    const response = await listSitters(apiRequest("/api/sitters"), undefined);
    expect(response.status).toBe(200);
    const sitters = await response.json();
    expect(sitters.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sitters[0]).toEqual(
      expect.objectContaining({ slug: expect.any(String), name: expect.any(String), services: expect.any(Array) }),
    );
    expect(sitters[0]).not.toHaveProperty("userId");
    expect(sitters[0]).not.toHaveProperty("published");
  });

  it("leaves out unpublished sitters", async () => {
    await database.db.sitter.update({ where: { id: 12 }, data: { published: false } });
    const sitters = await (await listSitters(apiRequest("/api/sitters"), undefined)).json();
    expect(sitters).toHaveLength(11);
    expect((await fetchOne("12")).status).toBe(404);
    await database.db.sitter.update({ where: { id: 12 }, data: { published: true } });
  });
});

describe("GET /api/sitters/{id or slug}", () => {
  it("finds a sitter by id and by slug, with its latest 2 reviews", async () => {
    const byId = await fetchOne("3");
    expect(byId.status).toBe(200);
    const sitter = await byId.json();
    expect(sitter.id).toBe(3);
    expect(sitter.reviews.length).toBe(2);

    const bySlug = await fetchOne(sitter.slug);
    expect(bySlug.status).toBe(200);
    expect((await bySlug.json()).id).toBe(3);
  });

  it.each(["999", "no-existe", "0", "99999999999999999999", "../etc", "DROP TABLE", "-1", "1.5", "%00"])(
    "answers 404 with a Spanish error for %s",
    async (id) => {
      const response = await fetchOne(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ ok: false, error: "Cuidador no encontrado" });
    },
  );
});
