import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { LIVE_STATUSES } from "@/lib/constants/booking-status-groups";
import { formatCountOf } from "@/lib/format/text";
import { HttpError } from "@/lib/http/handler";
import { tellOwedFamilies } from "@/lib/zones/first-sitter";
import { bookableSittersIn, openingAudience, queueOpeningMails } from "@/lib/zones/opening";
import { whatsappOptIns } from "@/lib/mail/whatsapp-consent";
import { ZONE_MESSAGES } from "@/lib/zones/schemas";
import { ZONE_STATE_LABELS } from "@/lib/zones/states";
import { sitterIdsIn } from "@/lib/zones/zone-sitters";

/** Bookings under way (lib/constants/booking-status-groups.ts): a zone with any may not close. */
export const ZONE_LIVE_STATUSES = LIVE_STATUSES;

/** Bookings under way (received, contacted, confirmed, in progress) of the sitters whose place lies in zone `slug`. */
async function liveBookingsIn(tx: Prisma.TransactionClient, slug: string): Promise<number> {
  const ids = await sitterIdsIn(tx, slug);
  if (!ids.length) return 0;
  return tx.booking.count({ where: { sitterId: { in: ids }, status: { in: [...ZONE_LIVE_STATUSES] } } });
}

export type ZoneStateChange =
  | { ok: true; zone: { slug: string; name: string; state: ZoneState }; mailed: { families: number; providers: number } }
  | { ok: false; error: string; liveBookings: number };

/**
 * PATCH /api/admin/zones/{slug}: moves a zone to `state`, in the audit trail. Back to WAITLIST is refused while
 * sitters of the zone have bookings under way (the answer says how many); an unknown zone is a 404. Moving to INVITE
 * or OPEN queues its lists' opening e-mails in the same transaction (lib/zones/opening.ts), under the zone's row
 * lock: a second save at the same time waits, then finds the state already set and writes nothing.
 */
/** A zone read under its row lock, held until the transaction ends (404 for an unknown one). */
async function lockZone(tx: Prisma.TransactionClient, slug: string): Promise<{ slug: string; name: string; state: ZoneState }> {
  const [zone] = await tx.$queryRaw<{ slug: string; name: string; state: ZoneState }[]>`
    SELECT "slug", "name", "state"::text AS "state" FROM "zones" WHERE "slug" = ${slug} FOR UPDATE`;
  if (!zone) throw new HttpError(404, ZONE_MESSAGES.notFound);
  return zone;
}

export async function setZoneState(slug: string, state: ZoneState, adminEmail: string): Promise<ZoneStateChange> {
  return db().$transaction(async (tx) => {
    const zone = await lockZone(tx, slug);
    if (zone.state === state) return { ok: true as const, zone, mailed: { families: 0, providers: 0 } };
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
    const mailed = await queueOpeningMails(tx, updated, state);
    // A family promised news while the zone had no sitter, whose first sitter was published while it was closed.
    await tellOwedFamilies(tx, updated);
    return { ok: true as const, zone: updated, mailed };
  });
}

/**
 * POST /api/admin/zones/{slug}/invitations: the team invites the families who joined the list of a zone «Por
 * invitación» after it opened that way (joining only lists them), and writes to its new caregivers, in the audit
 * trail. A zone in another state is a 409. Under the zone's row lock, as a state change: two clicks at once, or a
 * click beside a save, invite each family once.
 */
export async function inviteNewFamilies(slug: string, adminEmail: string): Promise<{ zone: { slug: string; name: string; state: ZoneState }; mailed: { families: number; providers: number } }> {
  return db().$transaction(async (tx) => {
    const zone = await lockZone(tx, slug);
    if (zone.state !== "INVITE") throw new HttpError(409, ZONE_MESSAGES.notInvite(zone.name));
    const mailed = await queueOpeningMails(tx, zone, "INVITE");
    await recordAudit(
      { actor: adminEmail, action: "zone.invite", targetType: "zone", targetId: slug, summary: `Zona ${zone.name}: invitó a ${formatCountOf(mailed.families, "familia nueva", "familias nuevas")} de su lista` },
      tx,
    );
    return { zone, mailed };
  });
}

/** One person an opening writes to, as the team's confirmation lists them: WhatsApp when their number's consent is on. */
export type OpeningRecipient = { name: string; email: string; whatsapp: boolean };

/**
 * GET /api/admin/zones/{slug}/opening?state=INVITE|OPEN: before the team moves a zone to `state`, who that writes
 * to (the families and caregivers of its lists not yet written to for it, the same query the move runs) and how many
 * sitters a family could book there now, which decides the families' e-mail. Nothing changes; 404 an unknown zone.
 */
export async function openingPreview(slug: string, state: "INVITE" | "OPEN") {
  const tx = db();
  const zone = await tx.zone.findUnique({ where: { slug }, select: { slug: true, name: true, state: true } });
  if (!zone) throw new HttpError(404, ZONE_MESSAGES.notFound);
  const [{ families, providers }, bookableSitters] = await Promise.all([openingAudience(tx, zone, state), bookableSittersIn(tx, slug)]);
  const on = await whatsappOptIns(tx, [...families, ...providers].map((lead) => lead.whatsapp));
  const recipient = (lead: { name: string; email: string; whatsapp: string }): OpeningRecipient => ({ name: lead.name, email: lead.email, whatsapp: on.has(lead.whatsapp) });
  return { zone, state, families: families.map(recipient), providers: providers.map(recipient), bookableSitters };
}
