import path from "node:path";
import type { NextConfig } from "next";
import { gateRewrites } from "./lib/site/routing";
import { API_CSP, PORTAL_PERMISSIONS_POLICY, STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";

// The build's folder: .next, except for the Vercel check's build (scripts/test-vercel.mjs), which runs beside the e2e
// servers that serve .next.
const distDir = process.env.NEXT_DIST_DIR?.trim() || ".next";

const nextConfig: NextConfig = {
  distDir,
  // PGlite and its adapter load WASM and data files at run time: bundling them breaks every query.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  // …and none of them ships in a deployed function. The embedded database is for a clone on one's own machine
  // (`npm start`, which runs from .next and node_modules and never reads these traces); a deployment (Vercel) runs on
  // DATABASE_URL, where lib/db.ts never loads PGlite. Without this, about 20 MB of PGlite's WASM and data files went into
  // 55 of 75 functions. Prisma's schema engine (migrations, run at build time) stays out too. Sizes: `npm run function-sizes`.
  outputFileTracingExcludes: {
    "*": [
      "node_modules/@electric-sql/pglite/**",
      "node_modules/pglite-prisma-adapter/**",
      "node_modules/@prisma/schema-engine-wasm/**",
      // Next's links to external packages, .next/node_modules/<package>-<hash>
      `${distDir}/node_modules/@electric-sql/pglite-*`,
      `${distDir}/node_modules/pglite-prisma-adapter-*`,
    ],
  },
  // `npm test` (scripts/run-steps.mjs) and CI set TYPECHECK_PASSED=1 once `npm run typecheck` (next typegen, then tsc
  // on the same tsconfig) has passed on this tree: the builds that follow skip checking it again. A plain
  // `npm run build`, `vercel build` or a build on Vercel still checks.
  typescript: {
    ignoreBuildErrors: process.env.TYPECHECK_PASSED === "1",
    // Another build folder has its own route types to include: that build reads (and would otherwise rewrite) a
    // tsconfig of its own, never the project's.
    ...(distDir === ".next" ? {} : { tsconfigPath: "tsconfig.other-build.json" }),
  },
  poweredByHeader: false,
  // The advertising pixel's id is fixed when the site is built, on the server as in the browser (where Next always
  // fixes NEXT_PUBLIC_ variables then): without one, the pixel's code is left out of every page
  // (components/analytics/meta-pixel-slot.tsx). Set it before `npm run build` or in Vercel's settings.
  env: { NEXT_PUBLIC_META_PIXEL_ID: process.env.NEXT_PUBLIC_META_PIXEL_ID?.trim() ?? "" },
  experimental: {
    // proxy.ts sees pages (which take no body) and odd API paths only: never copy more than a small body for it.
    proxyClientMaxBodySize: 64 * 1024,
  },
  reactStrictMode: true,
  // Public pages are rendered once and served from cache; under `next start` the cache stores each render with the
  // hashes of its inline scripts (see lib/http/security-headers.ts), and keeps its own memory store, capped in bytes
  // (PAGE_CACHE_MEMORY_MB; Next's would be a second copy). Not on Vercel (VERCEL is set at build): there Next never
  // calls it for pages, and for data it would replace Vercel's shared cache, which tag revalidation reaches on every
  // instance, with one per instance (docs/decisions.md). Cached pages get their hashes there from
  // lib/http/vercel-page-policy.cjs.
  ...(process.env.VERCEL
    ? {}
    : { cacheHandler: path.resolve(process.cwd(), "lib/http/page-cache-handler.cjs"), cacheMaxMemorySize: 0 }),
  // A CDN may serve a public page up to a day old while it fetches a fresh one (Cache-Control's
  // stale-while-revalidate); s-maxage is each page's revalidate (60 s).
  expireTime: 24 * 60 * 60,
  // Pages get their Content-Security-Policy from proxy.ts (and the page cache); JSON answers get a
  // fixed one here. Served documents get none: Chrome's PDF viewer does not run under one.
  headers: async () => [
    { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
    // After the general rule: the later rule's header wins (the portal's reports may include the sitter's location).
    { source: "/portal", headers: [PORTAL_PERMISSIONS_POLICY] },
    { source: "/portal/:path*", headers: [PORTAL_PERMISSIONS_POLICY] },
    { source: "/api/:path((?!files/).*)", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
  ],
  // The gate, the public site under app/(site)/[base] and a search's cached path, asked for by proxy.ts.
  rewrites: async () => ({ beforeFiles: gateRewrites(), afterFiles: [], fallback: [] }),
};

export default nextConfig;
