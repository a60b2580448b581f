import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // PGlite and its adapter load WASM and data files at run time: bundling them breaks every query.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  poweredByHeader: false,
  reactStrictMode: true,
  // The Content-Security-Policy comes from proxy.ts (it needs a nonce per request).
  headers: async () => [{ source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] }],
};

export default nextConfig;
