import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/handler";
import { isUniqueViolation } from "@/lib/http/db-errors";
import { changedSitterFields, sitterEditSummary } from "@/lib/sitters/edit-summary";
import { expireSitterCache } from "@/lib/sitters/public";
import { missingForPublishing, publishRefusal } from "@/lib/sitters/publish-checks";
import { missingPrice, offeredPrices, PRICE_FIELDS, priceColumns, type PriceColumns } from "@/lib/sitters/prices";
import { SITTER_MESSAGES, type SitterProfileInput } from "@/lib/sitters/profile-schema";
import { tellFirstSitter } from "@/lib/zones/first-sitter";

// Public sitter profiles as the pilot team manages them (create, edit, publish, unpublish).

/** What the publishing rule reads of a caregiver account. */
const checksSelect = {
  interviewStatus: true,
  documents: { select: { kind: true, verified: true, verifiedAt: true, expiresAt: true } },
} satisfies Prisma.UserSelect;

const adminSitterSelect = {
  id: true, slug: true, name: true, avatar: true, gallery: true, department: true, municipality: true, services: true,
  walkPriceUSD: true, daycarePriceUSD: true, boardingPriceUSD: true, priceFromUSD: true, rating: true, reviewCount: true, bio: true, home: true, badges: true, languages: true,
  acceptsLargeDogs: true, acceptsCats: true, whatsapp: true, hideSuperSitter: true, published: true, demo: true, userId: true,
  createdAt: true, updatedAt: true, user: { select: { name: true, email: true, ...checksSelect } },
} satisfies Prisma.SitterSelect;

type AdminSitterRow = Prisma.SitterGetPayload<{ select: typeof adminSitterSelect }>;

/** A profile as the dashboard shows it: the linked account by name, and what it lacks before it may be published. */
function forTeam({ user, ...sitter }: AdminSitterRow, now = new Date()) {
  return { ...sitter, user: user && { name: user.name, email: user.email }, publishMissing: missingForPublishing(user, now) };
}

export async function listAllSitters() {
  const now = new Date();
  return (await db().sitter.findMany({ select: adminSitterSelect, orderBy: { id: "asc" } })).map((sitter) => forTeam(sitter, now));
}

/** 409 unless the account to link has the four checks verified and current and the interview completed. */
async function checkPublishable(userId: string | null) {
  const account = userId ? await db().user.findUnique({ where: { id: userId }, select: checksSelect }) : null;
  const missing = missingForPublishing(account, new Date());
  if (missing.length > 0) throw new HttpError(409, publishRefusal(missing), "published");
}

/** The caregiver account a profile is linked to (400 unknown, 409 linked to another profile); null for none. */
async function checkLinkedUser(userId: string | null | undefined, sitterId?: number) {
  if (!userId) return null;
  const user = await db().user.findFirst({ where: { id: userId, role: "caregiver" }, select: { name: true, email: true, sitter: { select: { id: true } } } });
  if (!user) throw new HttpError(400, SITTER_MESSAGES.userNotFound);
  if (user.sitter && user.sitter.id !== sitterId) throw new HttpError(409, SITTER_MESSAGES.userTaken, "userId");
  return user;
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, SITTER_MESSAGES.slugTaken, "slug");
  throw error;
}

type StoredPrices = { services: SitterProfileInput["services"]; priceFromUSD: number } & PriceColumns;

/**
 * The prices a write stores: each offered service's (null for the others) and priceFromUSD, their minimum. A PATCH
 * keeps the stored price of what it leaves out (as the public reads it); a service offered without a price is a 400.
 */
function pricesToStore(input: Partial<SitterProfileInput>, before?: StoredPrices) {
  const services = input.services ?? before?.services ?? [];
  const prices: Partial<PriceColumns> = {};
  for (const { type, priceUSD } of before ? offeredPrices(before) : []) prices[PRICE_FIELDS[type]] = priceUSD;
  for (const field of Object.values(PRICE_FIELDS)) if (input[field] !== undefined) prices[field] = input[field];
  const missing = missingPrice(services, prices);
  if (missing) throw new HttpError(400, SITTER_MESSAGES.prices[missing], PRICE_FIELDS[missing]);
  return priceColumns(services, prices);
}

const sitterAudit = (actor: string, action: string, sitter: { id: number; name: string }, summary: string) =>
  recordAudit({ actor, action, targetType: "sitter", targetId: String(sitter.id), summary });

/**
 * A published profile's account is active: a sitter whose profile the public reads must not read
 * "Pendiente de revisión" in the portal, nor the team's row say so. Audited as a status change by the publisher.
 */
async function activatePublishedAccount(sitter: { published: boolean; userId: string | null }, actor: string) {
  if (!sitter.published || !sitter.userId) return;
  const account = await db().user.findUnique({ where: { id: sitter.userId }, select: { name: true } });
  const { count } = await db().user.updateMany({ where: { id: sitter.userId, status: { not: "active" } }, data: { status: "active" } });
  if (account && count > 0) {
    await recordAudit({ actor, action: "caregiver.status", targetType: "caregiver", targetId: sitter.userId, summary: `Cambió el estado de ${account.name} a Activo (perfil publicado)` });
  }
}

export async function createSitter(input: SitterProfileInput, actor: string) {
  await checkLinkedUser(input.userId);
  if (input.published) await checkPublishable(input.userId ?? null);
  const prices = pricesToStore(input);
  // A published profile may be its zone's first bookable sitter: the families waiting for one are told with it.
  const sitter = await db()
    .$transaction(async (tx) => {
      const created = await tx.sitter.create({ data: { ...input, ...prices, published: input.published ?? false }, select: adminSitterSelect });
      await tellFirstSitter(tx, created);
      return created;
    })
    .catch(conflict);
  await sitterAudit(actor, "sitter.create", sitter, `Creó el perfil de ${sitter.name}${sitter.published ? " (publicado)" : ""}`);
  await activatePublishedAccount(sitter, actor);
  expireSitterCache();
  return forTeam(sitter);
}

export async function updateSitter(id: number, input: Partial<SitterProfileInput>, actor: string) {
  const before = await db().sitter.findUnique({ where: { id }, select: adminSitterSelect });
  if (!before) throw new HttpError(404, SITTER_MESSAGES.notFound);
  const linked = await checkLinkedUser(input.userId, id);
  // Prices are written again only when the services or a price are part of the edit.
  const touchesPrices = input.services !== undefined || Object.values(PRICE_FIELDS).some((field) => input[field] !== undefined);
  const { priceFromUSD, ...prices } = touchesPrices ? pricesToStore(input, before) : { priceFromUSD: undefined };
  const changed = changedSitterFields(before, { ...input, ...prices });
  // Publishing, or changing the account of a published profile, needs the checks; editing a published one does not.
  const publishedAfter = input.published ?? before.published;
  if (publishedAfter && (!before.published || changed.includes("userId"))) await checkPublishable(input.userId === undefined ? before.userId : input.userId);
  const sitter = await db()
    .$transaction(async (tx) => {
      const updated = await tx.sitter.update({ where: { id }, data: { ...input, ...prices, priceFromUSD }, select: adminSitterSelect });
      await tellFirstSitter(tx, updated);
      return updated;
    })
    .catch(conflict);
  const accountChanged = changed.includes("userId");
  const summary = sitterEditSummary(sitter.name, changed, {
    linked: accountChanged ? linked : null,
    unlinked: accountChanged ? before.user : null,
    published: sitter.published,
  });
  await sitterAudit(actor, "sitter.update", sitter, summary);
  await activatePublishedAccount(sitter, actor);
  expireSitterCache();
  return forTeam(sitter);
}
