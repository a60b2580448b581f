import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { hitRateLimit, isRateLimited } from "@/lib/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { createSession, type SessionUser } from "./session";

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Checked against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("huellitas-no-such-user"));

function failureKeys(email: string, client: string): string[] {
  const account = createHash("sha256").update(email).digest("hex").slice(0, 32);
  // Without the platform's client header every visitor shares "anonymous": throttling it would let one
  // person lock everyone out, so then only the per-account counter applies.
  return [`login-fail-account:${account}`, ...(client === "anonymous" ? [] : [`login-fail-client:${client}`])];
}

/** True while an account or a client has 5 failed sign-ins in the last 15 minutes. */
export async function isLoginThrottled(email: string, client: string): Promise<boolean> {
  for (const key of failureKeys(email, client)) {
    if (await isRateLimited(key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS)) return true;
  }
  return false;
}

export async function recordLoginFailure(email: string, client: string): Promise<void> {
  for (const key of failureKeys(email, client)) await hitRateLimit(key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
}

export type LoginResult =
  | { ok: true; user: SessionUser; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "throttled" };

/** Checks the credentials; a wrong e-mail and a wrong password look the same from outside. */
export async function attemptLogin(email: string, password: string, client: string): Promise<LoginResult> {
  if (await isLoginThrottled(email, client)) return { ok: false, reason: "throttled" };
  const user = await db().user.findUnique({ where: { email } });
  const valid = user ? await verifyPassword(user.password, password) : (await verifyPassword(await getDummyHash(), password), false);
  if (!user || !valid) {
    await recordLoginFailure(email, client);
    return { ok: false, reason: "invalid" };
  }
  const { token, expiresAt } = await createSession(user.id);
  await db().user.update({ where: { id: user.id }, data: { lastLogin: new Date() } });
  return {
    ok: true,
    token,
    expiresAt,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      status: user.status,
      requirePasswordChange: user.requirePasswordChange,
    },
  };
}
