import { createHash } from "node:crypto";

/**
 * Who is asking, for the throttle. Only the platform's own header is trusted: on Vercel
 * `x-vercel-forwarded-for` (set by Vercel's edge, not by the client); elsewhere the header named by
 * CLIENT_IP_HEADER (e.g. `x-real-ip` behind your own proxy). Without one, every client shares one key.
 * The address is hashed: the throttle table never holds an IP address.
 */
export function clientKey(headers: Headers, env: NodeJS.ProcessEnv = process.env): string {
  const header = env.CLIENT_IP_HEADER || (env.VERCEL ? "x-vercel-forwarded-for" : "");
  const raw = header ? headers.get(header) : null;
  const address = raw?.split(",")[0]?.trim();
  if (!address) return "anonymous";
  return createHash("sha256").update(address).digest("hex").slice(0, 32);
}
