import "server-only";
import { db } from "@/lib/db";
import { addDays } from "@/lib/dates";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { zoneOrder } from "@/lib/zones/catalog";
import { zoneOf } from "@/lib/zones/zone-of";
import { figuresOf, REPLY_PROMISE_HOURS, type PulseRow, type RequestTallies } from "./figures";
import { elSalvadorMidnight, pulseWeeks } from "./weeks";
import { HOUR_MS, WEEK_MS } from "@/lib/dates/units";
import { unreachedOf } from "@/lib/bookings/team/unreached";

// GET /api/admin/pulse: each zone's weeks, Monday to Sunday in El Salvador, newest last. The
// database counts everything per zone and week (the sitters' zones passed in as two arrays), so about a thousand
// rows a query cross into JS for a year rather than one per request, move or stay (on the embedded
// PGlite, turning those rows into objects was most of the time); lib/pulse/figures.ts turns the counts into figures.


/** A zone's week without requests. */
const NO_REQUESTS: RequestTallies = { requests: 0, medianReplyHours: null, p90ReplyHours: null, answeredInTime: 0, due: 0, confirmed: 0, decided: 0, cameBack: [] };

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
 * The requests of a period, each with its first reply, whether it was ever confirmed (both kept on the booking as
 * its moves are written) and whether the family came back (a completed booking of the same e-mail created before it).
 */
export async function periodRequests(start: Date, end: Date): Promise<RequestRow[]> {
  return db().$queryRaw<RequestRow[]>`
    WITH completed AS (
      SELECT "family", min("createdAt") AS "firstAt"
      FROM "bookings" WHERE "status" = 'COMPLETED' AND "createdAt" < ${end}
      GROUP BY 1
    )
    SELECT b."id", b."sitterId", coalesce(s."name", b."sitterName") AS "sitterName", b."service"::text AS "service", b."email",
      b."createdAt", b."status"::text AS "status", b."firstReplyAt", b."confirmedAt" IS NOT NULL AS "confirmed",
      coalesce(f."firstAt" < b."createdAt", false) AS "cameBack"
    FROM "bookings" b
    JOIN "sitters" s ON s."id" = b."sitterId"
    LEFT JOIN completed f ON f."family" = b."family"
    WHERE b."createdAt" >= ${start} AND b."createdAt" < ${end}`;
}

/** A moment as a `timestamp` literal (UTC, as Prisma stores DateTime): the queries below do their arithmetic on it. */
const sqlTimestamp = (moment: Date) => moment.toISOString().slice(0, 23).replace("T", " ");

/** Each sitter's zone as two arrays for the queries below (`unnest` joins them back into pairs). */
function zoneArrays(zoneOfSitter: Map<number, string>) {
  return { ids: [...zoneOfSitter.keys()], zones: [...zoneOfSitter.values()] };
}

type RequestTallyRow = Omit<RequestTallies, "cameBack"> & { zone: string; week: number; cameBack: string[] | null };

/**
 * The period's requests counted per zone (of their sitter) and week (of the request), as `tallyRequests` counts them:
 * the first reply is the first move by the sitter or the team, the family came back when a booking of the same
 * e-mail created before this one was completed (the booking keeps the first two and its folded e-mail: no move is
 * read, no e-mail folded). About 1,000 rows for a year instead of one per request.
 */
function requestTallies(start: Date, end: Date, now: Date, sitters: { ids: number[]; zones: string[] }) {
  const from = sqlTimestamp(start);
  const dueBy = sqlTimestamp(new Date(now.getTime() - REPLY_PROMISE_HOURS * HOUR_MS));
  return db().$queryRaw<RequestTallyRow[]>`
    WITH zones AS (SELECT * FROM unnest(${sitters.ids}::int[], ${sitters.zones}::text[]) AS z("sitterId", "zone")),
    completed AS (
      SELECT "family", min("createdAt") AS "firstAt"
      FROM "bookings" WHERE "status" = 'COMPLETED' AND "createdAt" < ${end}
      GROUP BY 1
    ),
    requests AS (
      SELECT z."zone", date_part('day', b."createdAt" - ${from}::timestamp)::int / 7 AS "week", b."email", b."createdAt",
        b."status" IN ('RECEIVED', 'CONTACTED') AS "open", b."confirmedAt" IS NOT NULL AS "confirmed",
        coalesce(f."firstAt" < b."createdAt", false) AS "cameBack",
        -- Milliseconds as float8, over 3,600,000: the same division as lib/pulse/figures.ts's, to the last bit (null
        -- while unanswered: greatest() would read a null as 0).
        CASE WHEN b."firstReplyAt" IS NOT NULL
          THEN (greatest(0, extract(epoch FROM b."firstReplyAt" - b."createdAt") * 1000))::float8 / ${HOUR_MS}::float8 END AS "hours"
      FROM "bookings" b
      JOIN zones z ON z."sitterId" = b."sitterId"
      LEFT JOIN completed f ON f."family" = b."family"
      WHERE b."createdAt" >= ${start} AND b."createdAt" < ${end}
    )
    SELECT "zone", "week", count(*)::int AS "requests",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY "hours") AS "medianReplyHours",
      percentile_cont(0.9) WITHIN GROUP (ORDER BY "hours") AS "p90ReplyHours",
      (count(*) FILTER (WHERE "hours" <= ${REPLY_PROMISE_HOURS}))::int AS "answeredInTime",
      (count(*) FILTER (WHERE "hours" IS NOT NULL OR "createdAt" <= ${dueBy}::timestamp))::int AS "due",
      (count(*) FILTER (WHERE "confirmed"))::int AS "confirmed",
      (count(*) FILTER (WHERE "confirmed" OR NOT "open"))::int AS "decided",
      array_agg("email") FILTER (WHERE "cameBack") AS "cameBack"
    FROM requests
    GROUP BY 1, 2`;
}

