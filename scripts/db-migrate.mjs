#!/usr/bin/env node
// npm run db:migrate — applies pending migrations to PGlite (default) or DATABASE_URL.
import { openAdapterFactory } from "./database.mjs";
import { noFilter, openEngine, readMigrations } from "./schema-engine.mjs";

export async function applyPendingMigrations({ quiet = false } = {}) {
  const db = await openAdapterFactory();
  try {
    const engine = await openEngine(db.factory);
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrations(),
      filters: noFilter,
    });
    if (!quiet || appliedMigrationNames.length > 0) {
      const list = appliedMigrationNames.length ? appliedMigrationNames.join(", ") : "none pending";
      console.log(`[db] ${db.label}: migrations applied: ${list}`);
    }
    return appliedMigrationNames;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  applyPendingMigrations({ quiet: process.argv.includes("--quiet") }).then(() => process.exit(0), (e) => {
    console.error("[db] migration failed:", e?.message ?? e);
    process.exit(1);
  });
}
