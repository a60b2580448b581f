import "server-only";
import { recordAudit } from "@/lib/audit";
import { LIVE_STATUSES } from "@/lib/bookings/core/status";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/handler";
import { ZONE_MESSAGES } from "@/lib/zones/schemas";
import { ZONE_STATE_LABELS } from "@/lib/zones/states";
import { zoneOf } from "@/lib/zones/zone-of";

/** Bookings under way (received, contacted, confirmed) of the sitters whose place lies in zone `slug`. */
async function liveBookingsIn(tx: Prisma.TransactionClient, slug: string): Promise<number> {
  // The sitters' zone follows from their departamento and municipality (lib/zones/zone-of.ts): few rows in a pilot.
  const sitters = await tx.sitter.findMany({ select: { id: true, department: true, municipality: true } });
  const ids = sitters.filter((sitter) => zoneOf(sitter.department, sitter.municipality) === slug).map((sitter) => sitter.id);
  if (!ids.length) return 0;
  return tx.booking.count({ where: { sitterId: { in: ids }, status: { in: [...LIVE_STATUSES] } } });
}

export type ZoneStateChange =
  | { ok: true; zone: { slug: string; name: string; state: ZoneState } }
  | { ok: false; error: string; liveBookings: number };

/**
 * PATCH /api/admin/zones/{slug}: moves a zone to `state`, in the audit trail. Back to WAITLIST is refused while
 * sitters of the zone have bookings under way (the answer says how many); an unknown zone is a 404.
 */
export async function setZoneState(slug: string, state: ZoneState, adminEmail: string): Promise<ZoneStateChange> {
  return db().$transaction(async (tx) => {
    const zone = await tx.zone.findUnique({ where: { slug }, select: { slug: true, name: true, state: true } });
    if (!zone) throw new HttpError(404, ZONE_MESSAGES.notFound);
    if (zone.state === state) return { ok: true as const, zone };
    if (state === "WAITLIST") {
      const live = await liveBookingsIn(tx, slug);
      if (live > 0) return { ok: false as const, error: ZONE_MESSAGES.liveBookings(live), liveBookings: live };
    }
    const updated = await tx.zone.update({ where: { slug }, data: { state }, select: { slug: true, name: true, state: true } });
    await recordAudit(
      {
        actor: adminEmail,
        action: "zone.state",
        targetType: "zone",
        targetId: slug,
        summary: `Zona ${zone.name}: de «${ZONE_STATE_LABELS[zone.state]}» a «${ZONE_STATE_LABELS[state]}»`,
      },
      tx,
    );
    return { ok: true as const, zone: updated };
  });
}
