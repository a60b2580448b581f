import "server-only";
import { db } from "@/lib/db";
import { ZONES } from "@/lib/zones/catalog";
import { firstReplyHours, REPLY_PROMISE_HOURS } from "./figures";
import { periodRequests, pulsePeriod, sitterZones } from "./pulse";
import { NO_ZONE, ALL_SERVICES } from "./search-count";
import { pulseWeeks } from "./weeks";
import { HOUR_MS } from "@/lib/dates/units";

// What lies behind the pulse's figures: the requests answered late or not at all, and the zones
// and services whose searches found nobody.

const zoneName = (slug: string) => ZONES.find((zone) => zone.slug === slug)?.name ?? slug;

export type SlowReply = {
  id: string;
  createdAt: Date;
  zone: string;
  zoneName: string;
  sitterName: string | null;
  service: string | null;
  status: string;
  /** Null: nobody has answered yet. */
  firstReplyHours: number | null;
};

/** The week's requests (of one zone, or all) not answered within 24 h: unanswered first, then the slowest. */
export async function slowReplies(week: string, zone: string | undefined, now: Date = new Date()): Promise<SlowReply[]> {
  const { start, end } = pulsePeriod([week]);
  const [requests, zoneOfSitter] = await Promise.all([periodRequests(start, end), sitterZones()]);
  const late: SlowReply[] = [];
  for (const request of requests) {
    const where = zoneOfSitter.get(request.sitterId);
    if (!where || (zone && where !== zone)) continue;
    const hours = firstReplyHours(request);
    const overdue = hours === null ? now.getTime() - request.createdAt.getTime() >= REPLY_PROMISE_HOURS * HOUR_MS : hours > REPLY_PROMISE_HOURS;
    if (!overdue) continue;
    const { id, createdAt, sitterName, service, status } = request;
    late.push({ id, createdAt, zone: where, zoneName: zoneName(where), sitterName, service, status, firstReplyHours: hours === null ? null : Math.round(hours * 10) / 10 });
  }
  return late.sort((a, b) => (b.firstReplyHours ?? Infinity) - (a.firstReplyHours ?? Infinity) || a.createdAt.getTime() - b.createdAt.getTime());
}

export type ZeroRow = { zone: string | null; name: string; service: string | null; searches: number; zeroResults: number };

/** Over the last `count` weeks: each zone and service whose searches found nobody, most zeros first. */
export async function zeroSearches(count: number, now: Date = new Date()): Promise<ZeroRow[]> {
  const { firstDay, endDay } = pulsePeriod(pulseWeeks(count, now));
  const rows = await db().$queryRaw<{ zone: string; service: string; searches: number; zeroResults: number }[]>`
    SELECT "zone", "service", sum("searches")::int AS "searches", sum("zeroResults")::int AS "zeroResults"
    FROM "search_counts"
    WHERE "day" >= ${firstDay}::date AND "day" < ${endDay}::date
    GROUP BY 1, 2
    HAVING sum("zeroResults") > 0
    ORDER BY 4 DESC, 3 DESC, 1, 2`;
  return rows.map((row) => ({
    zone: row.zone === NO_ZONE ? null : row.zone,
    name: row.zone === NO_ZONE ? "Sin zona" : zoneName(row.zone),
    service: row.service === ALL_SERVICES ? null : row.service,
    searches: row.searches,
    zeroResults: row.zeroResults,
  }));
}
