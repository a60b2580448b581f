// Runs before `npm run dev` and `npm start`: on the embedded database, applies pending migrations and
// seeds an empty database. With DATABASE_URL it does nothing (`npm run db:migrate` is that step).
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { pgliteDir } from "@/lib/db";
import { holdPgliteDir } from "@/lib/database/pglite-lock.mjs";
import { runSeed } from "@/lib/seed/run-seed";
import { applyPendingMigrations } from "./db-migrate.mjs";
import { exitWhenDone } from "./exit-when-done";

async function main() {
  if (process.env.DATABASE_URL) {
    console.log("[db] DATABASE_URL is set: run `npm run db:migrate` to apply migrations there.");
    return;
  }
  // Before anything opens the folder: a second start refuses here, naming the server that holds it.
  holdPgliteDir(pgliteDir());
  await applyPendingMigrations({ quiet: true });
  const database = new PrismaClient({ adapter: new PrismaPGlite(new PGlite(pgliteDir())) });
  try {
    await runSeed(database, { embedded: true, onlyIfEmpty: true });
  } finally {
    await database.$disconnect();
  }
}

exitWhenDone(main, "[db] could not prepare the embedded database:");
