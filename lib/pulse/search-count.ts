import "server-only";
import { db } from "@/lib/db";
import { todayInElSalvador } from "@/lib/dates";
import type { SearchBeacon } from "./schemas";

/** The counter's `zone` for a search that names none, and its `service` for a search of every service. */
export const NO_ZONE = "";
export const ALL_SERVICES = "ALL";

/**
 * Counts one search in its zone, El Salvador day and service: one atomic upsert, so beacons arriving at once all
 * count. Stores nothing about who searched.
 */
export async function countSearch({ zona, servicio, cero }: SearchBeacon, now: Date = new Date()): Promise<void> {
  const day = todayInElSalvador(now);
  const zero = cero ? 1 : 0;
  await db().$executeRaw`
    INSERT INTO "search_counts" ("zone", "day", "service", "searches", "zeroResults")
    VALUES (${zona ?? NO_ZONE}, ${day}::date, ${servicio ?? ALL_SERVICES}, 1, ${zero})
    ON CONFLICT ("zone", "day", "service") DO UPDATE SET
      "searches" = "search_counts"."searches" + 1,
      "zeroResults" = "search_counts"."zeroResults" + ${zero}`;
}
