import { addDays } from "@/lib/dates";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { zoneOf } from "@/lib/zones/zone-of";

// «Lista para abrir»: a closed zone is ready when enough sitters could take a family now and
// enough families wait on its list. Pure rules; lib/sitters/zone-readiness.ts reads the figures.

/** How far ahead a sitter must have a free day to count as ready: today and the 13 days after it. */
export const READINESS_WINDOW_DAYS = 14;

/** The team's thresholds; these hold until the team changes them (PUT /api/admin/zone-thresholds). */
export type ReadinessThresholds = { readySitters: number; waitingFamilies: number };
export const DEFAULT_READINESS_THRESHOLDS: ReadinessThresholds = { readySitters: 5, waitingFamilies: 30 };
export const READINESS_THRESHOLD_LIMITS = { min: 1, max: 10_000 } as const;

/** A day range as the availability model keeps it ("YYYY-MM-DD", inclusive): blocks and confirmed boarding stays. */
type Busy = { start: string; end: string };

/**
 * A sitter as readiness reads them: their place, whether the profile is published, whether their account has the
 * checks publishing asks for (documents verified and current, the interview done), and the days they cannot take.
 */
export type SitterForReadiness = {
  department: string;
  municipality?: string | null;
  published: boolean;
  verified: boolean;
  busy: readonly Busy[];
};

/** Whether some day from `today` through the window's last day is outside every busy range. */
export function hasFreeDay(busy: readonly Busy[], today: string, days = READINESS_WINDOW_DAYS): boolean {
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(today, offset);
    if (!busy.some((range) => range.start <= day && day <= range.end)) return true;
  }
  return false;
}

/** A sitter who counts toward a zone's opening: verified, published and free some day in the next 14. */
export const isReadySitter = (sitter: SitterForReadiness, today: string): boolean =>
  sitter.published && sitter.verified && hasFreeDay(sitter.busy, today);

/** How many ready sitters each zone has (zones without any are absent; a place outside the 14 departamentos counts nowhere). */
export function readySittersByZone(sitters: readonly SitterForReadiness[], today: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sitter of sitters) {
    if (!isReadySitter(sitter, today)) continue;
    const zone = zoneOf(sitter.department, sitter.municipality);
    if (zone) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  }
  return counts;
}

/** A zone's figures: families waiting on its list, people on its caregiver list, sitters ready. */
export type ZoneFigures = { waiting: number; applied: number; readySitters: number };

/**
 * «Lista para abrir»: a closed zone (WAITLIST or INVITE) whose ready sitters and waiting families both reach the
 * team's thresholds. An open zone is never "ready to open": it is open.
 */
export function isReadyToOpen(state: ZoneState, figures: ZoneFigures, thresholds: ReadinessThresholds): boolean {
  return state !== "OPEN" && figures.readySitters >= thresholds.readySitters && figures.waiting >= thresholds.waitingFamilies;
}
