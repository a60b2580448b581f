import { z } from "@/lib/zod";
import { optionalText, requiredText } from "@/lib/fields";
import { OWNER_MESSAGES } from "@/lib/bookings/owner-schema";

// Reviews: what the owner sends about a completed stay, and the team's hiding of one.

const stars = (message: string) => z.number(message).int(message).min(1, message).max(5, message);

/** POST /api/bookings/{token}/review */
export const reviewSchema = z.object({
  rating: stars(OWNER_MESSAGES.rating),
  communication: stars(OWNER_MESSAGES.communication),
  text: requiredText(1000, OWNER_MESSAGES.textRequired, OWNER_MESSAGES.textLong).refine((text) => Array.from(text).length >= 10, OWNER_MESSAGES.textShort),
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** PATCH /api/admin/reviews/{id} – hide (with the reason) or show again. */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean("Indica si la reseña se oculta."),
  reason: optionalText(500, "El motivo puede tener como máximo 500 caracteres."),
});
