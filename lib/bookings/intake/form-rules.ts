import { PET_SIZES, PET_TYPES, SERVICES } from "@/lib/constants";
import { addDays, CARE_HORIZON_DAYS, isIsoDate } from "@/lib/dates";
import { EMAIL_INVALID, isBlank, looksLikeEmail, normalizeEmail, TEXT_LIMITS, WHATSAPP_INVALID } from "@/lib/forms/field-rules";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";

// The booking form's texts and rules without zod: the server's schema (request-schema.ts) words its refusals with
// these messages, and the browser checks a form with checkBookingForm() before sending it (no zod in public pages).

export const BOOKING_MESSAGES = {
  missingContact: "Por favor completa todos los campos.",
  petFileFrom: "No encontramos la ficha de tu mascota para copiarla. Abre otra vez el enlace «Reservar de nuevo» de tu correo.",
  invitation: "Ese enlace de invitación no es válido. Ábrelo de nuevo desde el correo que te enviamos.",
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
  service: "Elige un servicio.",
  petType: "Elige si es perro o gato.",
  petSize: "Elige el tamaño de tu mascota.",
  notesTooLong: `Las notas pueden tener como máximo ${TEXT_LIMITS.notes} caracteres.`,
  nameTooLong: `El nombre puede tener como máximo ${TEXT_LIMITS.name} caracteres.`,
  municipalityTooLong: "El municipio es demasiado largo.",
} as const;

/** A web address in a name ("www.x.com", "http://…", "x.com/y"): names are never links (they end up in e-mails). */
export const hasLink = (value: string) => /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|info|biz|xyz|io|co|me|sv|ly|link|click|top|site|online)\b/i.test(value);

export const MAX_BOOKING_DAYS = 90;
export const BOOKING_HORIZON_DAYS = CARE_HORIZON_DAYS;

export const BOOKING_DETAIL_FIELDS = ["service", "petType", "petSize", "startDate", "endDate", "notes"] as const;
export const BOOKING_CONTACT_FIELDS = ["name", "email", "whatsapp", "municipality"] as const;

export type BookingField = (typeof BOOKING_DETAIL_FIELDS)[number] | (typeof BOOKING_CONTACT_FIELDS)[number];
/** The form as typed (every field a string; a radio nobody chose is ""). */
export type BookingFormFields = Record<BookingField, string> & {
  company?: string;
  /** "Reservar de nuevo": the earlier booking's token when the owner copies its pet's file ("" when not ticked). */
  petFileFrom?: string;
  /** The WhatsApp consent box: "on" when ticked, "" when not. */
  whatsappOptIn?: string;
  /** A zone «Por invitación»: the family's invitation token from their link, sent as it came. */
  invitation?: string;
};
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

/** The form's contact fields under their payload names (SPEC §7); the other fields keep their names. */
export const BOOKING_PAYLOAD_NAMES = { name: "ownerName", email: "ownerEmail", whatsapp: "ownerWhatsapp", municipality: "municipio" } as const;

/** The date rules that need "today", one message per field at most (the schema's checkBookingDates words them the same). */
export function bookingDateErrors(startDate: string, endDate: string, today: string): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return errors;
  if (startDate < today) errors.startDate = BOOKING_MESSAGES.startPast;
  else if (startDate > addDays(today, BOOKING_HORIZON_DAYS)) errors.startDate = BOOKING_MESSAGES.tooFarAhead;
  if (endDate < startDate) errors.endDate = BOOKING_MESSAGES.endBeforeStart;
  else if (endDate > addDays(startDate, MAX_BOOKING_DAYS)) errors.endDate = BOOKING_MESSAGES.tooLong;
  return errors;
}

function dateError(value: string, required: string, invalid: string) {
  if (!value.trim()) return required;
  return isIsoDate(value.trim()) ? undefined : invalid;
}

