import "server-only";
import { createHash } from "node:crypto";

/** The throttle's key for a request no trusted header names. */
export const ANONYMOUS_CLIENT = "anonymous";

const DEFAULT_PROXY_HOPS = 1;
const MAX_PROXY_HOPS = 10;

/**
 * The header that names the client: CLIENT_IP_HEADER when set, else `x-vercel-forwarded-for` on Vercel
 * (written by Vercel's edge, never passed on from the client), else none — `next start` alone fills
 * `x-forwarded-for` only when the client sent none, so there it is whatever the client wrote.
 */
export function clientHeader(env: NodeJS.ProcessEnv = process.env): string {
  return (env.CLIENT_IP_HEADER || (env.VERCEL ? "x-vercel-forwarded-for" : "")).trim().toLowerCase();
}

/** TRUSTED_PROXY_HOPS: how many proxies of ours append to the header (default 1); null when it is not a whole number 1–10. */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return DEFAULT_PROXY_HOPS;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 1 && hops <= MAX_PROXY_HOPS ? hops : null;
}

/**
 * The client's address, as our own proxies wrote it. Each proxy appends the address it received the request
 * from, so the client's is the `hops`-th entry from the right; whatever stands left of it was written by the
 * client and is ignored. A single-value header (x-real-ip, cf-connecting-ip) is read as it is.
 */
export function clientAddress(headers: Headers, env: NodeJS.ProcessEnv = process.env): string | null {
  const header = clientHeader(env);
  if (!header) return null;
  const hops = trustedProxyHops(env) ?? DEFAULT_PROXY_HOPS;
  const entries = (headers.get(header) ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  // Fewer entries than proxies: the request did not come through them all, so it names nobody.
  return entries.length >= hops ? entries[entries.length - hops] : null;
}

/**
 * Who is asking, for the throttle: a hash of the client's address (the throttle table never holds an IP
 * address), or ANONYMOUS_CLIENT when no trusted header names the client.
 */
export function clientKey(headers: Headers, env: NodeJS.ProcessEnv = process.env): string {
  const address = clientAddress(headers, env);
  if (!address) return ANONYMOUS_CLIENT;
  return createHash("sha256").update(address).digest("hex").slice(0, 32);
}
