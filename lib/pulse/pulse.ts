import "server-only";
import { db } from "@/lib/db";
import { addDays } from "@/lib/dates";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { zoneOrder } from "@/lib/zones/catalog";
import { zoneOf } from "@/lib/zones/zone-of";
import { requestFigures, type PulseRow, type RequestFacts } from "./figures";
import { elSalvadorMidnight, pulseWeeks } from "./weeks";

// GET /api/admin/pulse (issue 43 item 6): each zone's weeks, Monday to Sunday in El Salvador, newest last. The
// database does the heavy part (one row per request of the period, and the moves, stays, searches and waitlist
// grouped per week); lib/pulse/figures.ts turns a zone's week into its figures.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type PulseZone = { slug: string; name: string; state: ZoneState; rows: PulseRow[] };
export type Pulse = { ok: true; weeks: string[]; zones: PulseZone[] };

/** The period's bounds: from the first Monday's start to the end of the last week. */
export function pulsePeriod(weeks: readonly string[]) {
  const start = elSalvadorMidnight(weeks[0]);
  return { start, end: new Date(start.getTime() + weeks.length * WEEK_MS), firstDay: weeks[0], endDay: addDays(weeks[0], 7 * weeks.length) };
}

/** Each sitter's zone (from their profile's departamento and municipality: nothing stores it). */
export async function sitterZones(): Promise<Map<number, string>> {
  const sitters = await db().sitter.findMany({ select: { id: true, department: true, municipality: true } });
  const zones = new Map<number, string>();
  for (const sitter of sitters) {
    const zone = zoneOf(sitter.department, sitter.municipality);
    if (zone) zones.set(sitter.id, zone);
  }
  return zones;
}

type RequestRow = { id: string; sitterId: number; sitterName: string | null; service: string | null; email: string; createdAt: Date; status: string; firstReplyAt: Date | null; confirmed: boolean; cameBack: boolean };

/**
 * The requests of a period, each with its first reply, whether it was ever confirmed and whether the family came back
 * (a completed booking of the same e-mail created before it). Hash joins over three small aggregates: no window
 * over every booking, no per-row subquery.
 */
export async function periodRequests(start: Date, end: Date): Promise<RequestRow[]> {
  return db().$queryRaw<RequestRow[]>`
    WITH moves AS (
      SELECT c."bookingId",
        min(c."changedAt") FILTER (WHERE c."actor" IN ('sitter', 'team')) AS "firstReplyAt",
        bool_or(c."status" = 'CONFIRMED') AS "confirmed"
      FROM "booking_status_changes" c
      WHERE c."changedAt" >= ${start}
      GROUP BY c."bookingId"
    ),
    completed AS (
      SELECT lower(btrim("email")) AS "family", min("createdAt") AS "firstAt"
      FROM "bookings" WHERE "status" = 'COMPLETED' AND "createdAt" < ${end}
      GROUP BY 1
    )
    SELECT b."id", b."sitterId", coalesce(s."name", b."sitterName") AS "sitterName", b."service"::text AS "service", b."email",
      b."createdAt", b."status"::text AS "status", m."firstReplyAt", coalesce(m."confirmed", false) AS "confirmed",
      coalesce(f."firstAt" < b."createdAt", false) AS "cameBack"
    FROM "bookings" b
    JOIN "sitters" s ON s."id" = b."sitterId"
    LEFT JOIN moves m ON m."bookingId" = b."id"
    LEFT JOIN completed f ON f."family" = lower(btrim(b."email"))
    WHERE b."createdAt" >= ${start} AND b."createdAt" < ${end}`;
}

type MoveRow = { sitterId: number; week: number; completed: number; sitterCancellations: number; moved: boolean };
type StayRow = { sitterId: number; week: number };
type SearchRow = { zone: string; week: number; searches: number; zeroResults: number };
type WaitingRow = { zone: string; week: number; families: number };

const OPEN_STATUSES = new Set(["RECEIVED", "CONTACTED"]);

