import { z } from "@/lib/zod";
import { PET_SIZES, PET_TYPES, SERVICES } from "@/lib/constants";
import { isIsoDate, todayInElSalvador } from "@/lib/dates";
import {
  BOOKING_CONTACT_FIELDS,
  BOOKING_DETAIL_FIELDS,
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGES,
  BOOKING_PAYLOAD_NAMES,
  bookingDateErrors,
  hasLink,
  MAX_BOOKING_DAYS,
  toBookingRequest,
} from "@/lib/bookings/intake/form-rules";
import { sitterKeySchema } from "@/lib/sitters/key-schema";
import { isTrackingToken } from "@/lib/bookings/core/token-shape";
import { withoutRebookToken } from "@/lib/bookings/core/tracking";
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

export { BOOKING_CONTACT_FIELDS, BOOKING_DETAIL_FIELDS, BOOKING_HORIZON_DAYS, BOOKING_MESSAGES, BOOKING_PAYLOAD_NAMES, hasLink, MAX_BOOKING_DAYS, toBookingRequest };

function dateField(required: string, invalid: string) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => isIsoDate(value), invalid);
}

/** The booking details the two-step form collects (step "Detalles"). */
export const bookingDetailsShape = {
  service: z.enum(SERVICES, BOOKING_MESSAGES.service),
  petType: z.enum(PET_TYPES, BOOKING_MESSAGES.petType),
  petSize: z.enum(PET_SIZES, BOOKING_MESSAGES.petSize),
  startDate: dateField(BOOKING_MESSAGES.startRequired, BOOKING_MESSAGES.startInvalid),
  endDate: dateField(BOOKING_MESSAGES.endRequired, BOOKING_MESSAGES.endInvalid),
  notes: optionalText(TEXT_LIMITS.notes, BOOKING_MESSAGES.notesTooLong),
};

type DateRange = { startDate: string; endDate: string };

/** Date rules that need "today": not in the past, end not before start, within limits. */
export function checkBookingDates(value: DateRange, ctx: z.RefinementCtx, today = todayInElSalvador()) {
  for (const [field, message] of Object.entries(bookingDateErrors(value.startDate, value.endDate, today)))
    ctx.addIssue({ code: "custom", path: [field], message });
}

const required = BOOKING_MESSAGES.missingContact;

/** The owner's contact (step "Contacto"), named as in the request payload. */
export const bookingContactShape = {
  ownerName: requiredText(TEXT_LIMITS.name, required, BOOKING_MESSAGES.nameTooLong).refine(
    (value) => !hasLink(value),
    BOOKING_MESSAGES.nameWithLink,
  ),
  ownerEmail: emailField("Correo electrónico inválido", required),
  ownerWhatsapp: whatsappField(required),
  municipio: requiredText(TEXT_LIMITS.municipality, required, BOOKING_MESSAGES.municipalityTooLong),
};

/** A detail an API client may leave out (absent, null or ""); validated by `schema` when present. */
function optionalDetail<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || value === "" ? undefined : value), schema.optional());
}

/**
 * The booking details as the API takes them: SPEC §7's payload has none, so each may be missing, but whatever is
 * sent is validated, and dates come in pairs. Our form always sends them all (bookingFormSchema requires them).
 */
const bookingDetailsRequestShape = {
  service: optionalDetail(bookingDetailsShape.service),
  petType: optionalDetail(bookingDetailsShape.petType),
  petSize: optionalDetail(bookingDetailsShape.petSize),
  startDate: optionalDetail(bookingDetailsShape.startDate),
  endDate: optionalDetail(bookingDetailsShape.endDate),
  notes: bookingDetailsShape.notes,
};

function checkOptionalDates(value: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  const { startDate, endDate } = value;
  if (startDate && endDate) return checkBookingDates({ startDate, endDate }, ctx);
  if (startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: BOOKING_MESSAGES.endRequired });
  if (endDate) ctx.addIssue({ code: "custom", path: ["startDate"], message: BOOKING_MESSAGES.startRequired });
}

/** POST /api/reservations: SPEC §7's payload, plus the booking details when the client sends them. */
export const bookingRequestSchema = z
  .object({
    ...bookingContactShape,
    sitterId: z
      .union([z.string(), z.number()], BOOKING_MESSAGES.unknownSitter)
      .optional()
      .nullable()
      .transform((value, ctx) => {
        if (value === undefined || value === null || value === "") return undefined;
        const key = sitterKeySchema.safeParse(String(value));
        if (key.success) return key.data;
        ctx.addIssue({ code: "custom", message: BOOKING_MESSAGES.unknownSitter });
        return z.NEVER;
      }),
    sitterName: optionalText(TEXT_LIMITS.name).refine((value) => !value || !hasLink(value), BOOKING_MESSAGES.nameWithLink),
    sourceUrl: sourceUrlField.transform((url) => url && withoutRebookToken(url)),
    company: honeypotField,
    /** "Reservar de nuevo": the tracking token of an earlier booking whose pet's file this request copies. */
    petFileFrom: z
      .string(BOOKING_MESSAGES.petFileFrom)
      .optional()
      .nullable()
      .transform((value) => value?.trim() || undefined)
      .refine((value) => value === undefined || isTrackingToken(value), BOOKING_MESSAGES.petFileFrom),
    /** Consent to WhatsApp notices on this number. */
    whatsappOptIn: whatsappOptInField,
    /** A zone «Por invitación»: the token of the family's invitation link, checked with the sitter's zone. */
    invitation: z
      .string(BOOKING_MESSAGES.invitation)
      .optional()
      .nullable()
      .transform((value) => value?.trim() || undefined),
    ...bookingDetailsRequestShape,
  })
  .superRefine((value, ctx) => checkOptionalDates(value, ctx));

export type BookingRequest = z.output<typeof bookingRequestSchema>;

/**
 * The two-step booking form (SPEC §3's field names), built from the same field rules as the request.
 * The date rules run even while other fields are still empty, so step 1 can be checked on its own.
 */
export const bookingFormSchema = z
  .object({
    ...bookingDetailsShape,
    name: bookingContactShape.ownerName,
    email: bookingContactShape.ownerEmail,
    whatsapp: bookingContactShape.ownerWhatsapp,
    municipality: bookingContactShape.municipio,
    company: z.string().optional(),
    /** Checked again, with its message, by bookingRequestSchema. */
    petFileFrom: z.string().optional(),
    whatsappOptIn: z.string().optional(),
    /** Checked with the sitter's zone by createBooking (lib/zones/takes-booking.ts). */
    invitation: z.string().optional(),
  })
  .superRefine((value, ctx) => checkBookingDates(value, ctx), {
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export type BookingFormInput = z.input<typeof bookingFormSchema>;
