#!/usr/bin/env node
// npm run js-budget — after `npm run build`, how much JavaScript each public page makes a phone download (phones on
// prepaid lines pay for every byte). Reads Next's per-route list of first-load chunks (.next/diagnostics/route-bundle-stats.json), sizes
// each chunk gzipped (level 6, what `next start` and most proxies send; brotli, Vercel's, is shown too) and counts
// each chunk once per page. "Framework" is React and Next's own runtime (the build manifest's rootMainFiles), which
// every page loads whatever we write.
// Each public page is compared with a blank Next page built with the same versions (scripts/blank-next.mjs,
// measured once per install and cached) and may load at most its figure + OVER_BLANK_KB.
// --check: exits 1 when a public page is over that limit (or its interim ceiling), naming the page, its biggest chunks and the biggest
// modules in them (client components by their file, library code by the package it looks like).
// Usage: node scripts/js-budget.mjs [NEXT_DIR] [--check] [--json] [--blank=KB (the blank page's figure, not built)]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { blankFloor } from "./blank-next.mjs";
import { routeSizes } from "./route-sizes.mjs";

/**
 * Every public page loads at most what a blank Next page loads (scripts/blank-next.mjs, built with the same
 * next, react and react-dom) plus this many KB of compressed JavaScript.
 */
export const OVER_BLANK_KB = 15;

/** The public pages the check covers (their route names in the build). */
export const PUBLIC_ROUTES = [
  "/gate",
  "/[base]",
  "/[base]/busca/[consulta]",
  "/[base]/s/[slug]",
  "/[base]/reservar",
  "/[base]/reservar/[formulario]",
  "/[base]/reserva/[token]",
  "/[base]/unete",
  "/[base]/coming-soon",
  "/[base]/como-funciona",
  "/[base]/contacto",
  "/[base]/exito",
  "/[base]/faq",
  "/[base]/filosofia",
  "/[base]/compromisos",
];

/**
 * Pages still over blank + 15 KB, held at an interim ceiling (KB gzipped) until they shrink, each with its reason:
 * `"/route": { kb, why }`. None since 29 November 2026: every public page is under the limit. The pages got there by:
 * the plain controls instead of the kit's (no tailwind-merge, no Radix Slot), the pages' own toasts instead of sonner,
 * the pixel's loader without next/script and its code only in a build with a pixel id, the header drawn by the server,
 * the not-found boundary without next/link (its chunk loads on every page), server modules kept out of the browser
 * (labels, limits, the meet's rules; the saved pet file and the meet's words drawn by the server), lib's constants and
 * dates one file per kind, the controls' looks as component classes (controls.css), the zone waitlist line sent with
 * its server action and imported directly (next/dynamic's runtime weighed more than it), and on the tracking page the
 * messages and problems drawn by the server, with «Reportar un problema» (its photo picker) and the meet's answers
 * loaded only when the page shows them (lazy-forms.tsx: that page already pays for next/dynamic's runtime).
 */
export const INTERIM_KB = /** @type {Record<string, { kb: number, why: string }>} */ ({});

/**
 * The blank page's figure (KB gzipped) for Next 16.4.6 and React 19.3.1, measured here in November 2026 — used only when
 * the blank app cannot be built (the check says so); with other versions it is only an approximation.
 */
export const BLANK_FALLBACK_KB = 135.3;

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

/** The blank page's gzip bytes and how it was obtained; the fallback figure when it cannot be built. */
function floor(given) {
  if (given) return { bytes: Number(given) * KB, how: "dada con --blank" };
  try {
    const blank = blankFloor();
    return { bytes: blank.gzip, how: blank.cached ? `guardada, Next ${blank.versions.next}` : `compilada ahora en ${Math.round(blank.buildMs / 1000)} s, Next ${blank.versions.next}` };
  } catch (error) {
    console.log(`! No se pudo compilar la página en blanco (${String(error.message).split("\n")[0]}): se usa la cifra guardada de ${BLANK_FALLBACK_KB} KB.`);
    return { bytes: BLANK_FALLBACK_KB * KB, how: "cifra de respaldo" };
  }
}

function main() {
  const args = process.argv.slice(2);
  const nextDir = args.find((arg) => !arg.startsWith("--")) ?? ".next";
  const routes = routeSizes(nextDir);
  if (args.includes("--json")) {
    console.log(JSON.stringify(routes.map((route) => ({ ...route, chunks: route.chunks.map((item) => item.file) })), null, 2));
    return;
  }
  const blank = floor(args.find((arg) => arg.startsWith("--blank="))?.slice("--blank=".length));
  const limit = blank.bytes + OVER_BLANK_KB * KB;
  const publicRoutes = routes.filter((route) => PUBLIC_ROUTES.includes(route.route));
  console.log(`JavaScript de cada página pública (gzip) frente a una página en blanco de Next: ${kb(blank.bytes)} (${blank.how}); límite: + ${OVER_BLANK_KB} KB = ${kb(limit)}`);
  let over = 0;
  for (const route of publicRoutes) {
    const interim = INTERIM_KB[route.route];
    const ceiling = interim ? interim.kb * KB : limit;
    const fails = route.gzip > ceiling;
    const difference = route.gzip - blank.bytes;
    const mark = fails ? "✗" : route.gzip <= limit ? "✓" : "·";
    console.log(
      `${mark} ${route.route}: ${kb(route.gzip)} · en blanco ${kb(blank.bytes)} · ${difference >= 0 ? "+" : "−"}${kb(Math.abs(difference))} (brotli ${kb(route.brotli)}; nuestro ${kb(route.oursGzip)})${interim ? ` — techo provisional ${interim.kb} KB: ${interim.why}` : ""}`,
    );
    if (fails) {
      over += 1;
      console.log(`  ${route.route} pasa su límite de ${kb(ceiling)} por ${kb(route.gzip - ceiling)}. Lo más grande:`);
      for (const line of explain(nextDir, route)) console.log(line);
    }
  }
  const missing = PUBLIC_ROUTES.filter((name) => !routes.some((route) => route.route === name));
  for (const name of missing) console.log(`? ${name}: no está en la compilación (¿cambió de nombre? corrige PUBLIC_ROUTES en scripts/js-budget.mjs)`);
  if (args.includes("--check") && (over > 0 || missing.length > 0)) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
