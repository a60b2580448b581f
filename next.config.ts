import type { NextConfig } from "next";
import { gateRewrites } from "./lib/http/routing";
import { API_CSP, STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // PGlite and its adapter load WASM and data files at run time: bundling them breaks every query.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  poweredByHeader: false,
  experimental: {
    // proxy.ts sees pages (which take no body) and odd API paths only: never copy more than a small body for it.
    proxyClientMaxBodySize: 64 * 1024,
  },
  reactStrictMode: true,
  // Pages get their Content-Security-Policy from proxy.ts (it needs a nonce per request); JSON answers get a
  // fixed one here. Served documents get none: Chrome's PDF viewer does not run under one.
  headers: async () => [
    { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
    { source: "/api/:path((?!files/).*)", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
  ],
  // The gate and /preview, asked for by proxy.ts through a request header.
  rewrites: async () => ({ beforeFiles: gateRewrites(), afterFiles: [], fallback: [] }),
};

export default nextConfig;
