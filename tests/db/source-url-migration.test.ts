/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// The migration that takes the rebook token (a working tracking link) out of the addresses requests were sent from.

const dir = path.join(process.cwd(), "prisma", "migrations");
const THIS = "20261124220000_source_url_without_rebook_token";
const names = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const sql = (name: string) => readFileSync(path.join(dir, name, "migration.sql"), "utf8");
const TOKEN = "Yo2z82abcdefghijklmnopqrstuvwx_-";

const before = [
  `https://huellitas.sv/preview/reservar?repetir=${TOKEN}`,
  `https://huellitas.sv/reservar?sitter=2&repetir=${TOKEN}`,
  `https://huellitas.sv/reservar?repetir=${TOKEN}&sitter=2`,
  `https://huellitas.sv/reservar?sitter=2&repetir=${TOKEN}&fecha=2027-01-10`,
  `https://huellitas.sv/reservar?repetir=${TOKEN}#contacto`,
  "https://huellitas.sv/reservar?sitter=2&repetirnada=1",
  "https://huellitas.sv/reservar?sitter=2",
  null,
];

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(names.filter((name) => name < THIS).map(sql).join("\n"));
  for (const [index, sourceUrl] of before.entries()) {
    await pg.query(`INSERT INTO "bookings" ("id", "name", "email", "whatsapp", "municipality", "sourceUrl") VALUES ($1, 'Ana', 'ana@example.com', '+50371234567', 'Santa Tecla', $2)`, [
      `b${index}`,
      sourceUrl,
    ]);
  }
  await pg.exec(sql(THIS));
});
afterAll(() => pg.close());

it("removes ?repetir=<token> and keeps the rest of each address", async () => {
  const { rows } = await pg.query<{ sourceUrl: string | null }>(`SELECT "sourceUrl" FROM "bookings" ORDER BY "id"`);
  expect(rows.map((row) => row.sourceUrl)).toEqual([
    "https://huellitas.sv/preview/reservar",
    "https://huellitas.sv/reservar?sitter=2",
    "https://huellitas.sv/reservar?sitter=2",
    "https://huellitas.sv/reservar?sitter=2&fecha=2027-01-10",
    "https://huellitas.sv/reservar#contacto",
    "https://huellitas.sv/reservar?sitter=2&repetirnada=1",
    "https://huellitas.sv/reservar?sitter=2",
    null,
  ]);
  expect(rows.some((row) => row.sourceUrl?.includes(TOKEN))).toBe(false);
});
