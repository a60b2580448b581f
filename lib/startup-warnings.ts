import { clientHeader, trustedProxyHops } from "@/lib/client-key";

/**
 * What an operator should fix in production settings, as log lines (printed once at start-up by
 * instrumentation.ts). Empty when all is well, and always outside production.
 */
export function startupWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!clientHeader(env)) {
    warnings.push(
      "No header names the client (CLIENT_IP_HEADER is unset and this is not Vercel): the public forms share one " +
        "flood ceiling (PUBLIC_FORM_FLOOD_LIMIT) instead of a limit per visitor, and failed sign-ins are limited per " +
        "account and for all visitors together. Behind nginx or Caddy set CLIENT_IP_HEADER=x-forwarded-for (or " +
        "x-real-ip); behind Cloudflare, cf-connecting-ip.",
    );
  }
  if (!env.AUTH_SECRET) {
    warnings.push(
      "AUTH_SECRET is unset: device cookies are signed with a key made at start, so they stop working at each " +
        "restart and on other instances, and browsers that signed in before can be locked out by others' failed " +
        "sign-ins. Set it to 32 random bytes or more (openssl rand -base64 32).",
    );
  } else if (env.AUTH_SECRET.length < 32) {
    warnings.push("AUTH_SECRET is shorter than 32 characters: use 32 random bytes or more (openssl rand -base64 32).");
  }
  if (trustedProxyHops(env) === null) {
    warnings.push(`TRUSTED_PROXY_HOPS=${JSON.stringify(env.TRUSTED_PROXY_HOPS)} is not a whole number from 1 to 10: 1 is used.`);
  }
  return warnings;
}
