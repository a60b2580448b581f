import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { normalizeEmail } from "@/lib/fields";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export const DEV_ADMIN_EMAIL = "admin@huellitas.local";

export type AdminSeedResult =
  | { kind: "configured"; email: string; created: boolean }
  | { kind: "development"; email: string; password: string }
  | { kind: "none"; reason: string };

/**
 * The admin account: from ADMIN_EMAIL / ADMIN_PASSWORD when both are set (created once, never overwritten);
 * otherwise, on the embedded database only, a development admin with a random password that the caller prints.
 * A Postgres database (DATABASE_URL) never gets a default admin.
 */
export async function seedAdmin(
  database: PrismaClient,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; embedded: boolean },
): Promise<AdminSeedResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = normalizeEmail(env.ADMIN_EMAIL);
    const existing = await database.user.findUnique({ where: { email } });
    if (existing) return { kind: "configured", email, created: false };
    await database.user.create({
      data: {
        email,
        name: "Administración",
        password: await hashPassword(env.ADMIN_PASSWORD),
        role: "admin",
        status: "active",
        requirePasswordChange: false,
      },
    });
    return { kind: "configured", email, created: true };
  }
  if (!env.embedded) return { kind: "none", reason: "ADMIN_EMAIL and ADMIN_PASSWORD are not set" };
  const adminExists = await database.user.findFirst({ where: { role: "admin" } });
  if (adminExists) return { kind: "none", reason: "an admin already exists" };
  const password = randomBytes(12).toString("base64url");
  await database.user.create({
    data: {
      email: DEV_ADMIN_EMAIL,
      name: "Admin de desarrollo",
      password: await hashPassword(password),
      role: "admin",
      status: "active",
      requirePasswordChange: false,
    },
  });
  return { kind: "development", email: DEV_ADMIN_EMAIL, password };
}
