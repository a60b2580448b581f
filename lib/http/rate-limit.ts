import "server-only";
import { ANONYMOUS_CLIENT, clientKey } from "@/lib/http/client-key";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** What a throttled client reads (429), from a route or a form's server action. */
export const THROTTLED_MESSAGE = "Has enviado demasiadas solicitudes. Espera un minuto e intenta de nuevo.";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** A counter: its key in `rate_limits` and how many hits its window allows. */
export type RateCounter = { key: string; limit: number };

/**
 * Counts one hit of each counter in a fixed window and says, for each in order, whether it is within its limit.
 * One atomic upsert in the database for all of them (one statement, one commit), so every server instance shares
 * the same counters.
 */
export async function hitRateLimits(counters: readonly RateCounter[], windowMs: number): Promise<RateLimitResult[]> {
  const seconds = windowMs / 1000;
  const keys = [...new Set(counters.map((counter) => counter.key))]; // a row may be updated once per statement
  const rows = await db().$queryRaw<{ key: string; count: number; windowStart: Date }[]>`
    INSERT INTO "rate_limits" ("key", "windowStart", "count")
    VALUES ${Prisma.join(keys.map((key) => Prisma.sql`(${key}, now(), 1)`))}
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limits"."windowStart" <= now() - make_interval(secs => ${seconds})
                     THEN 1 ELSE "rate_limits"."count" + 1 END,
      "windowStart" = CASE WHEN "rate_limits"."windowStart" <= now() - make_interval(secs => ${seconds})
                     THEN now() ELSE "rate_limits"."windowStart" END
    RETURNING "key", "count", "windowStart"`;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await db().$executeRaw`DELETE FROM "rate_limits" WHERE "windowStart" < now() - interval '1 day'`;
  }
  return counters.map(({ key, limit }) => {
    const { count, windowStart } = byKey.get(key)!;
    const resetsAt = new Date(windowStart).getTime() + windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000));
    return { allowed: count <= limit, count, retryAfterSeconds };
  });
}

/** Counts one hit of `key` in a fixed window and says whether it is within `limit` (see `hitRateLimits`). */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  return (await hitRateLimits([{ key, limit }], windowMs))[0];
}

/** Read-only check, one query: is one of `counters` already at its limit in its current window? */
export async function isAnyRateLimited(counters: readonly RateCounter[], windowMs: number): Promise<boolean> {
  const rows = await db().rateLimit.findMany({ where: { key: { in: counters.map((counter) => counter.key) } } });
  const limits = new Map(counters.map((counter) => [counter.key, counter.limit]));
  return rows.some((row) => row.windowStart.getTime() > Date.now() - windowMs && row.count >= limits.get(row.key)!);
}

/** Submissions per minute per client and endpoint on the public forms (PUBLIC_FORM_RATE_LIMIT, default 10). */
export function publicFormLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PUBLIC_FORM_RATE_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : 10;
}

/**
 * Submissions per window per endpoint from every client no trusted header names, together
 * (PUBLIC_FORM_FLOOD_LIMIT, default 600): a ceiling against floods, far above what real visitors send.
 */
export function publicFormFloodLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PUBLIC_FORM_FLOOD_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : 600;
}

/**
 * Counts one request of a client to `bucket`: `limit` per window for a client a trusted header names.
 * Without one, all visitors would share a single per-client counter and a handful of them would throttle the
 * whole country, so they share the generous flood ceiling instead.
 */
export function hitClientRateLimit(bucket: string, headers: Headers, limit: number, windowMs: number): Promise<RateLimitResult> {
  const client = clientKey(headers);
  return client === ANONYMOUS_CLIENT
    ? hitRateLimit(`${bucket}:unidentified`, publicFormFloodLimit(), windowMs)
    : hitRateLimit(`${bucket}:${client}`, limit, windowMs);
}
