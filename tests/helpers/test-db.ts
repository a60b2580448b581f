import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { Client } from "pg";
import { installDatabaseClient, TRANSACTION_OPTIONS, type DatabaseKind } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";

const migrationsDir = path.join(process.cwd(), "prisma", "migrations");

/** Every migration's SQL, in order: tests build their database exactly as production does. */
export function migrationSql(): string {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8"))
    .join("\n");
}

/**
 * A fresh PGlite with the schema migrated. Starting PGlite from nothing runs initdb (1.5–2.5 s on these machines);
 * loading a migrated data directory takes about 0.4 s. So the first test file to need one migrates it and leaves
 * its dump in the temp folder, named by the migrations' content; every later file (in any worker) loads that dump.
 */
async function migratedPGlite(): Promise<PGlite> {
  const sql = migrationSql();
  // A data directory is PGlite's own format: a dump is only reused by the version that made it.
  const pgliteVersion = JSON.parse(readFileSync(path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json"), "utf8")).version;
  const key = createHash("sha256").update(`${pgliteVersion}\n${sql}`).digest("hex").slice(0, 16);
  const dumpPath = path.join(os.tmpdir(), `huellitas-test-db-${key}.tar`);
  let dump: Buffer | undefined;
  try {
    dump = readFileSync(dumpPath);
  } catch {
    // No dump yet: migrate one below.
  }
  if (dump) return PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  const pglite = await PGlite.create();
  await pglite.exec(sql);
  const fresh = await pglite.dumpDataDir("none");
  // Written aside and renamed, so a worker reading it never sees half a file.
  const partial = `${dumpPath}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, new Uint8Array(await fresh.arrayBuffer()));
  renameSync(partial, dumpPath);
  // Dumps of earlier schemas are 40 MB each and never read again.
  for (const name of readdirSync(os.tmpdir())) {
    if (/^huellitas-test-db-[0-9a-f]{16}\.tar$/.test(name) && name !== path.basename(dumpPath)) rmSync(path.join(os.tmpdir(), name), { force: true });
  }
  return pglite;
}

export type TestDatabase = {
  db: PrismaClient;
  kind: DatabaseKind;
  /** Empties every table (between tests). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
  /** With `recordQueries`: each SQL statement the client sent, in order (empty it to count from a point on). */
  queries: string[];
};

export type TestDatabaseOptions = {
  /** Keep each statement's SQL in `queries` (Prisma's query event), to count what a call costs. */
  recordQueries?: boolean;
};


/**
 * A private, migrated database for one test file, installed as the app's client:
 * in-memory PGlite by default, or a fresh schema on TEST_DATABASE_URL (CI's Postgres run).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const log = options.recordQueries ? [{ emit: "event" as const, level: "query" as const }] : [];
  let db: PrismaClient<"query">;
  let closeDriver: () => Promise<void>;
  if (url) {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`SET search_path TO "${schema}"`);
    await admin.query(migrationSql().replace(/CREATE SCHEMA IF NOT EXISTS "public";/g, ""));
    // Both: the schema option qualifies Prisma's queries, search_path serves raw SQL.
    db = new PrismaClient({
      adapter: new PrismaPg({ connectionString: url, options: `-c search_path=${schema}` }, { schema }),
      transactionOptions: TRANSACTION_OPTIONS,
      log,
    });
    closeDriver = async () => {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}_seed" CASCADE`);
      await admin.end();
    };
  } else {
    const pglite = await migratedPGlite();
    db = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: TRANSACTION_OPTIONS, log });
    closeDriver = () => pglite.close();
  }
  const queries: string[] = [];
  if (options.recordQueries) db.$on("query", (event) => queries.push(event.query));
  installDatabaseClient(db, url ? "postgres" : "pglite");
  // Every table of the schema but the migrations' own: a new model is emptied without being listed here.
  const tables = (
    await db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
    )
  ).map((t) => t.name);
  const resetSql = emptyTablesSql(tables, await keepRowsWrittenByMigrations(db, tables));
  return {
    db,
    kind: url ? "postgres" : "pglite",
    // Empty again, as the migrations left it: their own rows (the zones) come back as they were.
    reset: async () => {
      await db.$executeRawUnsafe(resetSql);
    },
    close: async () => {
      installDatabaseClient(undefined);
      await db.$disconnect();
      await closeDriver();
    },
    queries,
  };
}

/**
 * One statement that empties every table, restarts the schema's sequences (as TRUNCATE … RESTART IDENTITY would) and
 * puts back the rows the migrations wrote. DELETE rather than TRUNCATE, setval rather than ALTER SEQUENCE … RESTART:
 * those give each table and sequence a new file (about 150 ms a reset on PGlite, over a thousand resets a run). The
 * foreign keys' triggers are off inside it, so the order of the tables does not matter.
 */
function emptyTablesSql(tables: string[], seeded: { table: string; seedSchema: string }[]): string {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `DO $reset$
DECLARE item text;
BEGIN
  PERFORM set_config('session_replication_role', 'replica', true);
  FOREACH item IN ARRAY ARRAY[${tables.map(literal).join(", ")}]::text[] LOOP EXECUTE format('DELETE FROM %I', item); END LOOP;
  FOR item IN SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() LOOP
    PERFORM setval(format('%I', item)::regclass, 1, false);
  END LOOP;
${seeded.map(({ table, seedSchema }) => `  INSERT INTO "${table}" SELECT * FROM "${seedSchema}"."${table}";`).join("\n")}
  PERFORM set_config('session_replication_role', 'origin', true);
END $reset$`;
}

/**
 * The tables the migrations wrote rows in (reference data such as the zones), each copied as it is now into a schema
 * of its own beside the test's ("<schema>_seed"), from which every reset puts them back.
 */
async function keepRowsWrittenByMigrations(db: PrismaClient, tables: string[]): Promise<{ table: string; seedSchema: string }[]> {
  const [{ schema }] = await db.$queryRawUnsafe<{ schema: string }[]>(`SELECT current_schema() AS schema`);
  const seedSchema = `${schema}_seed`;
  await db.$executeRawUnsafe(`CREATE SCHEMA IF NOT EXISTS "${seedSchema}"`);
  const kept: { table: string; seedSchema: string }[] = [];
  for (const table of tables) {
    const [{ any }] = await db.$queryRawUnsafe<{ any: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM "${table}") AS any`);
    if (!any) continue;
    await db.$executeRawUnsafe(`CREATE TABLE "${seedSchema}"."${table}" AS SELECT * FROM "${table}"`);
    kept.push({ table, seedSchema });
  }
  return kept;
}

/**
 * The one set-up of the API and database tests: a private migrated database for the test file (created before
 * its tests, closed after them), emptied before each test when `resetBeforeEach` is set. Hooks a file adds
 * after calling this run after it, so they can seed the fresh database.
 */
export function withTestDatabase(options: { resetBeforeEach?: boolean } & TestDatabaseOptions = {}): TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase({ recordQueries: options.recordQueries });
  });
  afterAll(() => current?.close());
  if (options.resetBeforeEach) beforeEach(() => live().reset());
  function live(): TestDatabase {
    if (!current) throw new Error("The test database exists from beforeAll on.");
    return current;
  }
  return {
    get db() {
      return live().db;
    },
    get kind() {
      return live().kind;
    },
    reset: () => live().reset(),
    close: () => live().close(),
    get queries() {
      return live().queries;
    },
  };
}
