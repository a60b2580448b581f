import { z } from "@/lib/zod";
import { DEPARTMENTS, SERVICES, type ServiceCode } from "@/lib/constants";
import { LIMITS } from "@/lib/constants/limits";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";
import { requiredText, TEXT_LIMITS, WHATSAPP_INVALID, withoutInvisible } from "@/lib/fields";
import { claimsACheck } from "@/lib/sitters/badges";
import { missingPrice, PRICE_FIELDS, PRICE_RANGE, type PriceColumns } from "@/lib/sitters/prices";

export const SITTER_MESSAGES = {
  accepts: "Indica si aceptas gatos y perros grandes.",
  slug: "El identificador web solo puede tener letras minúsculas, números y guiones (por ejemplo, ana-lopez).",
  slugTaken: "Ya existe un perfil con ese identificador web.",
  name: "Escribe el nombre del cuidador.",
  department: "Elige un departamento de la lista.",
  municipality: "Escribe el municipio.",
  services: "Selecciona al menos un servicio",
  /** One per service: a missing price and a wrong one read the same. */
  prices: {
    WALK: "Escribe el precio del paseo: un número entero de dólares entre 1 y 500.",
    DAYCARE: "Escribe el precio de la guardería de día: un número entero de dólares entre 1 y 500.",
    BOARDING: "Escribe el precio del hospedaje por noche: un número entero de dólares entre 1 y 500.",
  } satisfies Record<ServiceCode, string>,
  bio: "Escribe una presentación de al menos 20 caracteres.",
  image: "Usa una imagen subida aquí.",
  gallery: `La galería puede tener como máximo ${LIMITS.galleryPhotos} fotos.`,
  badge: "Cada insignia debe ser una palabra corta en minúsculas con guiones (por ejemplo, super-sitter).",
  trustBadge: "Las marcas de confianza (verificado, antecedentes y similares) salen de los documentos verificados y la entrevista: quítala de las insignias.",
  notFound: "No encontramos ese perfil.",
  userNotFound: "No encontramos esa cuenta de cuidador.",
  userTaken: "Esa cuenta ya está vinculada a otro perfil.",
} as const;

// Pictures from our own storage only: uploaded (/media, Vercel Blob) or shipped with the site.
const imageUrl = z
  .string(SITTER_MESSAGES.image)
  .regex(/^(\/(media|sitters|stock)\/[\w.-]+|https:\/\/[a-z0-9]+\.public\.blob\.vercel-storage\.com\/[\w./-]+)$/, SITTER_MESSAGES.image);

const sitterWhatsapp = z
  .string(WHATSAPP_INVALID)
  .trim()
  .max(30, WHATSAPP_INVALID)
  .transform((value, ctx) => {
    if (value === "") return null;
    const normalized = normalizeWhatsapp(value);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: WHATSAPP_INVALID });
      return z.NEVER;
    }
    return normalized.slice(1); // stored as wa.me digits
  });

/** A service's price in whole dollars; null (or left out) for a service not offered. */
const servicePrice = (service: ServiceCode) => {
  const message = SITTER_MESSAGES.prices[service];
  return z.number(message).int(message).min(PRICE_RANGE.min, message).max(PRICE_RANGE.max, message).nullable().optional();
};

/** Every offered service needs its price: the first one missing is named as the field. */
function requirePrices(value: { services?: ServiceCode[] } & Partial<PriceColumns>, ctx: z.RefinementCtx) {
  const missing = value.services ? missingPrice(value.services, value) : null;
  if (missing) ctx.addIssue({ code: "custom", path: [PRICE_FIELDS[missing]], message: SITTER_MESSAGES.prices[missing] });
}

/** A public sitter profile's fields as the admin edits them (the price rule across fields is added below). */
const sitterProfileFields = z.object({
  slug: z.string(SITTER_MESSAGES.slug).trim().max(80, SITTER_MESSAGES.slug).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SITTER_MESSAGES.slug),
  name: requiredText(TEXT_LIMITS.name, SITTER_MESSAGES.name, SITTER_MESSAGES.name),
  department: z.enum(DEPARTMENTS, SITTER_MESSAGES.department),
  municipality: requiredText(TEXT_LIMITS.municipality, SITTER_MESSAGES.municipality, SITTER_MESSAGES.municipality),
  services: z.array(z.enum(SERVICES, SITTER_MESSAGES.services), SITTER_MESSAGES.services).min(1, SITTER_MESSAGES.services).max(3).transform((list) => [...new Set(list)]),
  // The sitter's own price per offered service; priceFromUSD (their minimum) is derived on every write.
  walkPriceUSD: servicePrice("WALK"),
  daycarePriceUSD: servicePrice("DAYCARE"),
  boardingPriceUSD: servicePrice("BOARDING"),
  acceptsCats: z.boolean().optional(),
  acceptsLargeDogs: z.boolean().optional(),
  hideSuperSitter: z.boolean().optional(),
  bio: z.string(SITTER_MESSAGES.bio).overwrite(withoutInvisible).trim().min(20, SITTER_MESSAGES.bio).max(1000, "La presentación puede tener como máximo 1000 caracteres."),
  home: z.string().overwrite(withoutInvisible).trim().max(1000, "La descripción del hogar puede tener como máximo 1000 caracteres.").nullable().optional().transform((v) => (v === undefined ? undefined : v || null)),
  badges: z
    .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SITTER_MESSAGES.badge).max(40, SITTER_MESSAGES.badge).refine((slug) => !claimsACheck(slug), SITTER_MESSAGES.trustBadge))
    .max(10)
    .optional(),
  languages: z.array(z.enum(["ES", "EN"])).min(1).optional(),
  whatsapp: sitterWhatsapp.nullable().optional(),
  avatar: imageUrl.nullable().optional(),
  gallery: z.array(imageUrl).max(LIMITS.galleryPhotos, SITTER_MESSAGES.gallery).optional(),
  /** A new profile stays unpublished until the team publishes it. */
  published: z.boolean().optional(),
  userId: z.string().max(64).nullable().optional().transform((v) => (v === undefined ? undefined : v || null)),
});
/** A public sitter profile as the admin creates it: each offered service with its price. */
export const sitterProfileSchema = sitterProfileFields.superRefine(requirePrices);
export type SitterProfileInput = z.output<typeof sitterProfileSchema>;

/**
 * PATCH: any subset of the profile (e.g. { published: false }); what is left out stays as it is. That every offered
 * service has a price is checked against the stored profile (lib/sitters/manage.ts).
 */
export const sitterProfilePatchSchema = sitterProfileFields.partial();

/** PUT /api/portal/profile – what a caregiver may change on their own profile (the team reviews it first). */
export const ownProfileSchema = sitterProfileFields
  .pick({ bio: true, home: true, services: true, walkPriceUSD: true, daycarePriceUSD: true, boardingPriceUSD: true, avatar: true, gallery: true })
  .extend({
    acceptsCats: z.boolean(SITTER_MESSAGES.accepts),
    acceptsLargeDogs: z.boolean(SITTER_MESSAGES.accepts),
  })
  .superRefine(requirePrices);
export type OwnProfileInput = z.output<typeof ownProfileSchema>;

/** POST /api/admin/profile-changes/{id}/reject */
export const rejectChangeSchema = z.object({ reason: requiredText(500, "Escribe el motivo: la persona lo lee en su portal.", "El motivo puede tener como máximo 500 caracteres.") });
