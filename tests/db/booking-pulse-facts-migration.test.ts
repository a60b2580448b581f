/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// The migration that keeps, on each booking, what the weekly pulse reads of it: the first move by
// the sitter or the team, the first move to CONFIRMED and the e-mail folded as the pulse compares families. Filled
// from the moves already written, then kept by triggers whatever order the moves arrive in.

const dir = path.join(process.cwd(), "prisma", "migrations");
const THIS = "20261126165954_booking_pulse_facts";
const names = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const sql = (name: string) => readFileSync(path.join(dir, name, "migration.sql"), "utf8");

const HOUR = 60 * 60 * 1000;
const base = new Date(Date.now() - 30 * 24 * HOUR);
const at = (hours: number) => new Date(base.getTime() + hours * HOUR);

let pg: PGlite;
let moves = 0;
const booking = (id: string, email: string) =>
  pg.query(`INSERT INTO "bookings" ("id", "name", "email", "whatsapp", "municipality", "createdAt") VALUES ($1, 'Ana', $2, '+50371234567', 'Santa Tecla', $3)`, [id, email, base]);
const move = (bookingId: string, status: string, actor: string, hours: number) =>
  pg.query(`INSERT INTO "booking_status_changes" ("id", "bookingId", "status", "move", "actor", "changedAt") VALUES ($1, $2, $3, 'x', $4, $5)`, [
    `m${++moves}`,
    bookingId,
    status,
    actor,
    at(hours),
  ]);
async function facts(id: string) {
  const { rows } = await pg.query<{ firstReplyAt: Date | null; confirmedAt: Date | null; family: string }>(
    `SELECT "firstReplyAt", "confirmedAt", "family" FROM "bookings" WHERE "id" = $1`,
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(names.filter((name) => name < THIS).map(sql).join("\n"));
  // Written before the migration: a request answered by the team after 5 h and confirmed by the sitter after 9 h
  // (the owner's and the timers' moves are no reply), one nobody answered, one without moves.
  await booking("antes", "  Ana@Example.com ");
  await move("antes", "CANCELLED", "owner", 1);
  await move("antes", "CONTACTED", "team", 5);
  await move("antes", "CONFIRMED", "sitter", 9);
  await booking("sin-respuesta", "beto@example.com");
  await move("sin-respuesta", "EXPIRED", "system", 48);
  await booking("sin-movimientos", "carla@example.com");
  await pg.exec(sql(THIS));
});
afterAll(() => pg.close());

it("fills the bookings written before it from their moves", async () => {
  expect(await facts("antes")).toEqual({ firstReplyAt: at(5), confirmedAt: at(9), family: "ana@example.com" });
  expect(await facts("sin-respuesta")).toEqual({ firstReplyAt: null, confirmedAt: null, family: "beto@example.com" });
  expect(await facts("sin-movimientos")).toEqual({ firstReplyAt: null, confirmedAt: null, family: "carla@example.com" });
});

it("keeps the first reply and the first confirmation as moves arrive, in any order", async () => {
  await booking("nueva", "DANI@example.com");
  expect(await facts("nueva")).toEqual({ firstReplyAt: null, confirmedAt: null, family: "dani@example.com" });
  await move("nueva", "CONTACTED", "owner", 2);
  expect(await facts("nueva")).toMatchObject({ firstReplyAt: null, confirmedAt: null });
  await move("nueva", "CONTACTED", "team", 10);
  expect(await facts("nueva")).toMatchObject({ firstReplyAt: at(10), confirmedAt: null });
  // A move written later but dated earlier (the sitter's, kept from before) moves the first reply back; a later one does not.
  await move("nueva", "CONFIRMED", "sitter", 7);
  await move("nueva", "CONFIRMED", "team", 20);
  expect(await facts("nueva")).toMatchObject({ firstReplyAt: at(7), confirmedAt: at(7) });
  // An owner moving to the backup sitter confirms, without being a reply.
  await booking("plan-b", "eva@example.com");
  await move("plan-b", "CONFIRMED", "owner", 3);
  expect(await facts("plan-b")).toMatchObject({ firstReplyAt: null, confirmedAt: at(3) });
});

it("counts a booking's moves again when one is changed or removed, and folds a changed e-mail", async () => {
  await pg.query(`DELETE FROM "booking_status_changes" WHERE "bookingId" = 'nueva' AND "changedAt" = $1`, [at(7)]);
  expect(await facts("nueva")).toMatchObject({ firstReplyAt: at(10), confirmedAt: at(20) });
  await pg.query(`UPDATE "booking_status_changes" SET "actor" = 'system' WHERE "bookingId" = 'nueva' AND "changedAt" = $1`, [at(10)]);
  expect(await facts("nueva")).toMatchObject({ firstReplyAt: at(20), confirmedAt: at(20) });
  await pg.query(`UPDATE "bookings" SET "email" = ' Otra@Example.com' WHERE "id" = 'nueva'`);
  expect(await facts("nueva")).toMatchObject({ family: "otra@example.com" });
  // Removing a booking removes its moves: nothing left to count, nothing fails.
  await pg.query(`DELETE FROM "bookings" WHERE "id" = 'nueva'`);
  expect(await facts("nueva")).toBeUndefined();
});
