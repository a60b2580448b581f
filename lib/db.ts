import "server-only";
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions";
import { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { holdPgliteDir, pgliteDir } from "@/lib/database/pglite-lock.mjs";

/** Which database a client talks to: the embedded PGlite (one connection, in this process) or a PostgreSQL server. */
export type DatabaseKind = "pglite" | "postgres";

// One client per process, kept on globalThis so `next dev` reloads do not open PGlite twice; with it, the kind of
// database it talks to (code that behaves differently on each asks the client in use, never the environment).
const holder = globalThis as unknown as { __huellitasDb?: PrismaClient; __huellitasDbKind?: DatabaseKind };

export { pgliteDir };

/**
 * A PostgreSQL pool that cannot hang a request: `pg` waits forever by default, so a server that accepts the
 * connection and never answers would hold a request past any platform limit. With these, such a server is a
 * database failure (the Spanish 503) within about 12 s. A few connections per instance: serverless functions
 * multiply them.
 */
export const POSTGRES_POOL = {
  max: 5,
  connectionTimeoutMillis: 5_000,
  /** The server ends a statement after 10 s… */
  statement_timeout: 10_000,
  /** …and the client stops waiting 2 s later, for a server that never answers at all. */
  query_timeout: 12_000,
  idleTimeoutMillis: 10_000,
} as const;

/**
 * How long a transaction waits for its turn (a pool connection; PGlite's one connection): Prisma's 2 s default
 * turned a burst of bookings on a busy machine into 503s while the database was fine. As long as the pool waits for a
 * connection; still well inside the 12 s after which a silent database is a failure.
 */
export const TRANSACTION_OPTIONS = { maxWait: 5_000 } as const;

export function createPostgresClient(connectionString: string): PrismaClient {
  const pool = new Pool({ connectionString, ...POSTGRES_POOL });
  // On Vercel, idle connections are closed before a function instance is suspended.
  if (process.env.VERCEL) attachDatabasePool(pool);
  return new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: TRANSACTION_OPTIONS });
}

/**
 * The embedded database. PGlite and its adapter are loaded here only, on first use without DATABASE_URL: a
 * deployment on PostgreSQL never loads their code or their WASM (and next.config.ts keeps them out of its functions).
 */
function createEmbeddedClient(): PrismaClient {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on this path only, on purpose */
  const { PGlite } = require("@electric-sql/pglite") as typeof import("@electric-sql/pglite");
  const { PrismaPGlite } = require("pglite-prisma-adapter") as typeof import("pglite-prisma-adapter");
  /* eslint-enable @typescript-eslint/no-require-imports */
  // One process at a time in the folder (lib/database/pglite-lock.mjs): throws, naming the holder, before opening it. A
  // build's page workers read it side by side, as they always have: nothing else runs against it then.
  if (process.env.NEXT_PHASE !== "phase-production-build") holdPgliteDir(pgliteDir());
  return new PrismaClient({ adapter: new PrismaPGlite(new PGlite(pgliteDir())), transactionOptions: TRANSACTION_OPTIONS });
}

/** The Prisma client: PGlite in .data/pglite unless DATABASE_URL names a Postgres server. Created on first use. */
export function db(): PrismaClient {
  if (!holder.__huellitasDb) {
    const url = process.env.DATABASE_URL;
    holder.__huellitasDb = url ? createPostgresClient(url) : createEmbeddedClient();
    holder.__huellitasDbKind = url ? "postgres" : "pglite";
  }
  return holder.__huellitasDb;
}

/** The kind of database the client in use (db()) talks to. */
export function databaseKind(): DatabaseKind {
  db();
  return holder.__huellitasDbKind!;
}

/** Tests install their own client (in-memory PGlite or a private Postgres schema), saying which kind it is. */
export function installDatabaseClient(...args: [client: PrismaClient, kind: DatabaseKind] | [client: undefined]): void {
  const [client, kind] = args;
  holder.__huellitasDb = client;
  holder.__huellitasDbKind = kind;
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

// PGlite is one connection: every query waits in one line. A booking request makes several trips to it, and
// under a burst each trip goes to the back of the line again, so some requests waited seconds while others
// passed. Work wrapped here runs whole, in arrival order (first come, first served).
let embeddedTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` once every earlier call has finished, on the embedded database; at once on PostgreSQL. Which one is
 * the client in use's (db()), not DATABASE_URL's: CI's PostgreSQL test pass installs its client without that variable.
 */
export function inTurnOnEmbedded<T>(work: () => Promise<T>): Promise<T> {
  if (databaseKind() === "postgres") return work();
  // Each turn starts after the event loop has read what arrived meanwhile (setImmediate): PGlite runs on this
  // thread, and back-to-back turns would otherwise keep new requests waiting at the door.
  const start = () => new Promise<void>((resolve) => setImmediate(resolve)).then(work);
  const run = embeddedTurn.then(start, start);
  embeddedTurn = run.catch(() => undefined);
  return run;
}
