import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite and its adapter load WASM and data files at run time: bundling them breaks every query.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
