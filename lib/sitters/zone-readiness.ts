import "server-only";
import { db } from "@/lib/db";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { blockOver, confirmedStayOver } from "@/lib/sitters/blocks";
import { missingForPublishing } from "@/lib/sitters/publish-checks";
import { listZones } from "@/lib/zones/list";
import { isReadyToOpen, READINESS_WINDOW_DAYS, readySittersByZone, type ReadinessThresholds, type SitterForReadiness } from "@/lib/zones/readiness";
import { readReadinessThresholds } from "@/lib/zones/readiness-thresholds";

// GET /api/admin/zones: each zone's families waiting, sitters applied and sitters ready, against
// the team's thresholds. It lives with the sitters because "ready" is theirs (the publishing checks, the calendar):
// lib/sitters reads lib/zones, never the other way (no folder cycles). The counting rule is lib/zones/readiness.ts.

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The published sitters with their checks and what keeps them busy from `today` through the readiness window. */
async function publishedSittersForReadiness(today: string, now: Date): Promise<SitterForReadiness[]> {
  const [first, last] = [isoDateToUtc(today), isoDateToUtc(addDays(today, READINESS_WINDOW_DAYS - 1))];
  const sitters = await db().sitter.findMany({
    where: { published: true },
    select: {
      department: true,
      municipality: true,
      published: true,
      user: { select: { interviewStatus: true, documents: { where: { verified: true }, select: { kind: true, verified: true, verifiedAt: true, expiresAt: true } } } },
      blocks: { where: blockOver(first, last), select: { start: true, end: true } },
      bookings: { where: confirmedStayOver(first, last), select: { startDate: true, endDate: true } },
    },
  });
  return sitters.map(({ user, blocks, bookings, ...sitter }) => ({
    ...sitter,
    verified: missingForPublishing(user, now).length === 0,
    busy: [
      ...blocks.map((block) => ({ start: day(block.start), end: day(block.end) })),
      ...bookings.flatMap((stay) => (stay.startDate && stay.endDate ? [{ start: day(stay.startDate), end: day(stay.endDate) }] : [])),
    ],
  }));
}

export type ZoneReadiness = {
  slug: string;
  name: string;
  state: ZoneState;
  /** Families on its list who agreed to be contacted (GET /api/zones's `waiting`). */
  waiting: number;
  /** People on its caregiver list (waitlist entries and applications of that zone). */
  applied: number;
  /** Sitters of the zone verified, published and with a free day in the next 14 days. */
  readySitters: number;
  /** «Lista para abrir»: closed, and both thresholds reached. */
  readyToOpen: boolean;
};

/** Every zone, in the catalog's order, with its figures; and the thresholds they were measured against. */
export async function zonesReadiness(now = new Date()): Promise<{ thresholds: ReadinessThresholds; zones: ZoneReadiness[] }> {
  const today = todayInElSalvador(now);
  const [zones, applied, sitters, thresholds] = await Promise.all([
    listZones(),
    db().providerLead.groupBy({ by: ["zone"], where: { zone: { not: null } }, _count: { _all: true } }),
    publishedSittersForReadiness(today, now),
    readReadinessThresholds(),
  ]);
  const appliedIn = new Map(applied.map((row) => [row.zone, row._count._all]));
  const ready = readySittersByZone(sitters, today);
  return {
    thresholds,
    zones: zones.map((zone) => {
      const figures = { waiting: zone.waiting, applied: appliedIn.get(zone.slug) ?? 0, readySitters: ready.get(zone.slug) ?? 0 };
      return { ...zone, ...figures, readyToOpen: isReadyToOpen(zone.state, figures, thresholds) };
    }),
  };
}
