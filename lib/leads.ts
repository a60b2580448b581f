import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/prisma-errors";
import { generateReferralCode } from "@/lib/referral";
import type { ApplicationInput, PetOwnerLeadInput, ProviderLeadInput } from "@/lib/validation/leads";

// One row per e-mail in each waitlist: signing up again updates the contact details and never fails.

/** Retries once when a concurrent sign-up with the same e-mail won the insert race. */
async function onceMoreOnConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}

/** Caregiver waitlist (coming-soon page). */
export async function saveProviderLead(input: ProviderLeadInput): Promise<void> {
  await onceMoreOnConflict(() =>
    db().providerLead.upsert({
      where: { email: input.email },
      create: {
        name: input.name,
        whatsapp: input.whatsapp,
        email: input.email,
        motivation: input.motivation,
        consent: true,
        source: "WAITLIST",
      },
      update: {
        name: input.name,
        whatsapp: input.whatsapp,
        consent: true,
        ...(input.motivation ? { motivation: input.motivation } : {}),
      },
    }),
  );
}

/**
 * Sitter application (/unete). Stored with the caregiver waitlist as source APPLICATION; an earlier
 * waitlist entry with the same e-mail becomes the application. Sending the application is itself the
 * request to be contacted (the form requires the consent box before it sends).
 */
export async function saveApplication(input: ApplicationInput): Promise<void> {
  const details = {
    name: input.name,
    whatsapp: input.phone,
    municipality: input.municipio,
    sourceUrl: input.sourceUrl,
    consent: true,
    source: "APPLICATION" as const,
  };
  await onceMoreOnConflict(() =>
    db().providerLead.upsert({
      where: { email: input.email },
      create: { email: input.email, ...details },
      update: details,
    }),
  );
}

/**
 * Pet-owner waitlist with referrals. Returns the person's referral code: a new unique one, or the code they
 * already have when the e-mail signed up before. `referredBy` is kept only when it names another person's code.
 */
export async function savePetOwnerLead(input: PetOwnerLeadInput): Promise<{ referralCode: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await db().petOwnerLead.findUnique({ where: { email: input.email } });
    if (existing) {
      await db().petOwnerLead.update({
        where: { id: existing.id },
        data: { name: input.name, whatsapp: input.whatsapp, consent: true, ...(input.petType ? { petType: input.petType } : {}) },
      });
      return { referralCode: existing.referralCode };
    }
    const referrer = input.referredBy
      ? await db().petOwnerLead.findUnique({ where: { referralCode: input.referredBy }, select: { referralCode: true } })
      : null;
    try {
      return await db().petOwnerLead.create({
        data: {
          name: input.name,
          whatsapp: input.whatsapp,
          email: input.email,
          petType: input.petType,
          consent: true,
          referralCode: generateReferralCode(),
          referredBy: referrer?.referralCode,
        },
        select: { referralCode: true },
      });
    } catch (error) {
      // A code collision or a concurrent sign-up with this e-mail: look again and retry.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("could not issue a unique referral code");
}
