import "server-only";
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";

// One client per process, kept on globalThis so `next dev` reloads do not open PGlite twice.
const holder = globalThis as unknown as { __huellitasDb?: PrismaClient };

export function pgliteDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.PGLITE_DIR || ".data/pglite");
}

function createClient(): PrismaClient {
  const url = process.env.DATABASE_URL;
  if (url) return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return new PrismaClient({ adapter: new PrismaPGlite(new PGlite(pgliteDir())) });
}

/** The Prisma client: PGlite in .data/pglite unless DATABASE_URL names a Postgres server. Created on first use. */
export function db(): PrismaClient {
  holder.__huellitasDb ??= createClient();
  return holder.__huellitasDb;
}

/** Tests install their own client (in-memory PGlite or a private Postgres schema). */
export function installDatabaseClient(client: PrismaClient | undefined): void {
  holder.__huellitasDb = client;
}

/**
 * A short stable name for the database in use (never the connection string itself). An embedded database
 * made anew in the same folder (tests, benchmarks) gets a new name: its creation time is part of it.
 */
export function databaseIdentity(): string {
  let source = process.env.DATABASE_URL || "";
  if (!source) {
    const dir = pgliteDir();
    let created = "new";
    try {
      created = String(statSync(path.join(dir, "PG_VERSION")).mtimeMs);
    } catch {
      // not created yet: prepare-db makes it before the server starts
    }
    source = `${dir}@${created}`;
  }
  return createHash("sha256").update(source).digest("hex").slice(0, 12);
}
