import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/http/db-errors";
import { generateReferralCode } from "@/lib/leads/referral";
import { firstName } from "@/lib/format/text";
import { askToConfirm, recordWhatsappOptIn, type OptInSource } from "@/lib/mail/whatsapp-consent";
import type { ApplicationInput, PetOwnerLeadInput, ProviderLeadInput } from "@/lib/leads/schemas";

// One row per e-mail in each waitlist. Signing up again with a known e-mail answers exactly like a first sign-up
// but changes nothing the entry holds (anyone can type anyone's e-mail): it is only counted, for the team.

const repeatSignup = () => ({ repeatSignups: { increment: 1 }, lastRepeatAt: new Date() });

/**
 * The WhatsApp consent box, stored per number with its time, only with a new entry: like the rest of the
 * form, a repeat sign-up (anyone may type anyone's e-mail) changes nothing. A number not proven yet gets its one
 * confirmation ("Responde SÍ"), and nothing else until it answers (whatsapp-consent.ts).
 */
async function optInIfNew(isNew: boolean, optIn: boolean, person: { phone: string; name: string }, source: OptInSource) {
  if (!isNew || !optIn) return;
  await db().$transaction(async (tx) => {
    if ((await recordWhatsappOptIn(tx, person.phone, source)) === "waiting") {
      await askToConfirm(tx, person.phone, { kind: "whatsapp-confirm-signup", parameters: [firstName(person.name)] });
    }
  });
}

/** Whether the caregiver list has no entry for this e-mail yet. */
const newProvider = async (email: string) => (await db().providerLead.findUnique({ where: { email }, select: { id: true } })) === null;

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
  const isNew = await newProvider(input.email);
  await onceMoreOnConflict(() =>
    db().providerLead.upsert({
      where: { email: input.email },
      create: {
        name: input.name,
        whatsapp: input.whatsapp,
        email: input.email,
        motivation: input.motivation,
        zone: input.zone,
        consent: true,
        source: "WAITLIST",
      },
      update: repeatSignup(),
    }),
  );
  await optInIfNew(isNew, input.whatsappOptIn, { phone: input.whatsapp, name: input.name }, "provider-lead");
}

/**
 * Sitter application (/unete). Stored with the caregiver waitlist as source APPLICATION. Sending the application
 * is itself the request to be contacted (the form requires the consent box before it sends). When the e-mail is
 * already on the caregiver list (waitlist or an earlier application) the entry stays as it is and the repeat is
 * counted: the team contacts the address they have.
 */
export async function saveApplication(input: ApplicationInput): Promise<void> {
  const isNew = await newProvider(input.email);
  await onceMoreOnConflict(() =>
    db().providerLead.upsert({
      where: { email: input.email },
      create: {
        email: input.email,
        name: input.name,
        whatsapp: input.phone,
        municipality: input.municipio,
        services: input.services,
        sourceUrl: input.sourceUrl,
        consent: true,
        source: "APPLICATION",
      },
      update: repeatSignup(),
    }),
  );
  // The sitter's consent: their profile's WhatsApp, when it is this number, gets the booking notices (core/notices.ts).
  await optInIfNew(isNew, input.whatsappOptIn, { phone: input.phone, name: input.name }, "application");
}

/**
 * Pet-owner waitlist with referrals. Returns a referral code: a new unique one for a new e-mail. For an e-mail
 * already on the list the entry is not touched, and the answer is a fresh code from the same generator, so it tells
 * nothing about the entry (not even that it exists); that code is kept as an alias of the entry, so a friend who
 * signs up with it credits the person it was shown to. `referredBy` is kept, as the entry's own code,
 * only when it names another person's code or alias.
 */
export async function savePetOwnerLead(input: PetOwnerLeadInput): Promise<{ referralCode: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await db().petOwnerLead.findUnique({ where: { email: input.email }, select: { id: true } });
    if (existing) {
      await db().petOwnerLead.update({ where: { id: existing.id }, data: repeatSignup() });
      return { referralCode: await newAlias(existing.id) };
    }
    const referrer = input.referredBy ? await codeOwner(input.referredBy) : null;
    try {
      // Joining the list of a zone «Por invitación» only lists the family: the team invites them (Zonas tab).
      const created = await db().petOwnerLead.create({
        data: {
          name: input.name,
          whatsapp: input.whatsapp,
          email: input.email,
          petType: input.petType,
          zone: input.zone,
          searched: input.searched ?? null,
          consent: true,
          referralCode: generateReferralCode(),
          referredBy: referrer?.referralCode,
        },
        select: { referralCode: true },
      });
      await optInIfNew(true, input.whatsappOptIn, { phone: input.whatsapp, name: input.name }, "pet-owner-lead");
      return created;
    } catch (error) {
      // A code collision or a concurrent sign-up with this e-mail: look again and retry.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("could not issue a unique referral code");
}

/** The entry a code credits: its own code, or an alias a repeat sign-up of it was shown; null for nobody's. */
async function codeOwner(code: string): Promise<{ referralCode: string } | null> {
  const own = await db().petOwnerLead.findUnique({ where: { referralCode: code }, select: { referralCode: true } });
  if (own) return own;
  const alias = await db().referralAlias.findUnique({ where: { code }, select: { lead: { select: { referralCode: true } } } });
  return alias?.lead ?? null;
}

/** A well-formed code no entry and no alias holds, kept as an alias of entry `leadId`. */
async function newAlias(leadId: string): Promise<string> {
  for (;;) {
    const code = generateReferralCode();
    if (await codeOwner(code)) continue;
    try {
      await db().referralAlias.create({ data: { code, leadId } });
      return code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // the same code drawn at the same moment: draw again
    }
  }
}
