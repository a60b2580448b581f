import "server-only";
import type { EffectBooking, FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { bookingPlace, rankNearby } from "@/lib/bookings/plan-b/nearby";
import { cancelledBySitter, MAX_ALTERNATIVES, PLAN_B_MESSAGES, pickAlternatives, rebookPath } from "@/lib/bookings/plan-b/plan-b-rules";
import { publicPath } from "@/lib/site/routing";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/handler";
import { siteOrigin } from "@/lib/site/url";
import { availabilitySelect, freeBetween, isFree } from "@/lib/sitters/blocks";
import { currentTime } from "@/lib/dates/clock";

// What the sheet's Plan B rows do besides the status (PLAN_B_EFFECTS in ./plan-b-texts.ts), inside the move's
// transaction: "free" is the booking form's and search's rule (lib/sitters/blocks.ts), not a second one.

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const stayDays = (booking: EffectBooking) => (booking.startDate && booking.endDate ? { start: isoDay(booking.startDate), end: isoDay(booking.endDate) } : null);

/** The named backup (null: none, no dates, or no longer published) and whether it is free on every day of the stay. */
export async function namedBackup(tx: Prisma.TransactionClient, booking: EffectBooking) {
  const days = stayDays(booking);
  if (booking.backupSitterId === null || !days) return null;
  const backup = await tx.sitter.findFirst({
    where: { id: booking.backupSitterId, published: true },
    select: { id: true, name: true, slug: true, ...availabilitySelect(days.start, days.end) },
  });
  return backup && { id: backup.id, name: backup.name, slug: backup.slug, free: isFree(backup) };
}

/**
 * Published sitters other than the booking's own (and, unless `withBackup`, its backup), free on its days and taking
 * its service and pet, nearest the booking first (nearby.ts: same municipality, zone, departamento, then the rest,
 * each with its label), best rated first within each: up to three (the alternatives), or `limit` (the team's Plan B
 * choices).
 */
export async function freeAlternatives(
  tx: Prisma.TransactionClient,
  booking: EffectBooking,
  options: { limit?: number; withBackup?: boolean } = {},
): Promise<{ id: number; name: string; slug: string; path: string; nearby: string }[]> {
  const days = stayDays(booking);
  if (!days) return [];
  const others = [booking.sitterId, options.withBackup ? null : booking.backupSitterId].filter((id) => id !== null);
  const [free, where] = await Promise.all([
    tx.sitter.findMany({
      where: { published: true, id: { notIn: others }, ...freeBetween(days.start, days.end) },
      select: { id: true, name: true, slug: true, services: true, acceptsCats: true, acceptsLargeDogs: true, department: true, municipality: true },
      orderBy: [{ rating: { sort: "desc", nulls: "last" } }, { reviewCount: "desc" }, { id: "asc" }],
    }),
    tx.booking.findUnique({ where: { id: booking.id }, select: { municipality: true, sitter: { select: { department: true, municipality: true } } } }),
  ]);
  const place = bookingPlace(where?.municipality ?? null, where?.sitter ?? null);
  return rankNearby(place, pickAlternatives(booking, free, free.length))
    .slice(0, options.limit ?? MAX_ALTERNATIVES)
    .map((sitter) => ({ id: sitter.id, name: sitter.name, slug: sitter.slug, path: rebookPath(sitter.slug, days.start), nearby: sitter.nearby }));
}

/** What Plan B lends the sheet: its guard's data (the named backup, who made the last move) and its two effects. */
export const PLAN_B_PARTS = {
  guardData: {
    async planB(tx, bookingId) {
      const booking = await tx.booking.findUniqueOrThrow({
        where: { id: bookingId },
        select: { backupSitterId: true, statusChanges: { select: { status: true, move: true }, orderBy: { changedAt: "desc" }, take: 1 } },
      });
      return { backupSitterId: booking.backupSitterId, cancelledBySitter: cancelledBySitter(booking.statusChanges[0]) };
    },
  },
  effects: {
    // A backup no longer free is let go (the owner gets the alternatives instead of a button that would fail).
    async offerPlanB(tx, booking) {
      const backup = await namedBackup(tx, booking);
      if (backup?.free) return { context: { planB: { backup: backup.name, alternatives: [] } } };
      const alternatives = (await freeAlternatives(tx, booking)).map(({ name, path, nearby }) => ({ name, nearby, url: `${siteOrigin()}${publicPath(path)}` }));
      return { data: booking.backupSitterId === null ? undefined : { backupSitterId: null }, context: { planB: { backup: null, alternatives } } };
    },
    // A meet & greet belongs to the pair (owner, sitter): the one held with the first sitter says nothing of the backup.
    // It goes with the switch, and the owner's tap ("sin encuentro previo", said on the button) is the new pair's waiver.
    async switchToBackup(tx, booking) {
      const backup = await namedBackup(tx, booking);
      if (!backup?.free) throw new HttpError(409, PLAN_B_MESSAGES.noLongerFree(backup?.name ?? "Tu Plan B"), "backupSitterId");
      await tx.meetGreet.deleteMany({ where: { bookingId: booking.id } });
      return {
        data: { sitterId: backup.id, sitterName: backup.name, backupSitterId: null, meetWaivedAt: currentTime(), meetWaivedReason: PLAN_B_MESSAGES.waivedBySwitch(backup.name) },
        reason: `Pasó a ${backup.name} (Plan B)`,
      };
    },
  },
} satisfies FeatureParts;
