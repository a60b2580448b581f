import { z } from "@/lib/zod";
import { optionalText, requiredText } from "@/lib/fields";
import { normalizeWhatsapp } from "@/lib/site/whatsapp-number";
import { todayInElSalvador } from "@/lib/dates";
import { foldText } from "@/lib/format/plain-text";

// The pet's file (ficha) the owner fills from the tracking page: PUT /api/bookings/{token}/pet.

export const PET_FILE_LIMITS = { medications: 10, contacts: 2, spendCap: 5000, text: 500, name: 100 } as const;

export const PET_FILE_MESSAGES = {
  name: "Escribe el nombre de tu mascota.",
  species: "Elige si es perro o gato.",
  birthYear: "Escribe un año de nacimiento válido (por ejemplo, 2020).",
  weightKg: "Escribe el peso en kilos, entre 0.1 y 120.",
  medications: `Puedes anotar hasta ${PET_FILE_LIMITS.medications} medicinas.`,
  medicationTwice: "Anota cada medicina una sola vez, con todas sus horas.",
  medicationName: "Escribe el nombre de cada medicina.",
  dose: "Escribe la dosis de cada medicina (por ejemplo, «media pastilla»).",
  times: "Escribe las horas de cada medicina como HH:MM (por ejemplo, 08:00, 8:00 o 8:00 p. m.), al menos una y hasta 6.",
  vetClinic: "Escribe el nombre de la clínica veterinaria.",
  vetPhone: "Escribe el teléfono de la clínica: 8 dígitos (2222-3333) o con código de país.",
  contacts: "Anota uno o dos contactos de emergencia.",
  contactName: "Escribe el nombre de cada contacto de emergencia.",
  contactPhone: "Escribe el teléfono de cada contacto de emergencia: 8 dígitos (7123-4567) o con código de país.",
  spendCap: `Escribe un monto entero entre $0 y $${PET_FILE_LIMITS.spendCap}.`,
  consentName: "Para autorizar gastos veterinarios, escribe tu nombre completo.",
  notFound: "No encontramos esa solicitud. Revisa que el enlace esté completo.",
  ended: "Esta reserva ya terminó: su ficha ya no se puede cambiar.",
  closed: "Esta solicitud ya no está activa: su ficha no se puede cambiar.",
  missing: "Primero llena la ficha de tu mascota.",
} as const;

const phone = (message: string) =>
  z
    .string(message)
    .trim()
    .max(30, message)
    .transform((value, ctx) => {
      const normalized = normalizeWhatsapp(value);
      if (!normalized) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return normalized;
    });

/** "HH:MM", 00:00–23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * An hour as people type it, as "HH:MM": "08:00", "8:00", "20:00", and with a.m./p.m. in its Salvadoran
 * spellings ("8:00 p. m.", "8:00pm", "8:00 P.M."); null for anything else (minutes are always written).
 */