/** Step 1 (Detalles): each field's message, as the server's schema would word it. */
export function checkBookingDetails(form: BookingFormFields, today: string): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  if (!(SERVICES as readonly string[]).includes(form.service)) errors.service = BOOKING_MESSAGES.service;
  if (!(PET_TYPES as readonly string[]).includes(form.petType)) errors.petType = BOOKING_MESSAGES.petType;
  if (!(PET_SIZES as readonly string[]).includes(form.petSize)) errors.petSize = BOOKING_MESSAGES.petSize;
  errors.startDate = dateError(form.startDate, BOOKING_MESSAGES.startRequired, BOOKING_MESSAGES.startInvalid);
  errors.endDate = dateError(form.endDate, BOOKING_MESSAGES.endRequired, BOOKING_MESSAGES.endInvalid);
  if (form.notes.trim().length > TEXT_LIMITS.notes) errors.notes = BOOKING_MESSAGES.notesTooLong;
  const dates = bookingDateErrors(form.startDate.trim(), form.endDate.trim(), today);
  return dropEmpty({ ...dates, ...errors, startDate: errors.startDate ?? dates.startDate, endDate: errors.endDate ?? dates.endDate });
}

/** Step 2 (Contacto): a missing field says "complete every field" (SPEC §5); a wrong one says what is wrong. */
export function checkBookingContact(form: BookingFormFields): BookingFieldErrors {
  const required = BOOKING_MESSAGES.missingContact;
  const name = form.name.trim();
  const errors: BookingFieldErrors = {
    name: isBlank(name) ? required : name.length > TEXT_LIMITS.name ? BOOKING_MESSAGES.nameTooLong : hasLink(name) ? BOOKING_MESSAGES.nameWithLink : undefined,
    email: !form.email.trim() ? required : looksLikeEmail(form.email) && form.email.trim().length <= TEXT_LIMITS.email ? undefined : EMAIL_INVALID,
    whatsapp: !form.whatsapp.trim() ? required : normalizeWhatsapp(form.whatsapp.trim()) ? undefined : WHATSAPP_INVALID,
    municipality: isBlank(form.municipality) ? required : form.municipality.trim().length > TEXT_LIMITS.municipality ? BOOKING_MESSAGES.municipalityTooLong : undefined,
  };
  return dropEmpty(errors);
}

function dropEmpty(errors: BookingFieldErrors): BookingFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as BookingFieldErrors;
}

/** The form's fields out of a submitted form (a browser's FormData or a no-JavaScript POST). */
export function bookingFormFields(data: FormData): BookingFormFields {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const fields = Object.fromEntries([...BOOKING_DETAIL_FIELDS, ...BOOKING_CONTACT_FIELDS].map((name) => [name, text(name)])) as BookingFormFields;
  return { ...fields, company: text("company"), petFileFrom: text("petFileFrom"), whatsappOptIn: data.get("whatsappOptIn") === null ? "" : "on", invitation: text("invitation") };
}

/** A checked form as the server stores it (trimmed; the e-mail lower-cased, WhatsApp as +503…): what the browser sends. */
export function normalizeBookingForm(form: BookingFormFields): BookingFormFields {
  const trimmed = Object.fromEntries(Object.entries(form).map(([name, value]) => [name, name === "company" ? value : (value ?? "").trim()])) as BookingFormFields;
  return { ...trimmed, email: normalizeEmail(trimmed.email), whatsapp: normalizeWhatsapp(trimmed.whatsapp) ?? trimmed.whatsapp };
}

/** The request payload (SPEC §7) of a checked form. */
export function toBookingRequest(
  values: Record<Exclude<BookingField, "notes">, string> & { notes?: string; company?: string; petFileFrom?: string; whatsappOptIn?: string; invitation?: string },
  context: { sitter: { id: number; name: string }; sourceUrl: string }) {
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
    ...(values.petFileFrom ? { petFileFrom: values.petFileFrom } : {}),
    whatsappOptIn: Boolean(values.whatsappOptIn),
    ...(values.invitation ? { invitation: values.invitation } : {}),
  };
}

/** What the form shows after a send that did not go through: what was typed, each field's message, the form's own. */
export type BookingFormState = { values: Partial<BookingFormFields>; errors: BookingFieldErrors; error?: string };

/** The form's field a refusal of the request payload names (ownerName → name…), or undefined for the whole form. */
export function formFieldOf(payloadField: string | undefined): BookingField | undefined {
  if (!payloadField) return undefined;
  const formName = Object.entries(BOOKING_PAYLOAD_NAMES).find(([, payload]) => payload === payloadField)?.[0] ?? payloadField;
  return ([...BOOKING_DETAIL_FIELDS, ...BOOKING_CONTACT_FIELDS] as string[]).includes(formName) ? (formName as BookingField) : undefined;
}
