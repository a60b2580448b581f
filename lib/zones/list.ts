import "server-only";
import { db } from "@/lib/db";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { zoneOrder } from "@/lib/zones/catalog";

export type ZoneSummary = { slug: string; name: string; state: ZoneState; waiting: number };

/**
 * GET /api/zones: every zone with its state and how many families wait on its list (pet-owner waitlist entries
 * of that zone who agreed to be contacted), in the catalog's order.
 */
export async function listZones(): Promise<ZoneSummary[]> {
  const [zones, counts] = await Promise.all([
    db().zone.findMany({ select: { slug: true, name: true, state: true } }),
    db().petOwnerLead.groupBy({ by: ["zone"], where: { consent: true, zone: { not: null } }, _count: { _all: true } }),
  ]);
  const waiting = new Map(counts.map((count) => [count.zone, count._count._all]));
  return zones
    .map((zone) => ({ ...zone, waiting: waiting.get(zone.slug) ?? 0 }))
    .sort((a, b) => zoneOrder(a.slug) - zoneOrder(b.slug) || a.slug.localeCompare(b.slug));
}
