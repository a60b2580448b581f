/** @jest-environment node */
import { databaseKind, inTurnOnEmbedded } from "@/lib/db";
import { withTestDatabase } from "../helpers/test-db";
import { withEnv } from "../helpers/env";

// Bookings take turns on the embedded database only (lib/db.ts inTurnOnEmbedded): PGlite is one connection, a
// PostgreSQL server has a pool. Which one is decided by the client in use, so this file checks both ways in both of
// CI's Jest passes: on PGlite (no TEST_DATABASE_URL) and on PostgreSQL (TEST_DATABASE_URL, without DATABASE_URL).

const database = withTestDatabase();

/** Two calls made at once, each a real query held open for a moment; answers the order things happened in. */
async function twoAtOnce(): Promise<string[]> {
  const events: string[] = [];
  const call = (name: string) =>
    inTurnOnEmbedded(async () => {
      events.push(`${name} starts`);
      await database.db.$queryRawUnsafe("SELECT 1");
      // Held open on purpose (time passing, not a state awaited): a second call that did not wait its turn would start now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push(`${name} ends`);
      return name;
    });
  expect(await Promise.all([call("a"), call("b")])).toEqual(["a", "b"]);
  return events;
}

const IN_TURN = ["a starts", "a ends", "b starts", "b ends"];

/** What the order shows: both started before either ended (at once), or one whole call after the other (in turn). */
function shape(events: string[]): "at once" | "in turn" | string {
  if (events.slice(0, 2).sort().join() === "a starts,b starts") return "at once";
  return events.join() === IN_TURN.join() ? "in turn" : events.join();
}
const EXPECTED = () => (database.kind === "postgres" ? "at once" : "in turn");

test("the kind is the installed client's", () => {
  expect(databaseKind()).toBe(database.kind);
  expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
});

test("on PostgreSQL both calls run at once; on PGlite one after the other, in arrival order", async () => {
  expect(shape(await twoAtOnce())).toBe(EXPECTED());
});

test.each([
  ["set", "postgresql://nadie@127.0.0.1:1/ninguna"],
  ["unset", undefined],
])("DATABASE_URL %s does not change it: the client in use decides", async (_, url) => {
  await withEnv({ DATABASE_URL: url }, async () => expect(shape(await twoAtOnce())).toBe(EXPECTED()));
});

test("a failed turn does not hold up the next one", async () => {
  const failed = inTurnOnEmbedded(async () => {
    throw new Error("falla a propósito");
  });
  const next = inTurnOnEmbedded(async () => "siguiente");
  await expect(failed).rejects.toThrow("falla a propósito");
  await expect(next).resolves.toBe("siguiente");
});
