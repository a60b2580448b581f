#!/usr/bin/env node
// npm run function-sizes — after `npm run build`, how big each route's server function would be and whether the
// embedded database (PGlite, its WASM and data files, its Prisma adapter) or Prisma's schema engine is in it.
// Reads Next's trace files (.next/server/**/*.nft.json: every file a route needs at run time, the list Vercel packs
// into the function) and adds Next's own server runtime (.next/next-minimal-server.js.nft.json), which every
// function carries. Sizes are of the files on disk, uncompressed, each file counted once per function.
// `npm run bench` prints the five largest.
// Usage: node scripts/function-sizes.mjs [NEXT_DIR] [--check]   (--check: prints only the summary, and exits 1 when a
// function holds PGlite or the schema engine)
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PGLITE = /node_modules\/(@electric-sql\/pglite|pglite-prisma-adapter)[^/]*\//;
const SCHEMA_ENGINE = /node_modules\/@prisma\/schema-engine-wasm\//;
const MB = 1024 * 1024;

function traceFiles(nftFile) {
  const dir = path.dirname(nftFile);
  return JSON.parse(readFileSync(nftFile, "utf8")).files.map((file) => path.resolve(dir, file));
}

function findTraces(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".nft.json"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each file once (symlinks to the same file too), with its size; what is missing or a folder counts 0. */
function measure(files) {
  const seen = new Map();
  for (const file of files) {
    let real;
    let size = 0;
    try {
      real = realpathSync(file);
      const stat = statSync(real);
      if (stat.isFile()) size = stat.size;
    } catch {
      real = file;
    }
    // The name as traced (node_modules/… or .next/node_modules/<package>-<hash>/…) tells what a file belongs to.
    const names = seen.get(real)?.names ?? [];
    seen.set(real, { size, names: [...names, file, real] });
  }
  let bytes = 0;
  let pgliteBytes = 0;
  let schemaEngine = false;
  for (const { size, names } of seen.values()) {
    bytes += size;
    if (names.some((name) => PGLITE.test(name.split(path.sep).join("/")))) pgliteBytes += size;
    if (names.some((name) => SCHEMA_ENGINE.test(name.split(path.sep).join("/")))) schemaEngine = true;
  }
  return { bytes, pgliteBytes, schemaEngine, files: seen.size };
}

/** Every route's function: its name, traced size in bytes, and how much of it is PGlite. Largest first. */
export function functionSizes(nextDir = ".next") {
  const root = path.resolve(nextDir);
  const serverDir = path.join(root, "server");
  const runtimeTrace = path.join(root, "next-minimal-server.js.nft.json");
  const runtime = existsSync(runtimeTrace) ? traceFiles(runtimeTrace) : [];
  return findTraces(serverDir)
    .map((nft) => {
      const name = "/" + path.relative(serverDir, nft).split(path.sep).join("/").replace(/\.js\.nft\.json$/, "");
      return { name, ...measure([...traceFiles(nft), ...runtime]) };
    })
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}

const mb = (bytes) => (bytes / MB).toFixed(1);

/** The table (the `most` largest, or all) and a summary line, as printed by `npm run function-sizes` and `npm run bench`. */
export function formatFunctionSizes(rows, { most = Infinity } = {}) {
  if (rows.length === 0) return ["No trace files (.next/server/**/*.nft.json): run `npm run build` first."];
  const shown = rows.slice(0, most);
  const width = Math.max(...shown.map((row) => row.name.length));
  const lines = [`${"function".padEnd(width)}  ${"MB".padStart(6)}  PGlite`];
  for (const row of shown) {
    const pglite = row.pgliteBytes > 0 ? `yes (${mb(row.pgliteBytes)} MB)` : "no";
    lines.push(`${row.name.padEnd(width)}  ${mb(row.bytes).padStart(6)}  ${pglite}${row.schemaEngine ? ", schema engine" : ""}`);
  }
  if (shown.length < rows.length) lines.push(`… and ${rows.length - shown.length} smaller`);
  const withPglite = rows.filter((row) => row.pgliteBytes > 0).length;
  const sizes = rows.map((row) => row.bytes);
  lines.push(
    `${rows.length} functions, ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} MB (Next's server runtime included); ` +
      `PGlite in ${withPglite}, the schema engine in ${rows.filter((row) => row.schemaEngine).length}.`,
  );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const rows = functionSizes(args.find((arg) => !arg.startsWith("--")) ?? ".next");
  // --check (in `npm test`, after the build): only the summary, and the functions that hold what they must not.
  const offending = rows.filter((row) => row.pgliteBytes > 0 || row.schemaEngine);
  const lines = formatFunctionSizes(check ? offending : rows);
  for (const line of check ? [...(offending.length ? lines.slice(0, -1) : []), formatFunctionSizes(rows).at(-1)] : lines) console.log(line);
  if (rows.length === 0) process.exit(1);
  if (check && offending.length > 0) {
    console.error("PGlite or Prisma's schema engine is traced into a server function: see outputFileTracingExcludes in next.config.ts.");
    process.exit(1);
  }
}
