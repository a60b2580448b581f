import { REQUIRED_KINDS } from "@/lib/constants";
import { POST as login } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/auth/password";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { apiRequest } from "./request";

export const TEST_PASSWORD = "clave-de-prueba-7";

let counter = 0;

// One argon2 hash per password and test file: hashing is slow on purpose (about 40 ms of a core), and a test creates
// several users before each case. A stored hash is valid for any account, salt included; signing in still verifies
// it through the real endpoint.
const hashes = new Map<string, Promise<string>>();
function storedHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

/** A user straight in the database (as an admin would create one). */
export async function createUser(
  db: PrismaClient,
  data: { email?: string; password?: string; role?: "admin" | "caregiver"; requirePasswordChange?: boolean; name?: string } = {},
) {
  counter += 1;
  return db.user.create({
    data: {
      email: data.email ?? `persona${counter}@example.com`,
      name: data.name ?? `Persona ${counter}`,
      password: await storedHash(data.password ?? TEST_PASSWORD),
      role: data.role ?? "caregiver",
      requirePasswordChange: data.requirePasswordChange ?? false,
    },
  });
}

/** Signs in through the real endpoint and returns the Cookie header a browser would send next. */
export async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await login(apiRequest("/api/auth/login", { method: "POST", body: { email, password } }), {
    params: Promise.resolve({}),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("huellitas_session=")) ?? "";
  return cookie.split(";")[0];
}

/**
 * A caregiver signed in, their account linked to public profile `sitterId` (null: an account without a profile).
 * Answers the user and the Cookie header.
 */
export async function linkedCaregiver(db: PrismaClient, sitterId: number | null, email: string, name?: string) {
  const user = await createUser(db, { email, name });
  if (sitterId !== null) await db.sitter.update({ where: { id: sitterId }, data: { userId: user.id } });
  return { user, cookie: await signIn(email) };
}

/** An admin signed in: the Cookie header. */
export async function adminCookie(db: PrismaClient, email = "admin@huellitas.sv") {
  await createUser(db, { email, role: "admin" });
  return signIn(email);
}

/**
 * A caregiver the team may publish: the four required checks verified and current (stored as the team leaves
 * them; the files themselves are not needed for the rule) and the interview completed.
 */
export async function verifiedCaregiver(db: PrismaClient, email: string, name?: string) {
  const user = await createUser(db, { email, name });
  const now = new Date();
  await db.document.createMany({
    data: REQUIRED_KINDS.map((kind) => ({
      userId: user.id,
      kind,
      fileName: `${kind}.pdf`,
      filePath: `${user.id}/${kind}.pdf`,
      fileType: "application/pdf",
      fileSize: 3000,
      verified: true,
      verifiedAt: now,
    })),
  });
  await db.user.update({ where: { id: user.id }, data: { interviewStatus: "completed" } });
  return user;
}