export function clockTime(text: string): string | null {
  const match = /^(\d{1,2}):([0-5]\d)\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

const medication = z.object({
  name: requiredText(PET_FILE_LIMITS.name, PET_FILE_MESSAGES.medicationName),
  dose: requiredText(PET_FILE_LIMITS.name, PET_FILE_MESSAGES.dose),
  times: z
    .array(
      z.string(PET_FILE_MESSAGES.times).transform((value, context) => {
        const time = clockTime(value);
        if (time === null) context.addIssue({ code: "custom", message: PET_FILE_MESSAGES.times });
        return time ?? value;
      }),
      PET_FILE_MESSAGES.times,
    )
    .min(1, PET_FILE_MESSAGES.times)
    .max(6, PET_FILE_MESSAGES.times),
  notes: optionalText(PET_FILE_LIMITS.text),
});

const contact = z.object({
  name: requiredText(PET_FILE_LIMITS.name, PET_FILE_MESSAGES.contactName),
  phone: phone(PET_FILE_MESSAGES.contactPhone),
  relation: optionalText(PET_FILE_LIMITS.name),
});

/** A year a living pet can have been born in: the last 40 years up to this one. */
const birthYear = z
  .number(PET_FILE_MESSAGES.birthYear)
  .int(PET_FILE_MESSAGES.birthYear)
  .refine((year) => year <= new Date().getUTCFullYear() && year >= new Date().getUTCFullYear() - 40, PET_FILE_MESSAGES.birthYear);

export const petFileSchema = z
  .object({
    name: requiredText(PET_FILE_LIMITS.name, PET_FILE_MESSAGES.name),
    species: z.enum(["DOG", "CAT"], PET_FILE_MESSAGES.species),
    breed: optionalText(PET_FILE_LIMITS.name),
    birthYear: birthYear.optional().nullable().transform((value) => value ?? undefined),
    weightKg: z.number(PET_FILE_MESSAGES.weightKg).min(0.1, PET_FILE_MESSAGES.weightKg).max(120, PET_FILE_MESSAGES.weightKg).optional().nullable().transform((value) => value ?? undefined),
    food: optionalText(PET_FILE_LIMITS.text),
    feeding: optionalText(PET_FILE_LIMITS.text),
    medications: z
      .array(medication, PET_FILE_MESSAGES.medications)
      .max(PET_FILE_LIMITS.medications, PET_FILE_MESSAGES.medications)
      // The sitter's daily report ticks each medicine by its name.
      .refine((list) => new Set(list.map((item) => foldText(item.name))).size === list.length, PET_FILE_MESSAGES.medicationTwice),
    allergies: optionalText(PET_FILE_LIMITS.text),
    behaviour: optionalText(1000),
    vet: z.object(
      {
        clinic: requiredText(PET_FILE_LIMITS.name, PET_FILE_MESSAGES.vetClinic),
        phone: phone(PET_FILE_MESSAGES.vetPhone),
        address: optionalText(PET_FILE_LIMITS.text),
      },
      PET_FILE_MESSAGES.vetClinic,
    ),
    emergencyContacts: z.array(contact, PET_FILE_MESSAGES.contacts).min(1, PET_FILE_MESSAGES.contacts).max(PET_FILE_LIMITS.contacts, PET_FILE_MESSAGES.contacts),
    vetSpendCapUSD: z.number(PET_FILE_MESSAGES.spendCap).int(PET_FILE_MESSAGES.spendCap).min(0, PET_FILE_MESSAGES.spendCap).max(PET_FILE_LIMITS.spendCap, PET_FILE_MESSAGES.spendCap),
    consentName: optionalText(PET_FILE_LIMITS.name),
  })
  .superRefine((file, ctx) => {
    if (file.vetSpendCapUSD > 0 && !file.consentName) ctx.addIssue({ code: "custom", path: ["consentName"], message: PET_FILE_MESSAGES.consentName });
  });
export type PetFileInput = z.output<typeof petFileSchema>;

/** POST /api/bookings/{token}/pet/vaccines – the text field beside the file: the day the vaccines stop being current. */
/** The furthest a vaccination card may be current, in years from today. */
const VACCINE_YEARS_AHEAD = 10;
/** Today in El Salvador, `years` ahead (YYYY-MM-DD, compared as text). */
function yearsFromToday(years: number): string {
  const today = todayInElSalvador();
  return `${String(Number(today.slice(0, 4)) + years).padStart(4, "0")}${today.slice(4)}`;
}

export const vaccineExpirySchema = z.object({
  expiresOn: z.iso
    .date("Escribe hasta cuándo están vigentes las vacunas (una fecha válida).")
    // A card that lapsed already would read "verified" to the sitter once the team checks it.
    .refine((day) => day >= todayInElSalvador(), "Esas vacunas ya vencieron: sube la tarjeta con las vacunas al día (vigentes de hoy en adelante).")
    // No vaccine lasts a decade: a day like 9999-12-31 is a typo.
    .refine((day) => day <= yearsFromToday(VACCINE_YEARS_AHEAD), `Revisa la fecha: las vacunas no duran más de ${VACCINE_YEARS_AHEAD} años.`),
});


/** PATCH /api/admin/vaccines/{id} – the team verifies a vaccination card (or takes it back), and may correct its day. */
export const verifyVaccineSchema = z.object({
  verified: z.boolean("Indica si la tarjeta de vacunas queda verificada."),
  expiresOn: z.iso.date("La fecha de vigencia no es válida.").optional(),
});
