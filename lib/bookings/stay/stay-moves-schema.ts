import { z } from "@/lib/zod";
import { optionalText } from "@/lib/fields";

// The stay at the door, as the portal and the tracking page send it: the hand-over (with the place the sitter
// chooses to say), the hand-back, the owner's pick-up and each side's no-show.

export const HAND_OVER_LIMITS = { place: 120 } as const;

export const STAY_MOVE_MESSAGES = {
  place: `El lugar puede tener como máximo ${HAND_OVER_LIMITS.place} caracteres.`,
  notHandedOver: "Todavía no se registró la entrega de tu mascota: el cuidador la marca al recibirla.",
  alreadyCompleted: "Esta reserva ya está completada: no hay nada más que registrar.",
  alreadyInProgress: "La entrega ya está registrada: la estadía está en curso.",
} as const;

/** POST /api/portal/bookings/{id}/hand-over – where the pet changed hands, if the sitter wants to say it ("" or missing: not said). */
export const handOverSchema = z.object({ place: optionalText(HAND_OVER_LIMITS.place, STAY_MOVE_MESSAGES.place) });
export type HandOverInput = z.output<typeof handOverSchema>;

/** The bodies of the moves that carry nothing: the hand-back, the pick-up, the no-shows (an empty object or none). */
export const emptyMoveSchema = z.object({});
