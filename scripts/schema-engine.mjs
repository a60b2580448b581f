// Loads Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm).
// The native engine cannot be downloaded on these machines (docs/toolchain.md), the WASM one ships on npm.
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const schemaPath = path.join(root, "prisma", "schema.prisma");
export const migrationsDir = path.join(root, "prisma", "migrations");

let enginePromise;
async function loadEngineClass() {
  enginePromise ??= (async () => {
    const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
    const glue = await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href);
    const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return glue.SchemaEngine;
  })();
  return enginePromise;
}

/** An engine bound to a migration-aware driver adapter factory (PGlite or pg). */
export async function openEngine(adapterFactory) {
  const SchemaEngine = await loadEngineClass();
  const schema = await readFile(schemaPath, "utf8");
  const log = () => {};
  return SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}

export async function readSchemas() {
  return { files: [{ path: schemaPath, content: await readFile(schemaPath, "utf8") }] };
}

/** The migrations folder in the shape the engine expects. */
export async function readMigrations() {
  let names = [];
  try {
    names = (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    names = [];
  }
  const migrationDirectories = [];
  for (const name of names) {
    const file = path.join(migrationsDir, name, "migration.sql");
    let content;
    try {
      content = { tag: "ok", value: await readFile(file, "utf8") };
    } catch (e) {
      content = { tag: "error", value: String(e) };
    }
    migrationDirectories.push({ path: name, migrationFile: { path: "migration.sql", content } });
  }
  let lock = null;
  try {
    lock = await readFile(path.join(migrationsDir, "migration_lock.toml"), "utf8");
  } catch {
    lock = null;
  }
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: lock },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

export const noFilter = { externalTables: [], externalEnums: [] };
