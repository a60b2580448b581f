import "client-only";
import { postJson } from "@/lib/client/api";
import { saveLocalReferralUser, type LocalReferralUser } from "@/lib/client/local-referral-users";
import { generateReferralCode, parseReferralCode } from "@/lib/leads/referral";
import type { PetOwnerLeadInput, ProviderLeadInput } from "@/lib/leads/schemas";

// The two waitlists of the coming-soon page, as the browser sends them (SPEC §7). Each submit throws on failure
// (ApiError or a network error), so the form can keep what was typed and say so.

export const PROVIDER_LEADS_PATH = "/api/provider-leads";
export const PET_OWNER_LEADS_PATH = "/api/pet-owner-leads";

/** The fields both waitlists send, the hidden honeypot and the zone ("": none) included. */
function contactPayload(values: ProviderLeadInput | PetOwnerLeadInput) {
  const { name, whatsapp, email, consent, company, whatsappOptIn, zone } = values;
  return { name, whatsapp, email, consent, company: typeof company === "string" ? company : "", whatsappOptIn: whatsappOptIn === true, zone: zone ?? "" };
}

export function providerLeadPayload(values: ProviderLeadInput) {
  return { ...contactPayload(values), motivation: values.motivation ?? "" };
}

export function petOwnerLeadPayload(values: PetOwnerLeadInput, referral: { referralCode: string; referredBy: string | null }) {
  return { ...contactPayload(values), petType: values.petType ?? "", ...referral };
}

/** The local tracking step (SPEC §3 local referral user), after the server accepted the sign-up. */
function rememberLocally(
  type: LocalReferralUser["type"],
  values: ProviderLeadInput | PetOwnerLeadInput,
  details: Pick<LocalReferralUser, "motivation" | "petType" | "referralCode" | "referredBy">,
) {
  const { name, whatsapp, email, consent } = values;
  saveLocalReferralUser({ type, name, whatsapp, email, consent, ...details, registeredAt: new Date().toISOString() });
}

/** Caregiver waitlist: sends the lead, then keeps the local referral user (with a code made here). */
export async function submitProviderLead(values: ProviderLeadInput, referredBy: string | null): Promise<void> {
  await postJson(PROVIDER_LEADS_PATH, providerLeadPayload(values));
  rememberLocally("provider", values, { motivation: values.motivation, referralCode: generateReferralCode(), referredBy });
}

/**
 * Pet-owner waitlist: sends the lead with a code made here and the referrer, and answers the person's code —
 * the server's, falling back to the one made here (SPEC §7) — after keeping the local referral user.
 */
export async function submitPetOwnerLead(values: PetOwnerLeadInput, referredBy: string | null): Promise<string> {
  const browserCode = generateReferralCode();
  const answer = await postJson<{ referralCode?: unknown }>(
    PET_OWNER_LEADS_PATH,
    petOwnerLeadPayload(values, { referralCode: browserCode, referredBy }),
  );
  const referralCode = parseReferralCode(answer?.referralCode) ?? browserCode;
  rememberLocally("pet_owner", values, { petType: values.petType, referralCode, referredBy });
  return referralCode;
}
