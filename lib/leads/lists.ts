import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { petOwnerLeadListSchema, providerLeadListSchema } from "@/lib/leads/schemas";
import { PAGE_ORDER, pageIds, searchCondition } from "@/lib/lists/page";
import { whatsappOptIns } from "@/lib/mail/whatsapp-consent";

/** Each entry with when its number agreed to WhatsApp notices (null: never, or it opted out since). */
async function withOptIn<T extends { whatsapp: string }>(leads: T[]): Promise<(T & { whatsappOptInAt: Date | null })[]> {
  const optIns = await whatsappOptIns(db(), leads.map((lead) => lead.whatsapp));
  return leads.map((lead) => ({ ...lead, whatsappOptInAt: optIns.get(lead.whatsapp) ?? null }));
}

// Sitter applications, the caregiver waitlist and the pet-owner waitlist, for the pilot team.

/** Only the entries of one zone, when a zone is asked for. */
const inZone = (zone: string | undefined) => (zone ? { zone } : {});
const zoneCondition = (zone: string) => Prisma.sql`"zone" = ${zone}`;

/**
 * Applications and caregiver waitlist entries (of one zone, when given), newest first, each with the account it
 * became (if any) and when its number agreed to WhatsApp notices (`whatsappOptInAt`, null otherwise).
 */
export async function listProviderLeads({ zone }: { zone?: string } = {}) {
  const [leads, accounts] = await Promise.all([
    db().providerLead.findMany({ where: inZone(zone), orderBy: { createdAt: "desc" } }),
    db().user.findMany({ where: { role: "caregiver" }, select: { id: true, email: true } }),
  ]);
  const accountByEmail = new Map(accounts.map((a) => [a.email, a.id]));
  return withOptIn(leads.map((lead) => ({ ...lead, accountId: accountByEmail.get(lead.email) ?? null })));
}

/** One page of applications and waitlist entries: `q` searches name, e-mail, phone and municipality; `tipo` the source; `zone` the zone. */
export async function listProviderLeadsPage({ pagina, q, tipo, zone }: z.output<typeof providerLeadListSchema>) {
  const conditions: Prisma.Sql[] = [];
  if (q) conditions.push(searchCondition(q, "whatsapp"));
  if (tipo) conditions.push(Prisma.sql`"source" = ${tipo}::"ProviderLeadSource"`);
  if (zone) conditions.push(zoneCondition(zone));
  const { ids, ...page } = await pageIds("provider_leads", conditions, pagina);
  const leads = ids.length ? await db().providerLead.findMany({ where: { id: { in: ids } }, orderBy: PAGE_ORDER }) : [];
  // Only this page's people: which of them already have an account.
  const accounts = leads.length
    ? await db().user.findMany({ where: { role: "caregiver", email: { in: leads.map((lead) => lead.email) } }, select: { id: true, email: true } })
    : [];
  const accountByEmail = new Map(accounts.map((a) => [a.email, a.id]));
  return { items: await withOptIn(leads.map((lead) => ({ ...lead, accountId: accountByEmail.get(lead.email) ?? null }))), ...page };
}

/**
 * Pet-owner waitlist entries (of one zone, when given), newest first, with how many people each one referred
 * (anywhere) and when its number agreed to WhatsApp notices, and the ranking among them.
 */
export async function listPetOwnerLeads({ zone }: { zone?: string } = {}) {
  const [leads, counts] = await Promise.all([
    db().petOwnerLead.findMany({ where: inZone(zone), orderBy: { createdAt: "desc" } }),
    db().petOwnerLead.groupBy({ by: ["referredBy"], where: { referredBy: { not: null } }, _count: { _all: true } }),
  ]);
  const referred = new Map(counts.map((c) => [c.referredBy!, c._count._all]));
  const entries = await withOptIn(leads.map((lead) => ({ ...lead, referralCount: referred.get(lead.referralCode) ?? 0 })));
  const ranking = entries
    .filter((entry) => entry.referralCount > 0)
    .sort((a, b) => b.referralCount - a.referralCount || a.createdAt.getTime() - b.createdAt.getTime())
    .map(({ name, email, referralCode, referralCount }) => ({ name, email, referralCode, referralCount }));
  return { entries, ranking };
}

const RANKING_SIZE = 10;

/** The people who referred the most (ties: who joined first), the first `RANKING_SIZE`. */
async function referralRanking() {
  return db().$queryRaw<{ name: string; email: string; referralCode: string; referralCount: number }[]>`
    SELECT lead."name", lead."email", lead."referralCode", referred.count AS "referralCount"
    FROM (SELECT "referredBy", count(*)::int AS count FROM "pet_owner_leads" WHERE "referredBy" IS NOT NULL GROUP BY "referredBy") AS referred
    JOIN "pet_owner_leads" AS lead ON lead."referralCode" = referred."referredBy"
    ORDER BY referred.count DESC, lead."createdAt" ASC LIMIT ${RANKING_SIZE}`;
}

/**
 * One page of the pet-owner waitlist (`q`: name, e-mail, phone or referral code; `mascota`: DOG or CAT; `zone`:
 * a zone), each entry with how many people it referred and its referrer's name, counted for this page's rows
 * only; and the ranking's top 10 (of the whole list).
 */
export async function listPetOwnerLeadsPage({ pagina, q, mascota, zone }: z.output<typeof petOwnerLeadListSchema>) {
  const conditions: Prisma.Sql[] = [];
  if (q) conditions.push(searchCondition(q, "whatsapp"));
  if (mascota) conditions.push(Prisma.sql`"petType" = ${mascota}::"PetType"`);
  if (zone) conditions.push(zoneCondition(zone));
  const { ids, ...page } = await pageIds("pet_owner_leads", conditions, pagina);
  const leads = ids.length ? await db().petOwnerLead.findMany({ where: { id: { in: ids } }, orderBy: PAGE_ORDER }) : [];
  const referrerCodes = [...new Set(leads.flatMap((lead) => lead.referredBy ?? []))];
  const [counts, referrers, ranking] = await Promise.all([
    leads.length
      ? db().petOwnerLead.groupBy({ by: ["referredBy"], where: { referredBy: { in: leads.map((lead) => lead.referralCode) } }, _count: { _all: true } })
      : [],
    referrerCodes.length ? db().petOwnerLead.findMany({ where: { referralCode: { in: referrerCodes } }, select: { referralCode: true, name: true } }) : [],
    referralRanking(),
  ]);
  const referred = new Map(counts.map((c) => [c.referredBy!, c._count._all]));
  const nameByCode = new Map(referrers.map((r) => [r.referralCode, r.name]));
  const items = leads.map((lead) => ({
    ...lead,
    referralCount: referred.get(lead.referralCode) ?? 0,
    referredByName: lead.referredBy ? (nameByCode.get(lead.referredBy) ?? null) : null,
  }));
  return { items: await withOptIn(items), ...page, ranking };
}
