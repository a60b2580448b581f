import { z } from "@/lib/zod";
import { optionalText, requiredText } from "@/lib/fields";
import { REVIEW_WINDOW_DAYS } from "@/lib/bookings/reviews/review-rules";

// Reviews: what the owner sends about a completed stay, and the team's hiding of one.

export const REVIEW_MESSAGES = {
  rating: "Elige de 1 a 5 estrellas.",
  communication: "Elige de 1 a 5 estrellas para la comunicación.",
  textShort: "Cuéntanos un poco más: al menos 10 caracteres.",
  textLong: "Tu reseña puede tener como máximo 1000 caracteres.",
  textRequired: "Escribe tu reseña.",
  privateNoteLong: "La nota para el equipo puede tener como máximo 1000 caracteres.",
  alreadyReviewed: "Ya dejaste una reseña para esta reserva. ¡Gracias!",
  notReviewable: `Solo puedes reseñar un servicio completado con un cuidador, hasta ${REVIEW_WINDOW_DAYS} días después de terminar.`,
} as const;

const stars = (message: string) => z.number(message).int(message).min(1, message).max(5, message);

/** POST /api/bookings/{token}/review */
export const reviewSchema = z.object({
  rating: stars(REVIEW_MESSAGES.rating),
  communication: stars(REVIEW_MESSAGES.communication),
  text: requiredText(1000, REVIEW_MESSAGES.textRequired, REVIEW_MESSAGES.textLong).refine((text) => Array.from(text).length >= 10, REVIEW_MESSAGES.textShort),
  /** For the team only: never on the profile nor shown to the sitter. */
  privateNote: optionalText(1000, REVIEW_MESSAGES.privateNoteLong),
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** PATCH /api/admin/reviews/{id} – hide (with the reason) or show again. */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean("Indica si la reseña se oculta."),
  reason: optionalText(500, "El motivo puede tener como máximo 500 caracteres."),
});
