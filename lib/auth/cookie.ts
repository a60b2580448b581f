import "server-only";
import type { NextResponse } from "next/server";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "./device";
import { SESSION_COOKIE } from "./session";

/** Secure when served over HTTPS (always on Vercel); COOKIE_SECURE=true|false overrides. */
export function cookieIsSecure(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.COOKIE_SECURE === "true") return true;
  if (env.COOKIE_SECURE === "false") return false;
  const forwarded = request.headers.get("x-forwarded-proto");
  return Boolean(env.VERCEL) || new URL(request.url).protocol === "https:" || forwarded === "https";
}

export function setSessionCookie(response: NextResponse, request: Request, token: string, expiresAt: Date): void {
  response.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(request),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(response: NextResponse, request: Request): void {
  response.cookies.set(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(request),
    path: "/",
    maxAge: 0,
  });
}

/** One cookie of a request's Cookie header. */
function readCookie(request: Request | Headers, cookie: string): string | undefined {
  const header = (request instanceof Headers ? request : request.headers).get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookie) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined; // malformed escapes: no such cookie
      }
    }
  }
  return undefined;
}

/** The session token of a request's Cookie header. */
export function readSessionToken(request: Request): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}

/** The device cookie (lib/auth/device.ts), sent only to the auth endpoints. */
export function readDeviceCookie(request: Request): string | undefined {
  return readCookie(request, DEVICE_COOKIE);
}

/**
 * The account mark: the same signed value as the device cookie, on every path, so a booking or a review
 * sent from a browser that signed in to a caregiver's account says so (lib/auth/request-origin.ts).
 */
export const ACCOUNT_MARK_COOKIE = "huellitas_account";

export function readAccountMark(request: Request | Headers): string | undefined {
  return readCookie(request, ACCOUNT_MARK_COOKIE);
}

export function setAccountMarkCookie(response: NextResponse, request: Request, value: string): void {
  response.cookies.set(ACCOUNT_MARK_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(request),
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export function setDeviceCookie(response: NextResponse, request: Request, value: string): void {
  response.cookies.set(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: "strict",
    secure: cookieIsSecure(request),
    path: "/api/auth",
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
