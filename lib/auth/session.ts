import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { DAY_MS } from "@/lib/dates/units";

// Sessions of our own (docs/decisions.md): the cookie holds 32 random bytes, the sessions table only their SHA-256.

export const SESSION_COOKIE = "huellitas_session";
/** A session lives 7 days from its last use (sliding)… */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** …renewed at most once a day, so reading a page is not a database write each time… */
export const SESSION_RENEW_AFTER_MS = DAY_MS;
/** …and never beyond 30 days from sign-in. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Who is signed in, as every guard and handler sees them. */
export type SessionUser = Pick<User, "id" | "email" | "name" | "role" | "status" | "requirePasswordChange">;

/** What the browser is told about the signed-in person (GET /api/auth/me): everything but the id. */
export type SignedInUser = Omit<SessionUser, "id">;

export function signedInUser({ name, email, role, status, requirePasswordChange }: SessionUser): SignedInUser {
  return { name, email, role, status, requirePasswordChange };
}

const sessionUserSelect = {
  id: true,
  email: true,
  name: true,
  role: true,
  status: true,
  requirePasswordChange: true,
} as const;

/** Opens a session for a user and returns the cookie token (shown once, never stored). */
export async function createSession(userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db().session.create({ data: { id: hashToken(token), userId, expiresAt, createdAt: now } });
  return { token, expiresAt };
}

export type ValidSession = { sessionId: string; user: SessionUser; expiresAt: Date; renewed: boolean };

/**
 * The user behind a cookie token, or null when the session is unknown, expired, revoked, or its user was
 * deleted (the cascade removed the row). Extends the sliding expiry when it is due.
 */
export async function validateSession(token: string | undefined, now = new Date()): Promise<ValidSession | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const session = await db().session.findUnique({ where: { id }, include: { user: { select: sessionUserSelect } } });
  if (!session) return null;
  if (session.expiresAt <= now) {
    await db().session.deleteMany({ where: { id } });
    return null;
  }
  let expiresAt = session.expiresAt;
  let renewed = false;
  const lastRenewal = expiresAt.getTime() - SESSION_IDLE_MS;
  if (now.getTime() - lastRenewal >= SESSION_RENEW_AFTER_MS) {
    const cap = session.createdAt.getTime() + SESSION_MAX_AGE_MS;
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, cap));
    await db().session.updateMany({ where: { id }, data: { expiresAt } });
    renewed = true;
  }
  return { sessionId: id, user: session.user, expiresAt, renewed };
}

export async function deleteSession(token: string): Promise<void> {
  await db().session.deleteMany({ where: { id: hashToken(token) } });
}

/** Ends every session of a user, except the one given (the person who just changed their password). */
export async function deleteUserSessions(userId: string, exceptSessionId?: string): Promise<void> {
  await db().session.deleteMany({ where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) } });
}
