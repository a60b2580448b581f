/** @jest-environment node */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";

const run = promisify(execFile);
// Each run starts Node and Prisma's schema engine (WebAssembly): about 8 s alone, past 90 s on a 2-core machine
// shared with other work; a slow machine is not a failure of the command.
const migrate = (env: Record<string, string>) =>
  run(process.execPath, ["scripts/db-migrate.mjs"], { env: { ...process.env, NODE_OPTIONS: "", ...env } });

describe("npm run db:migrate", () => {
  it("applies pending migrations to a fresh embedded database, then finds none pending", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "huellitas-migrate-"));
    try {
      const first = await migrate({ PGLITE_DIR: dir, DATABASE_URL: "" });
      expect(first.stdout).toMatch(/migrations applied: \d{14}_init/);
      const second = await migrate({ PGLITE_DIR: dir, DATABASE_URL: "" });
      expect(second.stdout).toContain("none pending");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  // Skipped in the PGlite pass (no server there): .ci/run runs this file again with TEST_DATABASE_URL set to a
  // throwaway PostgreSQL, where it runs.
  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)("applies them to PostgreSQL through DATABASE_URL (runs in CI's Postgres pass)", async () => {
    const name = `migrate_${Date.now()}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const first = await migrate({ DATABASE_URL: target.toString() });
      expect(first.stdout).toMatch(/PostgreSQL.*migrations applied: \d{14}_init/);
      expect((await migrate({ DATABASE_URL: target.toString() })).stdout).toContain("none pending");
      const check = new Client({ connectionString: target.toString() });
      await check.connect();
      const { rows } = await check.query(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL`);
      await check.end();
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
