import { z } from "@/lib/zod";
import { BOOKING_STATUSES } from "@/lib/bookings/core/status";
import { optionalText, requiredText } from "@/lib/fields";
import { filterField, listQuerySchema } from "@/lib/lists/query";
import { MARK_FILTERS, MESSAGE_FILTERS } from "@/lib/bookings/team/message-filters";
import { MAX_INT4 } from "@/lib/sitters/key-schema";

export const OPERATIONS_MESSAGES = {
  invalidStatus: "Elige un estado de reserva válido.",
  noteTooLong: "La nota puede tener como máximo 2000 caracteres.",
  reasonTooLong: "El motivo puede tener como máximo 500 caracteres.",
  nothing: "Indica el nuevo estado, la nota o el Plan B.",
  invalidBackup: "Elige un cuidador válido como Plan B.",
  unknownList: "Esa lista no existe.",
  invalidMessages: "Elige «sin-leer» o «con-mensajes» en el filtro de mensajes.",
  invalidMarks: "Elige «sin-revisar» en el filtro de marcas.",
} as const;

/** PATCH /api/admin/bookings/{id} – a move along the pipeline and/or the internal note. */
export const updateBookingSchema = z
  .object({
    status: z.enum(BOOKING_STATUSES, OPERATIONS_MESSAGES.invalidStatus).optional(),
    /** Why, when declining or cancelling (the owner reads it in their e-mail). */
    reason: optionalText(500, OPERATIONS_MESSAGES.reasonTooLong),
    internalNote: z
      .string(OPERATIONS_MESSAGES.noteTooLong)
      .trim()
      .max(2000, OPERATIONS_MESSAGES.noteTooLong)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    /** Plan B (lib/bookings/plan-b/plan-b.ts): a sitter's id, or null to clear it. */
    backupSitterId: z.number(OPERATIONS_MESSAGES.invalidBackup).int(OPERATIONS_MESSAGES.invalidBackup).positive(OPERATIONS_MESSAGES.invalidBackup).max(MAX_INT4, OPERATIONS_MESSAGES.invalidBackup).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.internalNote !== undefined || value.backupSitterId !== undefined, OPERATIONS_MESSAGES.nothing);

/** POST /api/portal/bookings/{id}/decline – the sitter says why (the owner reads it). */
export const declineSchema = z.object({ reason: requiredText(500, "Escribe el motivo: el dueño de la mascota lo recibe por correo.", OPERATIONS_MESSAGES.reasonTooLong) });

/**
 * GET /api/admin/bookings?pagina=&q=&estado=&mensajes=&marcas= – a page of the inbox (`estado`: a booking status code;
 * `mensajes`: MESSAGE_FILTERS; `marcas`: MARK_FILTERS).
 */
export const bookingListSchema = listQuerySchema({
  estado: filterField(BOOKING_STATUSES, OPERATIONS_MESSAGES.invalidStatus),
  mensajes: filterField(MESSAGE_FILTERS, OPERATIONS_MESSAGES.invalidMessages),
  marcas: filterField(MARK_FILTERS, OPERATIONS_MESSAGES.invalidMarks),
});
