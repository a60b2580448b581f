import { z } from "@/lib/zod";
import { PET_SIZES, PET_TYPES, SERVICES } from "@/lib/constants";
import { addDays, CARE_HORIZON_DAYS, isIsoDate, todayInElSalvador } from "@/lib/dates";
import { sitterKeySchema } from "@/lib/sitters/key-schema";
import { isTrackingToken } from "@/lib/bookings/token-shape";
import {
  TEXT_LIMITS,
  emailField,
  honeypotField,
  optionalText,
  requiredText,
  sourceUrlField,
  whatsappField,
} from "@/lib/fields";

export const BOOKING_MESSAGES = {
  missingContact: "Por favor completa todos los campos.",
  petFileFrom: "No encontramos la ficha de tu mascota para copiarla. Abre otra vez el enlace «Reservar de nuevo» de tu correo.",
  startRequired: "La fecha de inicio es requerida",
  endRequired: "La fecha de fin es requerida",
  startInvalid: "La fecha de inicio no es válida.",
  endInvalid: "La fecha de fin no es válida.",
  startPast: "La fecha de inicio no puede ser anterior a hoy.",
  endBeforeStart: "La fecha de fin no puede ser anterior a la fecha de inicio.",
  tooFarAhead: "Por ahora recibimos solicitudes para los próximos 12 meses.",
  tooLong: "Una reserva puede durar como máximo 90 días.",
  unknownSitter: "El cuidador seleccionado no existe.",
  nameWithLink: "Escribe solo el nombre, sin enlaces ni direcciones web.",
} as const;

/** A web address in a name ("www.x.com", "http://…", "x.com/y"): names are never links (they end up in e-mails). */
export const hasLink = (value: string) => /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|info|biz|xyz|io|co|me|sv|ly|link|click|top|site|online)\b/i.test(value);

export const MAX_BOOKING_DAYS = 90;
export const BOOKING_HORIZON_DAYS = CARE_HORIZON_DAYS;

function dateField(required: string, invalid: string) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => isIsoDate(value), invalid);
}

/** The booking details the two-step form collects (step "Detalles"). */
export const bookingDetailsShape = {
  service: z.enum(SERVICES, "Elige un servicio."),
  petType: z.enum(PET_TYPES, "Elige si es perro o gato."),
  petSize: z.enum(PET_SIZES, "Elige el tamaño de tu mascota."),
  startDate: dateField(BOOKING_MESSAGES.startRequired, BOOKING_MESSAGES.startInvalid),
  endDate: dateField(BOOKING_MESSAGES.endRequired, BOOKING_MESSAGES.endInvalid),
  notes: optionalText(TEXT_LIMITS.notes, `Las notas pueden tener como máximo ${TEXT_LIMITS.notes} caracteres.`),
};

type DateRange = { startDate: string; endDate: string };

/** Date rules that need "today": not in the past, end not before start, within limits. */
export function checkBookingDates(value: DateRange, ctx: z.RefinementCtx, today = todayInElSalvador()) {
  const { startDate, endDate } = value;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return;
  if (startDate < today) ctx.addIssue({ code: "custom", path: ["startDate"], message: BOOKING_MESSAGES.startPast });
  else if (startDate > addDays(today, BOOKING_HORIZON_DAYS))
    ctx.addIssue({ code: "custom", path: ["startDate"], message: BOOKING_MESSAGES.tooFarAhead });
  if (endDate < startDate)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: BOOKING_MESSAGES.endBeforeStart });
  else if (endDate > addDays(startDate, MAX_BOOKING_DAYS))
    ctx.addIssue({ code: "custom", path: ["endDate"], message: BOOKING_MESSAGES.tooLong });
}

const required = BOOKING_MESSAGES.missingContact;

/** The owner's contact (step "Contacto"), named as in the request payload. */
export const bookingContactShape = {
  ownerName: requiredText(TEXT_LIMITS.name, required, `El nombre puede tener como máximo ${TEXT_LIMITS.name} caracteres.`).refine(
    (value) => !hasLink(value),
    BOOKING_MESSAGES.nameWithLink,
  ),
  ownerEmail: emailField("Correo electrónico inválido", required),
  ownerWhatsapp: whatsappField(required),
  municipio: requiredText(TEXT_LIMITS.municipality, required, "El municipio es demasiado largo."),
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
    sourceUrl: sourceUrlField,
    company: honeypotField,
    /** "Reservar de nuevo": the tracking token of an earlier booking whose pet's file this request copies. */
    petFileFrom: z
      .string(BOOKING_MESSAGES.petFileFrom)
      .optional()
      .nullable()
      .transform((value) => value?.trim() || undefined)
      .refine((value) => value === undefined || isTrackingToken(value), BOOKING_MESSAGES.petFileFrom),
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
  })
  .superRefine((value, ctx) => checkBookingDates(value, ctx), {
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

export const BOOKING_DETAIL_FIELDS = ["service", "petType", "petSize", "startDate", "endDate", "notes"] as const;
export const BOOKING_CONTACT_FIELDS = ["name", "email", "whatsapp", "municipality"] as const;

/** The form's contact fields under their payload names (SPEC §7); the other fields keep their names. */
export const BOOKING_PAYLOAD_NAMES = { name: "ownerName", email: "ownerEmail", whatsapp: "ownerWhatsapp", municipality: "municipio" } as const;

/** The request payload (SPEC §7) of a validated form. */
export function toBookingRequest(
  values: BookingFormValues,
  context: { sitter: { id: number; name: string }; sourceUrl: string },
) {
  return {
    [BOOKING_PAYLOAD_NAMES.name]: values.name,
    [BOOKING_PAYLOAD_NAMES.email]: values.email,
    [BOOKING_PAYLOAD_NAMES.whatsapp]: values.whatsapp,
    [BOOKING_PAYLOAD_NAMES.municipality]: values.municipality,
    company: values.company ?? "",
    sitterName: context.sitter.name,
    sitterId: context.sitter.id,
    sourceUrl: context.sourceUrl,
    service: values.service,
    petType: values.petType,
    petSize: values.petSize,
    startDate: values.startDate,
    endDate: values.endDate,
    notes: values.notes ?? "",
  };
}
