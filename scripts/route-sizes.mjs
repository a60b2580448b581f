// Every route's first-load JavaScript in a Next build, sized gzipped and brotli: what scripts/js-budget.mjs checks
// our pages with and scripts/blank-next.mjs measures the blank page with, so both figures are taken the same way.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

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
