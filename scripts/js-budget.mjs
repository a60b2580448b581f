#!/usr/bin/env node
// npm run js-budget — after `npm run build`, how much JavaScript each public page makes a phone download (issue 25:
// prepaid lines). Reads Next's per-route list of first-load chunks (.next/diagnostics/route-bundle-stats.json), sizes
// each chunk gzipped (level 6, what `next start` and most proxies send; brotli, Vercel's, is shown too) and counts
// each chunk once per page. "Framework" is React and Next's own runtime (the build manifest's rootMainFiles), which
// every page loads whatever we write.
// --check: exits 1 when a public page is over its ceiling, naming the page, its biggest chunks and the biggest
// modules in them (client components by their file, library code by the package it looks like).
// Usage: node scripts/js-budget.mjs [NEXT_DIR] [--check] [--json]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** Issue 25's goal for every public page, in KB of compressed JavaScript. */
export const GOAL_KB = 110;

/**
 * Each public page's ceiling (KB gzipped): today's size plus a little room. The goal is not reachable yet (React and
 * Next alone are about 129 KB here), so the check holds each page where it is; lower a ceiling whenever a page shrinks.
 */
export const CEILINGS_KB = {
  "/gate": 175,
  "/[base]": 162,
  "/[base]/busca/[consulta]": 164,
  "/[base]/s/[slug]": 152,
  "/[base]/reservar": 168,
  "/[base]/unete": 174,
  "/[base]/coming-soon": 176,
  "/[base]/como-funciona": 148,
  "/[base]/contacto": 148,
  "/[base]/exito": 148,
  "/[base]/faq": 148,
  "/[base]/filosofia": 148,
};

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

// Library code has no file name in a production chunk: these markers tell which package a module most likely is.
const PACKAGES = [
  ["react-hook-form", /shouldUnregister|useFormContext|criteriaMode/],
  ["zod", /\$ZodType|ZodError|_zod\.def/],
  ["sonner", /data-sonner-toaster|sonner-toast|data-sonner/],
  ["radix-ui", /data-radix-|Radix|radix/],
  ["@tanstack/react-query", /QueryClient|queryHash/],
  ["tailwind-merge", /classGroupId|isThemeGetter/],
  ["react-dom", /__reactFiber|Minified React error/],
  ["next", /__NEXT_|next-router|NEXT_REDIRECT/],
];

/** A Turbopack chunk split into its modules: `[…, id, factory, id, factory, …]`, each with its raw size. */
export function chunkModules(source) {
  const starts = [...source.matchAll(/[,[](\d{2,}),(?:e|\([a-z,]*\))=>\{/g)].map((match) => ({ id: Number(match[1]), at: match.index }));
  return starts.map((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1].at : source.length;
    const text = source.slice(start.at, end);
    return { id: start.id, bytes: Buffer.byteLength(text), package: PACKAGES.find(([, marker]) => marker.test(text))?.[0] };
  });
}

/** Module id → source file of every client module the build's client reference manifests name. */
function moduleNames(root) {
  const names = new Map();
  const dir = path.join(root, "server", "app");
  if (!existsSync(dir)) return names;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith("_client-reference-manifest.js")) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const match of text.matchAll(/"\[project\]\/([^"]+)":\{"id":(\d+)/g)) names.set(Number(match[2]), match[1]);
  }
  return names;
}

/** Every route's first-load JavaScript: total and framework sizes (gzip and brotli), and its chunks, largest first. */
export function routeSizes(nextDir = ".next") {
  const root = path.resolve(nextDir);
  const statsFile = path.join(root, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(statsFile)) throw new Error(`Falta ${statsFile}: corre \`npm run build\` primero.`);
  const framework = new Set(JSON.parse(readFileSync(path.join(root, "build-manifest.json"), "utf8")).rootMainFiles.map((file) => path.join(root, file)));
  const sizes = new Map();
  const chunk = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(file);
      sizes.set(file, { file: path.basename(file), raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length, brotli: brotliCompressSync(bytes).length, framework: framework.has(file) });
    }
    return sizes.get(file);
  };
  return JSON.parse(readFileSync(statsFile, "utf8")).map(({ route, firstLoadChunkPaths }) => {
    const chunks = [...new Set(firstLoadChunkPaths.map((file) => path.resolve(root, "..", file)))].map(chunk).sort((a, b) => b.gzip - a.gzip);
    const sum = (key, list = chunks) => list.reduce((total, item) => total + item[key], 0);
    const ours = chunks.filter((item) => !item.framework);
    return { route, gzip: sum("gzip"), brotli: sum("brotli"), frameworkGzip: sum("gzip") - sum("gzip", ours), oursGzip: sum("gzip", ours), chunks };
  });
}

/** What a page over its ceiling is made of: its biggest chunks (not the framework's) and their biggest modules. */
export function explain(nextDir, route) {
  const root = path.resolve(nextDir);
  const names = moduleNames(root);
  return route.chunks
    .filter((item) => !item.framework)
    .slice(0, 4)
    .map((item) => {
      const modules = chunkModules(readFileSync(path.join(root, "static", "chunks", item.file), "utf8"))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map((module) => `${names.get(module.id) ?? module.package ?? `módulo ${module.id}`} (${kb(module.bytes)} sin comprimir)`);
      return `  ${item.file}: ${kb(item.gzip)} gzip — ${modules.join(", ")}`;
    });
}

function main() {
  const args = process.argv.slice(2);
  const nextDir = args.find((arg) => !arg.startsWith("--")) ?? ".next";
  const routes = routeSizes(nextDir);
  if (args.includes("--json")) {
    console.log(JSON.stringify(routes.map((route) => ({ ...route, chunks: route.chunks.map((item) => item.file) })), null, 2));
    return;
  }
  const publicRoutes = routes.filter((route) => route.route in CEILINGS_KB);
  console.log(`JavaScript de cada página pública (gzip; meta ${GOAL_KB} KB; React y Next: ${kb(publicRoutes[0]?.frameworkGzip ?? 0)})`);
  let over = 0;
  for (const route of publicRoutes) {
    const ceiling = CEILINGS_KB[route.route];
    const fails = route.gzip > ceiling * KB;
    console.log(`${fails ? "✗" : route.gzip <= GOAL_KB * KB ? "✓" : "·"} ${route.route}: ${kb(route.gzip)} (brotli ${kb(route.brotli)}; nuestro ${kb(route.oursGzip)}; techo ${ceiling} KB)`);
    if (fails) {
      over += 1;
      console.log(`  ${route.route} pasa su techo de ${ceiling} KB por ${kb(route.gzip - ceiling * KB)}. Lo más grande:`);
      for (const line of explain(nextDir, route)) console.log(line);
    }
  }
  const missing = Object.keys(CEILINGS_KB).filter((name) => !routes.some((route) => route.route === name));
  for (const name of missing) console.log(`? ${name}: no está en la compilación (¿cambió de nombre? corrige CEILINGS_KB)`);
  if (args.includes("--check") && (over > 0 || missing.length > 0)) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