type SupplyRow = { zone: string; week: number; completed: number; sitterCancellations: number; activeSitters: number };

/**
 * Per zone and week: stays completed and the sitters' own cancellations (by the week of the move), and the active
 * sitters: those who moved a request (sitter or team) that week, or had a confirmed (or since completed) stay on
 * one of its days.
 */
async function supply(start: Date, end: Date, firstDay: string, endDay: string, count: number, sitters: { ids: number[]; zones: string[] }) {
  const from = sqlTimestamp(start);
  // Without JIT: PostgreSQL guesses 1,000 weeks for each stay's generate_series, and at that cost compiles the
  // query first, 0.6 s for a query of 35 ms (measured on Debian's PostgreSQL 15 with a year of data). SET LOCAL
  // lasts this transaction only; PGlite has no JIT and ignores it.
  const [, rows] = await db().$transaction([db().$executeRaw`SET LOCAL jit = off`, db().$queryRaw<SupplyRow[]>`
    WITH zones AS (SELECT * FROM unnest(${sitters.ids}::int[], ${sitters.zones}::text[]) AS z("sitterId", "zone")),
    -- Materialized: the planner, not knowing how many sitters the arrays hold, would otherwise look each booking's
    -- moves up one by one (3 times slower on PGlite) instead of hashing the bookings once.
    moves AS MATERIALIZED (
      SELECT b."sitterId", date_part('day', c."changedAt" - ${from}::timestamp)::int / 7 AS "week", c."status", c."actor"
      FROM "booking_status_changes" c JOIN "bookings" b ON b."id" = c."bookingId"
      WHERE c."changedAt" >= ${start} AND c."changedAt" < ${end}
    ),
    counts AS (
      SELECT z."zone", m."week",
        (count(*) FILTER (WHERE m."status" = 'COMPLETED'))::int AS "completed",
        (count(*) FILTER (WHERE m."status" = 'CANCELLED' AND m."actor" = 'sitter'))::int AS "sitterCancellations"
      FROM moves m JOIN zones z ON z."sitterId" = m."sitterId"
      GROUP BY 1, 2
    ),
    active AS (
      SELECT "sitterId", "week" FROM moves WHERE "actor" IN ('sitter', 'team')
      UNION
      -- The weeks a stay overlaps, from the one of its first day to the one of its last.
      SELECT b."sitterId", w."i"
      FROM "bookings" b, generate_series(greatest(0, (b."startDate" - ${firstDay}::date) / 7), least(${count - 1}::int, (b."endDate" - ${firstDay}::date) / 7)) AS w("i")
      WHERE b."status" IN ('CONFIRMED', 'IN_PROGRESS', 'COMPLETED') AND b."startDate" < ${endDay}::date AND b."endDate" >= ${firstDay}::date
    ),
    sitters AS (
      SELECT z."zone", a."week", count(*)::int AS "activeSitters"
      FROM active a JOIN zones z ON z."sitterId" = a."sitterId"
      GROUP BY 1, 2
    )
    SELECT coalesce(c."zone", s."zone") AS "zone", coalesce(c."week", s."week") AS "week", coalesce(c."completed", 0) AS "completed",
      coalesce(c."sitterCancellations", 0) AS "sitterCancellations", coalesce(s."activeSitters", 0) AS "activeSitters"
    FROM counts c FULL JOIN sitters s ON s."zone" = c."zone" AND s."week" = c."week"`]);
  return rows;
}

/** A WhatsApp twin is written beside its e-mail: read this much around the period too. */
const TWIN_MARGIN_MS = 60_000;

/**
 * Per zone (of the booking's sitter) and week (of the notice): the notices that reached their person on no channel
 * (lib/bookings/team/unreached.ts). Only e-mails held back or refused, and WhatsApp messages failed or skipped to a
 * sitter without an account, are read, with their booking's WhatsApp messages of those moments: few rows, whatever
 * the period.
 */
