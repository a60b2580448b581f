import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { hitRateLimits, isAnyRateLimited, type RateCounter } from "@/lib/http/rate-limit";
import { ANONYMOUS_CLIENT } from "@/lib/http/client-key";
import { deviceAccount, issueDeviceCookie, trustedDevice, type TrustedDevice } from "./device";
import { loopFree } from "@/lib/http/loop-free";
import { turnTaker } from "@/lib/http/turn-taker";
import { HASHES_AT_ONCE, hashPassword, verifyPassword } from "./password";
import { createSession, type SessionUser } from "./session";
import { takeSignInPlace } from "./sign-in-line";

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins from all the clients no header names, together, in the same window, before failures slow down. */
export const UNIDENTIFIED_FAILURE_CEILING = 100;
/** How much later a failed sign-in answers while that ceiling is passed. */
export const BUSY_FAILURE_DELAY_MS = 1_000;
const UNIDENTIFIED_KEY = "login-fail-unidentified";

// Checked against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("huellitas-no-such-user"));

/**
 * The counters a failed sign-in adds to, and that stop the next attempt when full (each one refuses only what it
 * names, so nobody can lock out someone else who knows their password and signs in from their own browser):
 * - from a browser that signed in to this account before, only its device cookie's (5): neither others' failures
 *   at the account nor at the address (a carrier's shared address, a café's) lock it out;
 * - otherwise the account's (5) and the client's (5), when a trusted header names it. Without one every visitor
 *   looks the same, so no counter refuses them together: their failures only slow down (see `recordLoginFailure`).
 */
function counters(email: string, client: string, device: TrustedDevice | null): RateCounter[] {
  if (device) return [{ key: `login-fail-device:${device.id}`, limit: LOGIN_FAILURE_LIMIT }];
  const account = createHash("sha256").update(email).digest("hex").slice(0, 32);
  const result = [{ key: `login-fail-account:${account}`, limit: LOGIN_FAILURE_LIMIT }];
  if (client !== ANONYMOUS_CLIENT) result.push({ key: `login-fail-client:${client}`, limit: LOGIN_FAILURE_LIMIT });
  return result;
}

/** True while one of the sign-in's counters (see `counters`) is full for the last 15 minutes (one query). */
export function isLoginThrottled(email: string, client: string, device: TrustedDevice | null = null): Promise<boolean> {
  return isAnyRateLimited(counters(email, client, device), LOGIN_FAILURE_WINDOW_MS);
}

/**
 * Counts a failed sign-in, every counter in one statement. Answers whether the unidentified clients together have
 * passed their ceiling, when every failure should answer a little later: guessing across accounts then costs time
 * as well as a hash each, while the right password is never refused for it.
 */
export async function recordLoginFailure(email: string, client: string, device: TrustedDevice | null = null): Promise<boolean> {
  const anonymous = client === ANONYMOUS_CLIENT;
  const ceiling = { key: UNIDENTIFIED_KEY, limit: UNIDENTIFIED_FAILURE_CEILING };
  const results = await hitRateLimits([...counters(email, client, device), ...(anonymous ? [ceiling] : [])], LOGIN_FAILURE_WINDOW_MS);
  return anonymous && !results[results.length - 1].allowed;
}

export type LoginResult =
  | { ok: true; user: SessionUser; token: string; expiresAt: Date; deviceCookie: string }
  | { ok: false; reason: "invalid" | "throttled" }
  /** The sign-in line is full (lib/auth/sign-in-line.ts): refused before any work. */
  | { ok: false; reason: "busy"; busy: "client" | "overall" };

/**
 * Sign-ins take turns, as many at once as hashes can run (HASHES_AT_ONCE), in a bounded line where browsers that
 * signed in before go first (lib/auth/sign-in-line.ts), and their database work waits for a free
 * moment of the server's thread (lib/http/loop-free.ts): with the embedded database it runs on that thread, and 200
 * sign-ins at once, each running as soon as it could, made the event loop's turns hundreds of milliseconds long;
 * Node accepts one new connection per turn, so every new connection (an uptime monitor's /api/health) waited
 * seconds at the door. Now other requests pass first and the sign-ins wait instead.
 */
const signInTurn = turnTaker(HASHES_AT_ONCE);

/**
 * Checks the credentials; a wrong e-mail and a wrong password look the same from outside (an unknown e-mail is
 * checked against a dummy hash, so every attempt that is not refused costs a hash). `deviceCookie` is the
 * browser's device cookie, if any; a successful sign-in answers a new one.
 */
export async function attemptLogin(email: string, password: string, client: string, deviceCookie?: string): Promise<LoginResult> {
  // The cookie's signature alone decides the line (no database work before a place is taken); whether it is trusted
  // for this account is checked in turn.
  const place = takeSignInPlace(client, deviceAccount(deviceCookie));
  if ("busy" in place) return { ok: false, reason: "busy", busy: place.busy };
  const { result, slowDown } = await signInTurn(async () => {
    await loopFree();
    return checkCredentials(email, password, client, deviceCookie);
  }, { first: place.first }).finally(place.release);
  // After its turn, so the wait holds no place in the line.
  if (slowDown) await new Promise((resolve) => setTimeout(resolve, BUSY_FAILURE_DELAY_MS));
  return result;
}

async function checkCredentials(email: string, password: string, client: string, deviceCookie?: string): Promise<{ result: LoginResult; slowDown?: boolean }> {
  const user = await db().user.findUnique({ where: { email } });
  const device = user ? trustedDevice(deviceCookie, user.id) : null;
  if (await isLoginThrottled(email, client, device)) return { result: { ok: false, reason: "throttled" } };
  const valid = user ? await verifyPassword(user.password, password) : (await verifyPassword(await getDummyHash(), password), false);
  if (!user || !valid) {
    await loopFree(); // the hash took its time off the thread; the counters' write waits for a free moment again
    return { result: { ok: false, reason: "invalid" }, slowDown: await recordLoginFailure(email, client, device) };
  }
  const { token, expiresAt } = await createSession(user.id);
  await db().user.update({ where: { id: user.id }, data: { lastLogin: new Date() } });
  return {
    result: {
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
    },
  };
}
