import { createHash, randomBytes } from "node:crypto";
import { isSiteLaunched, PREVIEW_PREFIX } from "@/lib/site/routing";

// The owner's private link to their request (/reserva/{token}): 24 random bytes (192 bits), base64url. Only its
// SHA-256 is stored, so the database alone cannot open anyone's request.

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function newTrackingToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: trackingHash(token) };
}

export const trackingHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A token as read from a URL: exactly the shape we issue, else nothing (→ 404 before any query). */
export const isTrackingToken = (value: string | undefined): value is string => typeof value === "string" && TOKEN.test(value);

/** A public page's path for an e-mail: under /preview while the site is gated (after launch /preview redirects to it). */
export const publicPath = (path: string): string => `${isSiteLaunched() ? "" : PREVIEW_PREFIX}${path}`;

/** The tracking page's path. */
export function trackingPath(token: string): string {
  return publicPath(`/reserva/${token}`);
}
