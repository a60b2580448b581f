import { createHash, randomBytes } from "node:crypto";
import { publicPath } from "@/lib/site/routing";

// The owner's private link to their request (/reserva/{token}): 24 random bytes (192 bits), base64url. Only its
// SHA-256 is stored, so the database alone cannot open anyone's request.

export function newTrackingToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: trackingHash(token) };
}

export const trackingHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The tracking page's path. */
export function trackingPath(token: string): string {
  return publicPath(`/reserva/${token}`);
}

/** The query parameter of /reservar that fills a new request from the booking a token opens (lib/bookings/intake/rebook.ts). */
export const REBOOK_PARAM = "repetir";

/**
 * The address a request was sent from, as stored for the team: without the rebook parameter, whose value is a
 * working tracking token (only hashes of those are kept).
 */
export function withoutRebookToken(sourceUrl: string): string {
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch {
    return sourceUrl.split("?")[0];
  }
  url.searchParams.delete(REBOOK_PARAM);
  return url.toString();
}

/** "Reservar de nuevo": /reservar filled from the booking the tracking link `trackingUrl` opens (same token, same base). */
export function rebookUrl(trackingUrl: string): string {
  return trackingUrl.replace(/\/reserva\/([A-Za-z0-9_-]{32})$/, `/reservar?${REBOOK_PARAM}=$1`);
}

/** `url` (a path or address on /reservar) that also fills the owner's data from the booking `trackingUrl` opens. */
export function withRebook(url: string, trackingUrl: string): string {
  const token = /\/reserva\/([A-Za-z0-9_-]{32})$/.exec(trackingUrl)?.[1];
  return token ? `${url}${url.includes("?") ? "&" : "?"}${REBOOK_PARAM}=${token}` : url;
}