/** The pulse of the last `count` weeks up to the one holding `now`, every zone in the catalog's order. */
export async function pulse(count: number, now: Date = new Date()): Promise<Pulse> {
  const weeks = pulseWeeks(count, now);
  const { start, end, firstDay, endDay } = pulsePeriod(weeks);
  const startMs = start.getTime();
  const [zones, zoneOfSitter, requests, moves, stays, searches, waiting] = await Promise.all([
    db().zone.findMany({ select: { slug: true, name: true, state: true } }),
    sitterZones(),
    periodRequests(start, end),
    // Completed stays, the sitters' own cancellations and who moved something, per sitter and week of the move.
    db().$queryRaw<MoveRow[]>`
      SELECT b."sitterId", floor((extract(epoch FROM c."changedAt") * 1000 - ${startMs}::float8) / ${WEEK_MS}::float8)::int AS "week",
        (count(*) FILTER (WHERE c."status" = 'COMPLETED'))::int AS "completed",
        (count(*) FILTER (WHERE c."status" = 'CANCELLED' AND c."actor" = 'sitter'))::int AS "sitterCancellations",
        bool_or(c."actor" IN ('sitter', 'team')) AS "moved"
      FROM "booking_status_changes" c JOIN "bookings" b ON b."id" = c."bookingId"
      WHERE c."changedAt" >= ${start} AND c."changedAt" < ${end} AND b."sitterId" IS NOT NULL
      GROUP BY 1, 2`,
    // Sitters with a confirmed (or since completed) stay on some day of the week.
    db().$queryRaw<StayRow[]>`
      SELECT DISTINCT b."sitterId", w."i" AS "week"
      FROM "bookings" b
      JOIN generate_series(0, ${count - 1}::int) AS w("i")
        ON b."startDate" < ${firstDay}::date + (w."i" + 1) * 7 AND b."endDate" >= ${firstDay}::date + w."i" * 7
      WHERE b."status" IN ('CONFIRMED', 'COMPLETED') AND b."sitterId" IS NOT NULL
        AND b."startDate" < ${endDay}::date AND b."endDate" >= ${firstDay}::date`,
    db().$queryRaw<SearchRow[]>`
      SELECT "zone", (("day" - ${firstDay}::date) / 7)::int AS "week", sum("searches")::int AS "searches", sum("zeroResults")::int AS "zeroResults"
      FROM "search_counts"
      WHERE "day" >= ${firstDay}::date AND "day" < ${endDay}::date AND "zone" <> ''
      GROUP BY 1, 2`,
    // Families on each zone's list, per week they joined (-1: before the period).
    db().$queryRaw<WaitingRow[]>`
      SELECT "zone", greatest(-1, floor((extract(epoch FROM "createdAt") * 1000 - ${startMs}::float8) / ${WEEK_MS}::float8))::int AS "week",
        count(*)::int AS "families"
      FROM "pet_owner_leads"
      WHERE "consent" AND "zone" IS NOT NULL AND "createdAt" < ${end}
      GROUP BY 1, 2`,
  ]);

  // One cell per zone and week, filled from the rows above.
  const cells = new Map<string, { requests: RequestFacts[]; searches: number; zeroResults: number; completed: number; sitterCancellations: number; active: Set<number>; joined: number }[]>();
  const empty = () => weeks.map(() => ({ requests: [] as RequestFacts[], searches: 0, zeroResults: 0, completed: 0, sitterCancellations: 0, active: new Set<number>(), joined: 0 }));
  for (const zone of zones) cells.set(zone.slug, empty());
  const cell = (zone: string | undefined, week: number) => (zone === undefined || week < 0 || week >= weeks.length ? undefined : cells.get(zone)?.[week]);
  const weekOf = (moment: Date) => Math.floor((moment.getTime() - startMs) / WEEK_MS);

  for (const request of requests) {
    cell(zoneOfSitter.get(request.sitterId), weekOf(request.createdAt))?.requests.push({
      email: request.email,
      createdAt: request.createdAt,
      firstReplyAt: request.firstReplyAt,
      confirmed: request.confirmed,
      open: OPEN_STATUSES.has(request.status),
      cameBack: request.cameBack,
    });
  }
  for (const move of moves) {
    const target = cell(zoneOfSitter.get(move.sitterId), move.week);
    if (!target) continue;
    target.completed += move.completed;
    target.sitterCancellations += move.sitterCancellations;
    if (move.moved) target.active.add(move.sitterId);
  }
  for (const stay of stays) cell(zoneOfSitter.get(stay.sitterId), stay.week)?.active.add(stay.sitterId);
  for (const row of searches) {
    const target = cell(row.zone, row.week);
    if (!target) continue;
    target.searches += row.searches;
    target.zeroResults += row.zeroResults;
  }
  const before = new Map<string, number>();
  for (const row of waiting) {
    if (row.week < 0) before.set(row.zone, (before.get(row.zone) ?? 0) + row.families);
    else {
      const target = cell(row.zone, row.week);
      if (target) target.joined += row.families;
    }
  }

  return {
    ok: true,
    weeks,
    zones: zones
      .sort((a, b) => zoneOrder(a.slug) - zoneOrder(b.slug) || a.slug.localeCompare(b.slug))
      .map((zone) => {
        let waitingSoFar = before.get(zone.slug) ?? 0;
        return {
          ...zone,
          rows: cells.get(zone.slug)!.map((week, i) => {
            waitingSoFar += week.joined;
            const figures = requestFigures(week.requests, now);
            return {
              week: weeks[i],
              searches: week.searches,
              zeroResults: week.zeroResults,
              requests: figures.requests,
              medianFirstReplyHours: figures.medianFirstReplyHours,
              p90FirstReplyHours: figures.p90FirstReplyHours,
              answeredWithin24h: figures.answeredWithin24h,
              confirmed: figures.confirmed,
              fillRate: figures.fillRate,
              completed: week.completed,
              sitterCancellations: week.sitterCancellations,
              repeatFamilies: figures.repeatFamilies,
              activeSitters: week.active.size,
              waiting: waitingSoFar,
            };
          }),
        };
      }),
  };
}
