import { z } from "@/lib/zod";
import { optionalText } from "@/lib/fields";
import { FEEDBACK_LIMITS, FEEDBACK_WINDOW_DAYS } from "@/lib/bookings/feedback/feedback-rules";

export const FEEDBACK_MESSAGES = {
  rating: "Elige de 1 a 5 estrellas para la familia.",
  petNotesLong: `Las notas sobre la mascota pueden tener como máximo ${FEEDBACK_LIMITS.petNotes} caracteres.`,
  privateNoteLong: `La nota para el equipo puede tener como máximo ${FEEDBACK_LIMITS.privateNote} caracteres.`,
  notNow: `Puedes valorar a la familia de un servicio completado hasta ${FEEDBACK_WINDOW_DAYS} días después de terminar.`,
  already: "Ya valoraste esta reserva. ¡Gracias!",
} as const;

/** POST /api/portal/bookings/{id}/feedback: the family's rating, notes other sitters read, a note for the team only. */
export const feedbackSchema = z.object({
  rating: z.number(FEEDBACK_MESSAGES.rating).int(FEEDBACK_MESSAGES.rating).min(1, FEEDBACK_MESSAGES.rating).max(5, FEEDBACK_MESSAGES.rating),
  petNotes: optionalText(FEEDBACK_LIMITS.petNotes, FEEDBACK_MESSAGES.petNotesLong),
  privateNote: optionalText(FEEDBACK_LIMITS.privateNote, FEEDBACK_MESSAGES.privateNoteLong),
});
export type FeedbackInput = z.output<typeof feedbackSchema>;
