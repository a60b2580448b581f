import { REFERRAL_CODE_PATTERN } from "@/lib/leads/referral";
import { z } from "@/lib/zod";
import { WAITLIST_MESSAGES } from "@/lib/leads/waitlist-rules";
import { APPLICATION_MESSAGES } from "@/lib/leads/application-rules";
import { PET_TYPES, SERVICES } from "@/lib/constants";
import { ProviderLeadSource } from "@/lib/generated/prisma/enums";
import { filterField, listQuerySchema } from "@/lib/lists/query";
import { zoneField, zoneFilter } from "@/lib/zones/schemas";
import {
  TEXT_LIMITS,
  emailField,
  honeypotField,
  optionalText,
  requiredText,
  sourceUrlField,
  whatsappField,
  whatsappOptInField,
} from "@/lib/fields";

export { WAITLIST_MESSAGES };

const waitlistBase = {
  name: requiredText(TEXT_LIMITS.name, WAITLIST_MESSAGES.name, WAITLIST_MESSAGES.nameTooLong),
  whatsapp: whatsappField(WAITLIST_MESSAGES.whatsapp),
  email: emailField(WAITLIST_MESSAGES.email),
  consent: z.literal(true, WAITLIST_MESSAGES.consent),
  /** The zone the person lives in (a slug of GET /api/zones); optional. */
  zone: zoneField,
  /** Consent to WhatsApp notices on this number. */
  whatsappOptIn: whatsappOptInField,
  company: honeypotField,
};

/** POST /api/provider-leads: the caregiver waitlist. */
export const providerLeadSchema = z.object({
  ...waitlistBase,
  motivation: optionalText(TEXT_LIMITS.motivation, WAITLIST_MESSAGES.motivationTooLong),
});
export type ProviderLeadInput = z.output<typeof providerLeadSchema>;

export const referralCodeSchema = z.string().trim().toUpperCase().regex(REFERRAL_CODE_PATTERN);

/** POST /api/pet-owner-leads: the pet-owner waitlist with referrals. */
export const petOwnerLeadSchema = z.object({
  ...waitlistBase,
  petType: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(PET_TYPES, WAITLIST_MESSAGES.petType).optional(),
  ),
  // The browser's own code is only a fallback for when the server cannot be reached: the server issues its own.
  referralCode: z.unknown().optional(),
  // A referral that is malformed or unknown is dropped, never an error for the person signing up.
  referredBy: referralCodeSchema.optional().nullable().catch(undefined),
  /** Joined from a search that found nobody (/busca): what they searched, as the page words it. */
  searched: optionalText(TEXT_LIMITS.motivation, WAITLIST_MESSAGES.searchedTooLong).optional(),
});
export type PetOwnerLeadInput = z.output<typeof petOwnerLeadSchema>;

export { APPLICATION_MESSAGES };

const offeredServices = z.array(z.enum(SERVICES, APPLICATION_MESSAGES.services), APPLICATION_MESSAGES.services).max(SERVICES.length, APPLICATION_MESSAGES.services);

/**
 * POST /api/applications: the sitter application of /unete. SPEC §3's client sent no services (it dropped the
 * form's answer); we keep them, optional so that SPEC's bare payload still works. Consent is not sent: sending
 * is the consent (the form requires the box first).
 */
export const applicationSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, APPLICATION_MESSAGES.missing, APPLICATION_MESSAGES.nameTooLong),
  email: emailField("Correo electrónico inválido", APPLICATION_MESSAGES.missing),
  phone: whatsappField(APPLICATION_MESSAGES.missing),
  municipio: optionalText(TEXT_LIMITS.municipality, APPLICATION_MESSAGES.municipalityTooLong),
  services: offeredServices.optional().transform((list) => [...new Set(list ?? [])]),
  sourceUrl: sourceUrlField,
  /** Consent to WhatsApp notices on this number: the sitter's booking notices. */
  whatsappOptIn: whatsappOptInField,
  company: honeypotField,
});
export type ApplicationInput = z.output<typeof applicationSchema>;

/**
 * The /unete form: the application's fields plus the services list (at least one) and the consent box,
 * which the form checks itself (SPEC §5: a toast) and does not send (SPEC §3).
 */
export const applicationFormSchema = applicationSchema.pick({ name: true, email: true, phone: true, municipio: true }).extend({
  services: offeredServices.min(1, APPLICATION_MESSAGES.services),
  consent: z.boolean(),
  whatsappOptIn: z.boolean().optional(),
  company: z.string().optional(),
});
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

/** The request payload of a validated /unete form (SPEC §7's, plus the services chosen): consent stays in the browser. */
export function toApplicationRequest(values: ApplicationFormValues, sourceUrl: string) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    municipio: values.municipio ?? "",
    services: values.services,
    company: values.company ?? "",
    sourceUrl,
    whatsappOptIn: values.whatsappOptIn ?? false,
  };
}

export const LEAD_SOURCES = Object.values(ProviderLeadSource);

/** GET /api/admin/provider-leads?pagina=&q=&tipo=&zone= – `tipo`: APPLICATION (form Únete) or WAITLIST; `zone`: a zone's slug. */
export const providerLeadListSchema = listQuerySchema({ tipo: filterField(LEAD_SOURCES, "Elige un tipo válido: APPLICATION o WAITLIST."), zone: zoneFilter });

/** GET /api/admin/pet-owner-leads?pagina=&q=&mascota=&zone= – `mascota`: DOG or CAT; `zone`: a zone's slug. */
export const petOwnerLeadListSchema = listQuerySchema({ mascota: filterField(PET_TYPES, "Elige una mascota válida: DOG o CAT."), zone: zoneFilter });
