#!/usr/bin/env node
// The floor: a blank Next App Router app — one page with a heading and a link, a minimal layout — built
// with this project's exact installed next, react and react-dom, and its page's first-load JavaScript measured the
// way scripts/js-budget.mjs measures ours (the same routeSizes, scripts/route-sizes.mjs). Every public page is held to
// this figure + 15 KB.
// The app is built in a temporary folder whose node_modules is a link to the project's (no install, no network;
// inside node_modules itself Turbopack would treat the app as library code and not compile its JSX). The figure is
// kept in node_modules/.cache/huellitas-blank/<next>-<react>-<react-dom>.json and reused until one of those versions
// changes (or `npm ci` empties node_modules): building it takes 11–13 s on the 2-core VM once per install; reading
// the cached figure costs nothing.
// Usage: node scripts/blank-next.mjs [--rebuild] [--json]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { routeSizes } from "./route-sizes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.join(root, "node_modules", ".cache", "huellitas-blank");
const PACKAGES = ["next", "react", "react-dom"];

/** The installed versions of next, react and react-dom: the cache key. */
export function blankVersions() {
  return Object.fromEntries(PACKAGES.map((name) => [name, JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version]));
}

const FILES = {
  "package.json": JSON.stringify({ name: "huellitas-blank", private: true }, null, 2),
  // Turbopack's root is the project's, so the app's imports resolve to the project's node_modules.
  "next.config.mjs": `export default { turbopack: { root: "/" }, poweredByHeader: false };\n`,
  "app/layout.jsx": `export const metadata = { title: "Blank" };

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `import Link from "next/link";

export default function Page() {
  return (
    <main>
      <h1>Hola</h1>
      <Link href="/otra">Otra página</Link>
    </main>
  );
}
`,
};

/** Writes the blank app into a new temporary folder and builds it there; answers the folder and next build's result. */
function buildApp(versions, log) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "huellitas-blank-"));
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const started = Date.now();
  log(`Compilando la página en blanco de Next ${versions.next} (React ${versions.react}) en ${dir}…`);
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", TYPECHECK_PASSED: "" },
    encoding: "utf8",
  });
  return { dir, result, started };
}

/** Builds the blank app (11–13 s on the 2-core VM) and answers its page's first-load JavaScript. */
function build(versions, log) {
  const { dir, result, started } = buildApp(versions, log);
  try {
    if (result.status !== 0) throw new Error(`next build de la página en blanco falló:\n${result.stdout}\n${result.stderr}`);
    const page = routeSizes(path.join(dir, ".next")).find((route) => route.route === "/");
    if (!page) throw new Error("La compilación en blanco no tiene la ruta /.");
    return { versions, gzip: page.gzip, brotli: page.brotli, frameworkGzip: page.frameworkGzip, chunks: page.chunks.map((item) => item.file), buildMs: Date.now() - started, measured: new Date().toISOString() };
  } finally {
    rmSync(dir, { recursive: true, force: true }); // the figure is kept, not the build
  }
}

/**
 * The blank page's first-load JavaScript ({ gzip, brotli, frameworkGzip } in bytes, versions, buildMs, cached),
 * from the cache when it was measured with the installed versions, built and measured otherwise.
 */
export function blankFloor({ rebuild = false, log = (line) => console.error(line) } = {}) {
  const versions = blankVersions();
  const file = path.join(cacheDir, `${PACKAGES.map((name) => versions[name]).join("-")}.json`);
  if (!rebuild && existsSync(file)) return { ...JSON.parse(readFileSync(file, "utf8")), cached: true };
  const figure = build(versions, log);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(figure, null, 2));
  return { ...figure, cached: false };
}

/**
 * Builds the blank app and serves it with `next start` on `port` (for Lighthouse beside our pages);
 * answers its address and `stop()`, which ends the server and removes the build.
 */
export async function serveBlank(port, { log = (line) => console.error(line) } = {}) {
  const { dir, result } = buildApp(blankVersions(), log);
  const stopAll = (server) => {
    try {
      if (server) process.kill(-server.pid, "SIGTERM");
    } catch {
      /* gone */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  if (result.status !== 0) {
    stopAll(null);
    throw new Error(`next build de la página en blanco falló:\n${result.stdout}\n${result.stderr}`);
  }
  const server = spawn(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return { url, pid: server.pid, stop: () => stopAll(server) };
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopAll(server);
  throw new Error("la página en blanco no arrancó");
}

function main() {
  const args = process.argv.slice(2);
  const figure = blankFloor({ rebuild: args.includes("--rebuild") });
  if (args.includes("--json")) return console.log(JSON.stringify(figure, null, 2));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Página en blanco (Next ${figure.versions.next}, React ${figure.versions.react}): ${kb(figure.gzip)} gzip (brotli ${kb(figure.brotli)}; React y Next ${kb(figure.frameworkGzip)})${figure.cached ? " — guardada" : ` — compilada en ${Math.round(figure.buildMs / 1000)} s`}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
