// npm run db:seed – idempotent seed of the admin account; the 12 demo sitters and their reviews too on the embedded
// database, or on DATABASE_URL with `npm run db:seed -- --demo`.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { pgliteDir } from "@/lib/db";
import { holdPgliteDir } from "@/lib/database/pglite-lock.mjs";
import { runSeed } from "@/lib/seed/run-seed";
import { exitWhenDone } from "./exit-when-done";

async function main() {
  const url = process.env.DATABASE_URL;
  // The embedded folder is held first: a seed while a server runs refuses, naming it (lib/database/pglite-lock.mjs).
  if (!url) holdPgliteDir(pgliteDir());
  const adapter = url ? new PrismaPg({ connectionString: url }) : new PrismaPGlite(new PGlite(pgliteDir()));
  const database = new PrismaClient({ adapter });
  try {
    await runSeed(database, { embedded: !url, demo: process.argv.slice(2).includes("--demo") });
  } finally {
    await database.$disconnect();
  }
}

exitWhenDone(main, "[seed] failed:");
