import "server-only";
// Idempotent seed for the 12 pilot sitters and their reviews.
//  - Sitters are upserted by id with `update: {}`, so edits made later by an admin
//    are never overwritten by a re-run.
//  - Reviews are only created for seed sitters that have no reviews yet.
//  - The sitters id sequence is moved past the explicit ids afterwards, so sitters
//    created later (e.g. from the admin) get ids after 12.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { zoneOf } from "@/lib/zones/zone-of";
import { SEED_REVIEWS } from "./reviews";
import { SEED_SITTERS } from "./sitters";

export async function seedSitters(db: PrismaClient): Promise<{ created: number }> {
  return db.$transaction(
    async (tx) => {
      const ids = SEED_SITTERS.map((s) => s.id);
      const slugs = SEED_SITTERS.map((s) => s.slug);

      const existing = await tx.sitter.findMany({
        where: { OR: [{ id: { in: ids } }, { slug: { in: slugs } }] },
        select: { id: true, slug: true },
      });
      const existingIds = new Set(existing.map((s) => s.id));
      // A slug already used by a different sitter would make the create fail on the
      // unique index; such a seed sitter is skipped rather than aborting the seed.
      const slugOwner = new Map(existing.map((s) => [s.slug, s.id]));

      const missing = SEED_SITTERS.filter((sitter) => {
        if (existingIds.has(sitter.id)) return false;
        const owner = slugOwner.get(sitter.slug);
        return owner === undefined || owner === sitter.id;
      });
      // One statement for all of them (the tests seed before each case); one already there is left as it is.
      if (missing.length > 0) await tx.sitter.createMany({ data: missing, skipDuplicates: true });
      const created = missing.length;
      const present = new Set<number>([...existingIds, ...missing.map((sitter) => sitter.id)].filter((id) => ids.includes(id)));

      // The demo sitters are listed only where their zone is open: the zones of the demo sitters created
      // now open with them (never on a re-run, so a zone the team closed stays closed). No e-mail: a seed opens a
      // demo, it does not tell anyone's list. A database without demo sitters keeps SPEC's seven zones open only.
      const createdZones = SEED_SITTERS.filter((sitter) => present.has(sitter.id) && !existingIds.has(sitter.id)).map((sitter) =>
        zoneOf(sitter.department, sitter.municipality),
      );
      const zones = [...new Set(createdZones.filter((zone) => zone !== null))];
      if (zones.length > 0) await tx.zone.updateMany({ where: { slug: { in: zones }, state: "WAITLIST" }, data: { state: "OPEN" } });

      const withReviews = await tx.review.findMany({
        where: { sitterId: { in: [...present] } },
        distinct: ["sitterId"],
        select: { sitterId: true },
      });
      const hasReviews = new Set(withReviews.map((r) => r.sitterId));
      const reviews = SEED_REVIEWS.filter((r) => present.has(r.sitterId) && !hasReviews.has(r.sitterId));
      if (reviews.length > 0) {
        await tx.review.createMany({
          data: reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
        });
      }

      await tx.$executeRawUnsafe(
        `SELECT setval(pg_get_serial_sequence('sitters', 'id'), GREATEST((SELECT MAX(id) FROM sitters), 1))`,
      );

      return { created };
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}
