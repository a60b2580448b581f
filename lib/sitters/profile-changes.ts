import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { publishPendingPictures } from "@/lib/files/sitter-images";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/handler";
import { enqueueMail } from "@/lib/mail/outbox";
import { profileChangeMail } from "@/lib/sitters/profile-change-mails";
import { ownProfileSchema, type OwnProfileInput } from "@/lib/sitters/profile-schema";
import { requireLinkedSitterId } from "@/lib/sitters/linked";
import { offeredPriceColumns, priceColumns } from "@/lib/sitters/prices";
import { expireSitterCache } from "@/lib/sitters/public";
import { siteOrigin } from "@/lib/site/url";
import { tellFirstSitter } from "@/lib/zones/first-sitter";

// A caregiver's own profile: what they change waits as a ProfileChange until the team approves it; the
// public profile moves only then. One pending change at a time: a new one replaces it.

export const PROFILE_CHANGE_MESSAGES = {
  notFound: "No encontramos ese cambio de perfil.",
  decided: "Ese cambio ya fue revisado.",
} as const;

const editableSelect = { bio: true, home: true, services: true, walkPriceUSD: true, daycarePriceUSD: true, boardingPriceUSD: true, acceptsCats: true, acceptsLargeDogs: true, avatar: true, gallery: true } as const;

async function ownSitter(userId: string) {
  const id = await requireLinkedSitterId(userId);
  return db().sitter.findUniqueOrThrow({ where: { id }, select: { id: true, slug: true, name: true, published: true, ...editableSelect } });
}

/** A stored change read back through the schema (what was valid when sent stays valid). */
const proposed = (changes: Prisma.JsonValue): OwnProfileInput => ownProfileSchema.parse(changes);

/** GET /api/portal/profile: the public values, the pending change if any, and the last decision. */
export async function getOwnProfile(userId: string) {
  const { id, ...profile } = await ownSitter(userId);
  const [pending, decided] = await Promise.all([
    db().profileChange.findFirst({ where: { sitterId: id, status: "PENDING" }, orderBy: { createdAt: "desc" } }),
    db().profileChange.findFirst({ where: { sitterId: id, status: { not: "PENDING" } }, orderBy: { decidedAt: "desc" } }),
  ]);
  return {
    profile,
    pending: pending ? { id: pending.id, changes: proposed(pending.changes), createdAt: pending.createdAt } : null,
    lastDecision: decided ? { status: decided.status, reason: decided.reason, decidedAt: decided.decidedAt } : null,
  };
}

/** PUT /api/portal/profile: stores the change as pending (replacing a pending one); the public profile does not move. */
export async function proposeProfileChange(userId: string, changes: OwnProfileInput) {
  const sitter = await ownSitter(userId);
  await db().$transaction(async (tx) => {
    await tx.profileChange.deleteMany({ where: { sitterId: sitter.id, status: "PENDING" } });
    const stored = { ...changes, ...offeredPriceColumns(changes.services, changes) };
    await tx.profileChange.create({ data: { sitterId: sitter.id, changes: stored as Prisma.InputJsonValue } });
  });
  return { reviewStatus: "PENDING" as const };
}

/** GET /api/admin/profile-changes: pending first, each with the public values beside it. */
export async function listProfileChanges() {
  const rows = await db().profileChange.findMany({
    orderBy: [{ status: "asc" }, { createdAt: "desc" }],
    take: 100,
    include: { sitter: { select: { id: true, slug: true, name: true, ...editableSelect } } },
  });
  return rows.map(({ changes, sitter: { id: sitterId, slug, name, ...current }, ...row }) => ({
    ...row,
    sitter: { id: sitterId, slug, name },
    current,
    proposed: proposed(changes),
  }));
}

async function decide(id: string, admin: string, decision: { approve: true } | { approve: false; reason: string }) {
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "profile_changes" WHERE "id" = ${id} FOR UPDATE`;
    const change = await tx.profileChange.findUnique({ where: { id }, include: { sitter: { select: { id: true, name: true, userId: true, user: { select: { email: true, name: true } } } } } });
    if (!change) throw new HttpError(404, PROFILE_CHANGE_MESSAGES.notFound);
    if (change.status !== "PENDING") throw new HttpError(409, PROFILE_CHANGE_MESSAGES.decided);
    if (decision.approve) {
      // Its pictures become public only now (until then only the caregiver and the team can see them); the proposed
      // prices replace the public ones (null for a service no longer offered), and priceFromUSD follows.
      const changes = await publishPendingPictures(proposed(change.changes), change.sitter.userId);
      const sitter = await tx.sitter.update({
        where: { id: change.sitterId },
        data: { ...changes, ...priceColumns(changes.services, changes) },
        select: { published: true, department: true, municipality: true },
      });
      // A published sitter moving to another zone may be its first bookable one.
      await tellFirstSitter(tx, sitter);
    }
    await tx.profileChange.update({
      where: { id },
      data: { status: decision.approve ? "APPROVED" : "REJECTED", reason: decision.approve ? null : decision.reason, decidedBy: admin, decidedAt: new Date() },
    });
    await recordAudit(
      {
        actor: admin,
        action: decision.approve ? "profile-change.approve" : "profile-change.reject",
        targetType: "sitter",
        targetId: String(change.sitterId),
        summary: decision.approve ? `Aprobó los cambios de perfil de ${change.sitter.name}` : `Rechazó los cambios de perfil de ${change.sitter.name}: ${decision.reason}`,
      },
      tx,
    );
    const caregiver = change.sitter.user;
    if (caregiver) {
      const content = decision.approve ? profileChangeMail.approved(caregiver.name, `${siteOrigin()}/portal`) : profileChangeMail.rejected(caregiver.name, decision.reason, `${siteOrigin()}/portal`);
      await enqueueMail(tx, [{ kind: decision.approve ? "profile-change-approved" : "profile-change-rejected", to: caregiver.email, ...content }]);
    }
  });
  if (decision.approve) expireSitterCache();
}

export const approveProfileChange = (id: string, admin: string) => decide(id, admin, { approve: true });
export const rejectProfileChange = (id: string, admin: string, reason: string) => decide(id, admin, { approve: false, reason });
