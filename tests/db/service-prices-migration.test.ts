/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// The migration that gave each sitter a price per service: existing profiles keep what owners saw (SPEC §9's
// rule from the old base price), and changes caregivers had proposed carry the same prices.

const dir = path.join(process.cwd(), "prisma", "migrations");
const THIS = "20261124015944_sitter_service_prices";
const names = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const sql = (name: string) => readFileSync(path.join(dir, name, "migration.sql"), "utf8");

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(names.filter((name) => name < THIS).map(sql).join("\n"));
  await pg.exec(`
    INSERT INTO "sitters" ("id", "slug", "name", "department", "municipality", "services", "priceFromUSD", "bio") VALUES
      (1, 'todo', 'Todo', 'San Salvador', 'Escalón', ARRAY['WALK','DAYCARE','BOARDING']::"Service"[], 15, 'Hola'),
      (2, 'paseos', 'Paseos', 'San Salvador', 'Escalón', ARRAY['WALK']::"Service"[], 20, 'Hola'),
      (3, 'noches', 'Noches', 'San Salvador', 'Escalón', ARRAY['BOARDING','DAYCARE']::"Service"[], 8, 'Hola');
    INSERT INTO "profile_changes" ("id", "sitterId", "changes") VALUES
      ('c1', 2, '{"bio": "Nuevo", "services": ["WALK", "BOARDING"], "priceFromUSD": 9, "acceptsCats": true}');
  `);
  await pg.exec(sql(THIS));
});
afterAll(() => pg.close());

it("fills each offered service's price by SPEC's rule, null for the others; priceFromUSD becomes the cheapest", async () => {
  const { rows } = await pg.query(`SELECT "id", "walkPriceUSD", "daycarePriceUSD", "boardingPriceUSD", "priceFromUSD" FROM "sitters" ORDER BY "id"`);
  expect(rows).toEqual([
    { id: 1, walkPriceUSD: 5, daycarePriceUSD: 15, boardingPriceUSD: 25, priceFromUSD: 5 },
    { id: 2, walkPriceUSD: 10, daycarePriceUSD: null, boardingPriceUSD: null, priceFromUSD: 10 },
    { id: 3, walkPriceUSD: null, daycarePriceUSD: 8, boardingPriceUSD: 18, priceFromUSD: 8 },
  ]);
});

it("rewrites proposed changes to the same prices, without the old base price", async () => {
  const { rows } = await pg.query<{ changes: Record<string, unknown> }>(`SELECT "changes" FROM "profile_changes"`);
  expect(rows[0].changes).toEqual({ bio: "Nuevo", services: ["WALK", "BOARDING"], acceptsCats: true, walkPriceUSD: 5, daycarePriceUSD: null, boardingPriceUSD: 19 });
});
