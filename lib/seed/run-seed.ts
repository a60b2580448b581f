import "server-only";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { seedAdmin } from "./seed-admin";
import { seedSitters } from "./seed-sitters";

const devAdminFile = () => path.resolve(process.cwd(), ".data", "dev-admin.txt");

/**
 * Seeds the admin account and, on the embedded database or when asked (`--demo`), the 12 demo sitters with their
 * reviews (idempotent), and says what it did. A real database (DATABASE_URL) never gets fictional people unasked.
 */
export async function runSeed(
  database: PrismaClient,
  options: { embedded: boolean; demo?: boolean; onlyIfEmpty?: boolean },
): Promise<void> {
  if (options.embedded || options.demo) {
    const empty = (await database.sitter.count()) === 0;
    if (!options.onlyIfEmpty || empty) {
      const { created } = await seedSitters(database);
      if (created > 0) console.log(`[seed] ${created} demo sitters created (marked "Perfil de demostración" on their pages)`);
    }
  } else {
    console.log("[seed] No demo sitters on DATABASE_URL (run `npm run db:seed -- --demo` to add them).");
  }
  const admin = await seedAdmin(database, {
    ADMIN_EMAIL: process.env.ADMIN_EMAIL,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
    embedded: options.embedded,
  });
  if (admin.kind === "configured" && admin.created) console.log(`[seed] admin ${admin.email} created`);
  if (admin.kind === "development") {
    // Kept beside the embedded database (git-ignored) so later starts can point to it.
    await mkdir(path.dirname(devAdminFile()), { recursive: true });
    await writeFile(devAdminFile(), `${admin.email}\n${admin.password}\n`, { mode: 0o600 });
    await chmod(devAdminFile(), 0o600);
    console.log(
      `[seed] Development admin (embedded database only): ${admin.email} / ${admin.password}\n` +
        "       Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
    );
  } else if (options.embedded && !process.env.ADMIN_EMAIL) {
    const saved = await readFile(devAdminFile(), "utf8").catch(() => "");
    const [email, password] = saved.split("\n");
    if (email && password) console.log(`[seed] Development admin: ${email} / ${password}`);
  }
}
