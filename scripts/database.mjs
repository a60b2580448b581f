// Opens the project's database for scripts: Postgres when DATABASE_URL is set, else embedded PGlite.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { root } from "./schema-engine.mjs";

export function pgliteDir() {
  return path.resolve(root, process.env.PGLITE_DIR || ".data/pglite");
}

/** Returns { factory, close, label } where factory is a migration-aware Prisma adapter factory. */
export async function openAdapterFactory() {
  if (process.env.DATABASE_URL) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { default: pg } = await import("pg");
    // Our own pool, so closing it lets the process exit.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    return { factory: new PrismaPg(pool), close: () => pool.end(), label: "PostgreSQL (DATABASE_URL)" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dir = pgliteDir();
  await mkdir(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    factory: new PrismaPGlite(client),
    close: () => client.close(),
    label: `PGlite (${path.relative(root, dir) || dir})`,
  };
}