async function unreachedTallies(start: Date, end: Date, zoneOfSitter: Map<number, string>) {
  const mails = await db().outboxMessage.findMany({
    where: { status: { in: ["SKIPPED", "FAILED"] }, bookingId: { not: null }, createdAt: { gte: start, lt: end } },
    select: { id: true, bookingId: true, kind: true, to: true, subject: true, text: true, status: true, lastError: true, createdAt: true },
  });
  // A sitter without an account is told by WhatsApp alone: its failed or skipped messages may be unreached notices too.
  const failedWhatsapp = await db().whatsappMessage.findMany({
    where: { status: { in: ["SKIPPED", "FAILED"] }, bookingId: { not: null }, createdAt: { gte: start, lt: end }, booking: { sitter: { userId: null } } },
    select: { bookingId: true },
    distinct: ["bookingId"],
  });
  const ids = [...new Set([...mails, ...failedWhatsapp].map((row) => row.bookingId!))];
  const bookings = ids.length
    ? await db().booking.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          sitterId: true,
          email: true,
          whatsapp: true,
          sitter: { select: { whatsapp: true, user: { select: { email: true } } } },
          whatsappMessages: {
            where: { createdAt: { gte: new Date(start.getTime() - TWIN_MARGIN_MS), lt: new Date(end.getTime() + TWIN_MARGIN_MS) } },
            select: { id: true, to: true, recipient: true, status: true, lastError: true, createdAt: true },
          },
        },
      })
    : [];
  const tallies = new Map<string, number>();
  for (const booking of bookings) {
    const zone = booking.sitterId === null ? undefined : zoneOfSitter.get(booking.sitterId);
    if (!zone) continue;
    const people = { ownerEmail: booking.email, ownerWhatsapp: booking.whatsapp, sitterEmail: booking.sitter?.user?.email ?? null, sitterWhatsapp: booking.sitter?.whatsapp ?? null };
    for (const notice of unreachedOf(people, mails.filter((mail) => mail.bookingId === booking.id), booking.whatsappMessages)) {
      // The WhatsApp messages read around the period are there as twins, not to be counted.
      if (notice.createdAt < start || notice.createdAt >= end) continue;
      const key = `${zone} ${Math.floor((notice.createdAt.getTime() - start.getTime()) / WEEK_MS)}`;
      tallies.set(key, (tallies.get(key) ?? 0) + 1);
    }
  }
  return tallies;
}

type SearchRow = { zone: string; week: number; searches: number; zeroResults: number };
type WaitingRow = { zone: string; week: number; families: number };

/** The pulse of the last `count` weeks up to the one holding `now`, every zone in the catalog's order. */
export async function pulse(count: number, now: Date = new Date()): Promise<Pulse> {
  const weeks = pulseWeeks(count, now);
  const { start, end, firstDay, endDay } = pulsePeriod(weeks);
  const zoneOfSitter = await sitterZones();
  const sitters = zoneArrays(zoneOfSitter);
  const [zones, requests, supplied, searches, waiting, unreached] = await Promise.all([
    db().zone.findMany({ select: { slug: true, name: true, state: true } }),
    requestTallies(start, end, now, sitters),
    supply(start, end, firstDay, endDay, count, sitters),
    db().$queryRaw<SearchRow[]>`
      SELECT "zone", (("day" - ${firstDay}::date) / 7)::int AS "week", sum("searches")::int AS "searches", sum("zeroResults")::int AS "zeroResults"
      FROM "search_counts"
      WHERE "day" >= ${firstDay}::date AND "day" < ${endDay}::date AND "zone" <> ''
      GROUP BY 1, 2`,
    // Families on each zone's list, per week they joined (-1: before the period).
    db().$queryRaw<WaitingRow[]>`
      SELECT "zone", CASE WHEN "createdAt" < ${start} THEN -1 ELSE date_part('day', "createdAt" - ${sqlTimestamp(start)}::timestamp)::int / 7 END AS "week",
        count(*)::int AS "families"
      FROM "pet_owner_leads"
      WHERE "consent" AND "zone" IS NOT NULL AND "createdAt" < ${end}
      GROUP BY 1, 2`,
    unreachedTallies(start, end, zoneOfSitter),
  ]);

  // One cell per zone and week, filled from the rows above.
  type Cell = { requests: RequestTallies; searches: number; zeroResults: number; completed: number; sitterCancellations: number; activeSitters: number; joined: number };
  const cells = new Map<string, Cell[]>();
  const empty = (): Cell[] =>
    weeks.map(() => ({ requests: NO_REQUESTS, searches: 0, zeroResults: 0, completed: 0, sitterCancellations: 0, activeSitters: 0, joined: 0 }));
  for (const zone of zones) cells.set(zone.slug, empty());
  const cell = (zone: string, week: number) => (week < 0 || week >= weeks.length ? undefined : cells.get(zone)?.[week]);

  for (const { zone, week, cameBack, ...tallies } of requests) {
    const target = cell(zone, week);
    if (target) target.requests = { ...tallies, cameBack: cameBack ?? [] };
  }
  for (const row of supplied) {
    const target = cell(row.zone, row.week);
    if (!target) continue;
    target.completed = row.completed;
    target.sitterCancellations = row.sitterCancellations;
    target.activeSitters = row.activeSitters;
  }
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
            const figures = figuresOf(week.requests);
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
              activeSitters: week.activeSitters,
              waiting: waitingSoFar,
              unreached: unreached.get(`${zone.slug} ${i}`) ?? 0,
            };
          }),
        };
      }),
  };
}
