import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// CI runs the Jest files of tests/postgres-pass.json a second time on a real PostgreSQL; every other test runs once, on
// PGlite. A file of tests/db, or a test that runs raw SQL itself, left out of that list would never meet PostgreSQL.

const list: { files: Record<string, string> } = JSON.parse(readFileSync("tests/postgres-pass.json", "utf8"));
const listed = Object.keys(list.files);

/** Every Jest file under tests/, as a path from the project's root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "e2e" ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** SQL that can behave differently on a server than on PGlite: raw queries, locks, PostgreSQL's own functions. */
const RAW_SQL = [
  /\$(queryRaw|executeRaw)(Unsafe)?\b/,
  /\bFOR (NO KEY )?(UPDATE|SHARE)\b/,
  /\bSKIP LOCKED\b/,
  /\bLOCK TABLE\b/,
  /\bpg_\w+/,
  /from "pg"/,
  /\bTEST_DATABASE_URL\b/,
];
const runsRawSql = (source: string) => RAW_SQL.some((pattern) => pattern.test(source));
/** Only a file that builds the test database (tests/helpers/test-db.ts) or reads its URL meets PostgreSQL in that pass. */
const usesTestDatabase = (source: string) => /\b(withTestDatabase|createTestDatabase|TEST_DATABASE_URL)\b/.test(source);

// This file names the patterns without running them.
const files = testFiles("tests").filter((file) => file !== "tests/unit/postgres-pass.test.ts");
const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));

describe("tests/postgres-pass.json", () => {
  it("names only Jest files that exist, of tests/db or on the test database, each with its reason", () => {
    expect(listed.filter((file) => !sources.has(file))).toEqual([]);
    expect(listed.filter((file) => !file.startsWith("tests/db/") && !usesTestDatabase(sources.get(file) ?? ""))).toEqual([]);
    expect(Object.values(list.files).filter((why) => why.trim() === "")).toEqual([]);
  });

  // A migration test that replays the SQL on a PGlite of its own would do the same work twice: it runs once. The
  // migrations themselves meet PostgreSQL in every test of the pass (the test database is migrated there).
  it("holds every file of tests/db that meets the test database", () => {
    expect(files.filter((file) => file.startsWith("tests/db/") && usesTestDatabase(sources.get(file)!) && !listed.includes(file))).toEqual([]);
  });

  it("holds every test on the test database that runs raw SQL itself", () => {
    const missing = files.filter((file) => usesTestDatabase(sources.get(file)!) && runsRawSql(sources.get(file)!) && !listed.includes(file));
    expect(missing).toEqual([]);
  });

  it("tells raw SQL apart", () => {
    const raw = [
      "await db.$queryRaw`SELECT 1`",
      'await db.$executeRawUnsafe("DROP TABLE x")',
      'SELECT "id" FROM "bookings" WHERE "id" = $1 FOR UPDATE',
      "FOR UPDATE SKIP LOCKED",
      "SELECT pg_sleep(1)",
      'import { Client } from "pg";',
      "process.env.TEST_DATABASE_URL",
    ];
    expect(raw.filter((source) => !runsRawSql(source))).toEqual([]);
    expect(["await db.booking.update({ where: { id } })", 'it("waits for an update")', "const jpg_size = 1"].filter(runsRawSql)).toEqual([]);
  });
});
