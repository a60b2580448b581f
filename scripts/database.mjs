// Opens the project's database for scripts: Postgres when DATABASE_URL is set, else embedded PGlite. Migrations go
// over DIRECT_DATABASE_URL when it is set: a pooled URL (PgBouncer in transaction mode) cannot run them.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { root } from "./schema-engine.mjs";
import { holdPgliteDir, pgliteDir as pgliteFolder } from "../lib/database/pglite-lock.mjs";

export const pgliteDir = () => pgliteFolder(root);

/** Returns { factory, close, label } where factory is a migration-aware Prisma adapter factory. */
export async function openAdapterFactory() {
  if (process.env.DATABASE_URL) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { default: pg } = await import("pg");
    // Our own pool, so closing it lets the process exit.
    const direct = process.env.DIRECT_DATABASE_URL?.trim();
    const pool = new pg.Pool({ connectionString: direct || process.env.DATABASE_URL, max: 2, connectionTimeoutMillis: 10_000 });
    const label = direct ? "PostgreSQL (DIRECT_DATABASE_URL)" : "PostgreSQL (DATABASE_URL)";
    return { factory: wholeScripts(new PrismaPg(pool)), close: () => pool.end(), label };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dir = pgliteDir();
  holdPgliteDir(dir);
  await mkdir(dir, { recursive: true });
  await checkWritable(dir);
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    factory: new PrismaPGlite(client),
    close: () => client.close(),
    label: `PGlite (${path.relative(root, dir) || dir})`,
  };
}

/** PGlite in a folder it cannot write fails with "ErrnoError { errno: 2 }" only: say which folder and why. */
async function checkWritable(dir) {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    await writeFile(probe, "");
    await rm(probe, { force: true });
  } catch (error) {
    throw new Error(`${dir} cannot be written (${error.code ?? error.message}): set PGLITE_DIR to a folder this user can write, or DATABASE_URL.`);
  }
}

/**
 * @prisma/adapter-pg runs a migration script by splitting it on every ";", which cuts a function body between
 * $$ … $$ in two (the admin lists' search triggers). PostgreSQL takes a whole script in one simple query: send it
 * whole, as PGlite does.
 */
function wholeScripts(factory) {
  const whole = (adapter) => {
    adapter.executeScript = async (script) => {
      try {
        await adapter.underlyingDriver().query(script);
      } catch (error) {
        adapter.onError(error);
      }
    };
    return adapter;
  };
  return new Proxy(factory, {
    get(target, property) {
      if (property === "connect") return async () => whole(await target.connect());
      if (property === "connectToShadowDb") return async () => whole(await target.connectToShadowDb());
      const value = target[property];
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
