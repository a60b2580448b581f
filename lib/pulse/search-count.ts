import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { todayInElSalvador } from "@/lib/dates";
import { ANONYMOUS_CLIENT } from "@/lib/http/client-key";
import { hitRateLimit } from "@/lib/http/rate-limit";
import type { SearchBeacon } from "./schemas";

/** The counter's `zone` for a search that names none, and its `service` for a search of every service. */
export const NO_ZONE = "";
export const ALL_SERVICES = "ALL";

/**
 * Beacons one client may send a minute (more are refused, 429: a person does not run 30 searches a minute), and
 * how many searches a minute count from every client no trusted header names, together (they cannot be told apart).
 */
export const SEARCH_BEACON_LIMITS = { perClient: 30, unidentified: 60 } as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Whether this beacon is a search to count: once per visitor (the throttle's client key), zone and service in an El
 * Salvador day, so reloading or repeating a search adds nothing; a visitor no trusted header names counts under a
 * shared ceiling instead. The throttle's table keeps only a hash of the four, forgotten after a day.
 */
async function countsAsNewSearch({ zona, servicio }: SearchBeacon, client: string, day: string): Promise<boolean> {
  if (client === ANONYMOUS_CLIENT) return (await hitRateLimit("search-count:unidentified", SEARCH_BEACON_LIMITS.unidentified, MINUTE_MS)).allowed;
  const seen = createHash("sha256").update(`${client}|${zona ?? NO_ZONE}|${servicio ?? ALL_SERVICES}|${day}`).digest("hex").slice(0, 32);
  return (await hitRateLimit(`search-seen:${seen}`, 1, DAY_MS)).allowed;
}

/**
 * Counts one search in its zone, El Salvador day and service (`client`: the request's throttle key, see
 * countsAsNewSearch): one atomic upsert, so beacons arriving at once all count. Stores nothing about who searched.
 */
export async function countSearch(beacon: SearchBeacon, client: string, now: Date = new Date()): Promise<void> {
  const day = todayInElSalvador(now);
  if (!(await countsAsNewSearch(beacon, client, day))) return;
  const zero = beacon.cero ? 1 : 0;
  await db().$executeRaw`
    INSERT INTO "search_counts" ("zone", "day", "service", "searches", "zeroResults")
    VALUES (${beacon.zona ?? NO_ZONE}, ${day}::date, ${beacon.servicio ?? ALL_SERVICES}, 1, ${zero})
    ON CONFLICT ("zone", "day", "service") DO UPDATE SET
      "searches" = "search_counts"."searches" + 1,
      "zeroResults" = "search_counts"."zeroResults" + ${zero}`;
}
