import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that signed in to
// an account successfully gets a signed cookie naming that account. Signing in with it skips the account's and the
// address's lockouts, which others' failures can cause (a carrier's or a café's shared address), and the strangers'
// line (lib/auth/sign-in-line.ts); its own failures are counted per cookie instead.

export const DEVICE_COOKIE = "huellitas_device";
/** How long a browser is remembered after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

let generatedSecret: Buffer | undefined;

/**
 * The signing key: AUTH_SECRET, or, when it is unset, random bytes made once per server process. Then device
 * cookies die at each restart and are not shared between instances: sign-ins work as without them (production
 * warns at start-up).
 */
function signingKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.AUTH_SECRET) return Buffer.from(env.AUTH_SECRET, "utf8");
  return (generatedSecret ??= randomBytes(32));
}

function signature(userId: string, nonce: string): string {
  return createHmac("sha256", signingKey()).update(`device-cookie:v1:${userId}:${nonce}`).digest("base64url");
}

/** A new device cookie value for an account: `<userId>.<nonce>.<HMAC>`. */
export function issueDeviceCookie(userId: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${userId}.${nonce}.${signature(userId, nonce)}`;
}

export type TrustedDevice = { id: string };

/** The device behind a cookie value, when it is ours (signature checks) and names this account; else null. */
export function trustedDevice(value: string | undefined, userId: string): TrustedDevice | null {
  const device = signedDevice(value);
  return device && device.userId === userId ? { id: device.id } : null;
}

/**
 * The account a browser signed in to, from its device cookie (signature checked), whoever sends a request with
 * it: a booking or review from a caregiver's own browser. Null without a cookie of ours.
 */
export function deviceAccount(value: string | undefined): string | null {
  return signedDevice(value)?.userId ?? null;
}

function signedDevice(value: string | undefined): (TrustedDevice & { userId: string }) | null {
  if (!value || value.length > 300) return null;
  const [cookieUser, nonce, given, ...rest] = value.split(".");
  if (rest.length || !cookieUser || !nonce || !given) return null;
  const expected = Buffer.from(signature(cookieUser, nonce));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId: cookieUser, id: createHash("sha256").update(nonce).digest("hex").slice(0, 32) };
}
