import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { hitRateLimit, isRateLimited } from "@/lib/http/rate-limit";
import { ANONYMOUS_CLIENT } from "@/lib/http/client-key";
import { issueDeviceCookie, trustedDevice, type TrustedDevice } from "./device";
import { hashPassword, verifyPassword } from "./password";
import { createSession, type SessionUser } from "./session";

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins from all the clients no header names, together, in the same window. */
export const UNIDENTIFIED_FAILURE_LIMIT = 100;

// Checked against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("huellitas-no-such-user"));

type Counter = { key: string; limit: number };

/**
 * The counters a failed sign-in adds to, and that stop the next attempt when full:
 * - the account's (5), or instead the device cookie's (5) when the browser signed in to this account before,
 *   so others' failures cannot lock it out;
 * - the client's (5), when a trusted header names it; without one every visitor looks the same, so they share
 *   a wider ceiling (100) that only slows down guessing across accounts, and a known device skips it.
 */
function counters(email: string, client: string, device: TrustedDevice | null): Counter[] {
  const account = createHash("sha256").update(email).digest("hex").slice(0, 32);
  const own = device ? `login-fail-device:${device.id}` : `login-fail-account:${account}`;
  const result = [{ key: own, limit: LOGIN_FAILURE_LIMIT }];
  if (client !== ANONYMOUS_CLIENT) result.push({ key: `login-fail-client:${client}`, limit: LOGIN_FAILURE_LIMIT });
  else if (!device) result.push({ key: "login-fail-unidentified", limit: UNIDENTIFIED_FAILURE_LIMIT });
  return result;
}

/** True while one of the sign-in's counters (see `counters`) is full for the last 15 minutes. */
export async function isLoginThrottled(email: string, client: string, device: TrustedDevice | null = null): Promise<boolean> {
  for (const { key, limit } of counters(email, client, device)) {
    if (await isRateLimited(key, limit, LOGIN_FAILURE_WINDOW_MS)) return true;
  }
  return false;
}

export async function recordLoginFailure(email: string, client: string, device: TrustedDevice | null = null): Promise<void> {
  for (const { key, limit } of counters(email, client, device)) await hitRateLimit(key, limit, LOGIN_FAILURE_WINDOW_MS);
}

export type LoginResult =
  | { ok: true; user: SessionUser; token: string; expiresAt: Date; deviceCookie: string }
  | { ok: false; reason: "invalid" | "throttled" };

/**
 * Checks the credentials; a wrong e-mail and a wrong password look the same from outside. `deviceCookie` is the
 * browser's device cookie, if any; a successful sign-in answers a new one.
 */
export async function attemptLogin(email: string, password: string, client: string, deviceCookie?: string): Promise<LoginResult> {
  const user = await db().user.findUnique({ where: { email } });
  const device = user ? trustedDevice(deviceCookie, user.id) : null;
  if (await isLoginThrottled(email, client, device)) return { ok: false, reason: "throttled" };
  const valid = user ? await verifyPassword(user.password, password) : (await verifyPassword(await getDummyHash(), password), false);
  if (!user || !valid) {
    await recordLoginFailure(email, client, device);
    return { ok: false, reason: "invalid" };
  }
  const { token, expiresAt } = await createSession(user.id);
  await db().user.update({ where: { id: user.id }, data: { lastLogin: new Date() } });
  return {
    ok: true,
    token,
    expiresAt,
    deviceCookie: issueDeviceCookie(user.id),
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
