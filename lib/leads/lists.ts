import "server-only";
import { db } from "@/lib/db";

// Sitter applications, the caregiver waitlist and the pet-owner waitlist, for the pilot team.

/** Applications and caregiver waitlist entries, newest first, each with the account it became (if any). */
export async function listProviderLeads() {
  const [leads, accounts] = await Promise.all([
    db().providerLead.findMany({ orderBy: { createdAt: "desc" } }),
    db().user.findMany({ where: { role: "caregiver" }, select: { id: true, email: true } }),
  ]);
  const accountByEmail = new Map(accounts.map((a) => [a.email, a.id]));
  return leads.map((lead) => ({ ...lead, accountId: accountByEmail.get(lead.email) ?? null }));
}

/** Pet-owner waitlist entries, newest first, with how many people each one referred, and the ranking. */
export async function listPetOwnerLeads() {
  const [leads, counts] = await Promise.all([
    db().petOwnerLead.findMany({ orderBy: { createdAt: "desc" } }),
    db().petOwnerLead.groupBy({ by: ["referredBy"], where: { referredBy: { not: null } }, _count: { _all: true } }),
  ]);
  const referred = new Map(counts.map((c) => [c.referredBy!, c._count._all]));
  const entries = leads.map((lead) => ({ ...lead, referralCount: referred.get(lead.referralCode) ?? 0 }));
  const ranking = entries
    .filter((entry) => entry.referralCount > 0)
    .sort((a, b) => b.referralCount - a.referralCount || a.createdAt.getTime() - b.createdAt.getTime())
    .map(({ name, email, referralCode, referralCount }) => ({ name, email, referralCode, referralCount }));
  return { entries, ranking };
}
