"use server";

import type { z } from "zod";
import { gatePublicPost, postedFrom } from "@/lib/forms/public-post";
import { generateReferralCode, readReferralParam, referralLink } from "@/lib/leads/referral";
import { petOwnerLeadSchema, providerLeadSchema } from "@/lib/leads/schemas";
import { savePetOwnerLead, saveProviderLead } from "@/lib/leads/signups";
import { siteOrigin } from "@/lib/site/url";
import { chosenZone } from "@/lib/zones/zone-choices";
import { waitlistFields, type WaitlistErrors, type WaitlistField, type WaitlistFields, type WaitlistState } from "@/lib/leads/waitlist-rules";

// The two waitlists sent without JavaScript (with it, the browser posts JSON to /api/provider-leads and
// /api/pet-owner-leads): the endpoints' checks (lib/forms/public-post.ts), their schemas, the same save functions.

/**
 * The schema's input of a posted form: the ticked box is `true`; the referral comes from the page's ?ref=; the zone is
 * the zona chosen, or the departamento's only one (JavaScript picks it in the browser; lib/zones/zone-choices.ts).
 */
async function payloadOf(values: WaitlistFields) {
  const from = await postedFrom();
  let referredBy: string | null = null;
  try {
    referredBy = from ? readReferralParam(new URL(from).search) : null;
  } catch {
    referredBy = null;
  }
  return {
    ...values,
    consent: values.consent ? true : undefined,
    whatsappOptIn: Boolean(values.whatsappOptIn),
    referredBy,
    zone: chosenZone(values.departamento, values.zone),
  };
}

/** The code and the link to share, on the site the form was sent from. */
async function withLink(referralCode: string) {
  const from = await postedFrom();
  try {
    return { referralCode, link: referralLink(new URL(from).origin, referralCode) };
  } catch {
    return { referralCode, link: referralLink(siteOrigin(), referralCode) };
  }
}

function refusal(values: WaitlistFields, error: z.ZodError): WaitlistState {
  const errors: WaitlistErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0]) as WaitlistField] ??= issue.message;
  return { values, errors, failed: true };
}

export async function joinProviderWaitlist(_previous: WaitlistState, data: FormData): Promise<WaitlistState> {
  const values = waitlistFields(data);
  const gate = await gatePublicPost("provider-leads", values);
  if (gate.honeypot) return { done: {} };
  if (gate.refused) return { values, errors: gate.field ? { [gate.field]: gate.refused } : {}, failed: true, error: gate.refused };
  const parsed = providerLeadSchema.safeParse(await payloadOf(values));
  if (!parsed.success) return refusal(values, parsed.error);
  await saveProviderLead(parsed.data);
  return { done: {} };
}

export async function joinPetOwnerWaitlist(_previous: WaitlistState, data: FormData): Promise<WaitlistState> {
  const values = waitlistFields(data);
  const gate = await gatePublicPost("pet-owner-leads", values);
  if (gate.honeypot) return { done: await withLink(generateReferralCode()) };
  if (gate.refused) return { values, errors: gate.field ? { [gate.field]: gate.refused } : {}, failed: true, error: gate.refused };
  const parsed = petOwnerLeadSchema.safeParse(await payloadOf(values));
  if (!parsed.success) return refusal(values, parsed.error);
  return { done: await withLink((await savePetOwnerLead(parsed.data)).referralCode) };
}

/**
 * The one-line sign-up of a search that found nobody (components/site/zone-waitlist-signup.tsx) sent without
 * JavaScript: the family's list entry with the zone and what they searched, as POST /api/pet-owner-leads stores it.
 * Without this the browser would send the form as a GET, the person's name, WhatsApp and e-mail in the address.
 */
export async function joinZoneWaitlist(_previous: WaitlistState, data: FormData): Promise<WaitlistState> {
  const values = waitlistFields(data);
  const gate = await gatePublicPost("pet-owner-leads", values);
  if (gate.honeypot) return { done: {} };
  if (gate.refused) return { values, failed: true, error: gate.refused };
  const extra = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" && value.trim() ? value : undefined;
  };
  const parsed = petOwnerLeadSchema.safeParse({ ...(await payloadOf(values)), zone: extra("zone"), searched: extra("searched") });
  if (!parsed.success) return { ...refusal(values, parsed.error), error: parsed.error.issues[0]?.message };
  await savePetOwnerLead(parsed.data);
  return { done: {} };
}
