import { z } from "@/lib/zod";
import { optionalText, withoutInvisible } from "@/lib/fields";

// The sitter's report during a stay (parte del día): POST /api/portal/bookings/{id}/reports, a multipart form
// whose text fields arrive as strings (the checklist as JSON).

export const REPORT_LIMITS = { note: 1000, photos: 4, reason: 200 } as const;

export const REPORT_KINDS = ["CHECK_IN", "UPDATE", "CHECK_OUT"] as const;
export type ReportKindCode = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKindCode, string> = { CHECK_IN: "Llegada", UPDATE: "Durante el día", CHECK_OUT: "Salida" };

export const REPORT_MESSAGES = {
  kind: "Elige qué parte es: llegada, durante el día o salida.",
  note: `La nota puede tener como máximo ${REPORT_LIMITS.note} caracteres.`,
  checklist: "La lista del día no es válida.",
  medicationReason: "Si una medicina no se dio, escribe por qué.",
  empty: "Escribe una nota o agrega al menos una foto.",
  location: "La ubicación no es válida.",
  tooManyPhotos: `Puedes enviar hasta ${REPORT_LIMITS.photos} fotos por parte.`,
  notNow: "Solo puedes enviar partes de una reserva confirmada, desde su primer día hasta el día siguiente al último.",
} as const;

const checklistSchema = z.object(
  {
    ate: z.boolean(REPORT_MESSAGES.checklist),
    water: z.boolean(REPORT_MESSAGES.checklist),
    pee: z.boolean(REPORT_MESSAGES.checklist),
    poo: z.boolean(REPORT_MESSAGES.checklist),
    medications: z
      .array(
        z
          .object({
            name: z.string(REPORT_MESSAGES.checklist).overwrite(withoutInvisible).trim().min(1, REPORT_MESSAGES.checklist).max(100, REPORT_MESSAGES.checklist),
            given: z.boolean(REPORT_MESSAGES.checklist),
            reason: optionalText(REPORT_LIMITS.reason),
          })
          .refine((medication) => medication.given || Boolean(medication.reason), REPORT_MESSAGES.medicationReason),
        REPORT_MESSAGES.checklist,
      )
      .max(10, REPORT_MESSAGES.checklist)
      .default([]),
  },
  REPORT_MESSAGES.checklist,
);
export type ReportChecklist = z.output<typeof checklistSchema>;

/** A JSON text field parsed before its schema checks it (broken JSON reads as the checklist's own message). */
const jsonText = z.string(REPORT_MESSAGES.checklist).transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: REPORT_MESSAGES.checklist });
    return z.NEVER;
  }
});

/** An optional number sent as text ("" or missing: none). */
const numberText = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === "") return undefined;
      const value = Number(text);
      // Plain decimals only: Number() also reads "0x10" and "1e1".
      if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text) || value < min || value > max) {
        ctx.addIssue({ code: "custom", message: REPORT_MESSAGES.location });
        return z.NEVER;
      }
      return value;
    });

/** The report's text fields. Whether it has a note or a photo is checked with the photos (reportHasContent). */
export const reportFieldsSchema = z.object({
  kind: z.enum(REPORT_KINDS, REPORT_MESSAGES.kind),
  note: optionalText(REPORT_LIMITS.note, REPORT_MESSAGES.note),
  checklist: jsonText.pipe(checklistSchema),
  latitude: numberText(-90, 90),
  longitude: numberText(-180, 180),
  accuracyMeters: numberText(0, 100_000),
}).superRefine((fields, ctx) => {
  // A place needs both coordinates; one alone would read "con ubicación registrada" with nothing to show.
  if ((fields.latitude === undefined) !== (fields.longitude === undefined)) {
    ctx.addIssue({ code: "custom", path: [fields.latitude === undefined ? "latitude" : "longitude"], message: REPORT_MESSAGES.location });
  }
});
export type ReportFields = z.output<typeof reportFieldsSchema>;

/** A report needs a note or a photo. */
export const reportHasContent = (fields: Pick<ReportFields, "note">, photoCount: number) => Boolean(fields.note) || photoCount > 0;
