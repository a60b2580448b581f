/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// The migration that names each history row's move and who made it, from what rows kept before:
// changedBy (an e-mail, "owner" or "system") and the status moved to.

const dir = path.join(process.cwd(), "prisma", "migrations");
const THIS = "20261126074733_booking_moves_named";
const names = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const sql = (name: string) => readFileSync(path.join(dir, name, "migration.sql"), "utf8");

// [status, changedBy] as rows were written before, and what each must read as after.
const rows: [status: string, changedBy: string | null, move: string, actor: string, userId: string | null][] = [
  ["CANCELLED", "owner", "owner.cancel", "owner", null],
  ["CONFIRMED", "owner", "owner.acceptBackup", "owner", null],
  ["DECLINED", "owner", "owner.noMatch", "owner", null],
  ["EXPIRED", "system", "system.expire", "system", null],
  ["COMPLETED", "system", "system.complete", "system", null],
  ["CONTACTED", "Admin@Huellitas.sv", "team.contact", "team", "u-admin"],
  ["CONFIRMED", "admin@huellitas.sv", "team.confirm", "team", "u-admin"],
  ["COMPLETED", "admin@huellitas.sv", "team.complete", "team", "u-admin"],
  ["CONFIRMED", "carla@example.com", "sitter.accept", "sitter", "u-carla"],
  ["DECLINED", "carla@example.com", "sitter.decline", "sitter", "u-carla"],
  ["CANCELLED", "carla@example.com", "sitter.cancel", "sitter", "u-carla"],
  // An address no account has any more, a move no row of the sheet makes, and a row without its author.
  ["CONFIRMED", "antes@huellitas.sv", "unknown", "unknown", null],
  ["CONTACTED", "owner", "unknown", "unknown", null],
  ["COMPLETED", "carla@example.com", "unknown", "unknown", null],
  ["DECLINED", null, "unknown", "unknown", null],
];

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(names.filter((name) => name < THIS).map(sql).join("\n"));
  await pg.exec(`
    INSERT INTO "users" ("id", "email", "password", "name", "role") VALUES
      ('u-admin', 'admin@huellitas.sv', 'x', 'Equipo', 'admin'), ('u-carla', 'carla@example.com', 'x', 'Carla', 'caregiver');
    INSERT INTO "bookings" ("id", "name", "email", "whatsapp", "municipality") VALUES ('b1', 'Ana', 'ana@example.com', '+50371234567', 'Santa Tecla');`);
  for (const [index, [status, changedBy]] of rows.entries()) {
    await pg.query(`INSERT INTO "booking_status_changes" ("id", "bookingId", "status", "changedBy", "changedAt") VALUES ($1, 'b1', $2, $3, now() + $4 * interval '1 second')`, [
      `c${String(index).padStart(2, "0")}`,
      status,
      changedBy,
      index,
    ]);
  }
  await pg.exec(sql(THIS));
});
afterAll(() => pg.close());

it("names every row it can read and marks the rest unknown, with no actor", async () => {
  const { rows: after } = await pg.query<{ status: string; changedBy: string | null; move: string; actor: string; actorUserId: string | null }>(
    `SELECT "status", "changedBy", "move", "actor"::text AS actor, "actorUserId" FROM "booking_status_changes" ORDER BY "id"`,
  );
  expect(after.map((row) => [row.status, row.changedBy, row.move, row.actor, row.actorUserId])).toEqual(rows);
});

it("leaves no default behind: a new row must say its move and who made it", async () => {
  await expect(pg.query(`INSERT INTO "booking_status_changes" ("id", "bookingId", "status") VALUES ('new', 'b1', 'CONFIRMED')`)).rejects.toThrow(/null value/);
});
