import { defineConfig } from "prisma/config";

// The datasource URL is only given when DATABASE_URL is set, so `prisma generate`
// works on a machine with no database (see docs/toolchain.md).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
