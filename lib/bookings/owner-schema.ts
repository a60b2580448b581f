import { z } from "@/lib/zod";
import { optionalText } from "@/lib/fields";
import { GUARDS } from "@/lib/bookings/process";

// What the owner sends from their tracking page (/reserva/{token}).

export const OWNER_MESSAGES = {
  notFound: "No encontramos esa solicitud. Revisa que el enlace esté completo.",
  cannotCancel: GUARDS.ownerMayCancel.message,
  alreadyCancelled: "Esta solicitud ya está cancelada.",
  closedCannotCancel: "Esta solicitud ya está cerrada: no hay nada que cancelar.",
  noPlanB: GUARDS.planBReady.message,
  alreadyConfirmed: "Tu reserva ya está confirmada: no hay nada que cambiar.",
  rating: "Elige de 1 a 5 estrellas.",
  communication: "Elige de 1 a 5 estrellas para la comunicación.",
  textShort: "Cuéntanos un poco más: al menos 10 caracteres.",
  textLong: "Tu reseña puede tener como máximo 1000 caracteres.",
  textRequired: "Escribe tu reseña.",
  alreadyReviewed: "Ya dejaste una reseña para esta reserva. ¡Gracias!",
  notReviewable: "Solo puedes reseñar un servicio completado con un cuidador, hasta 30 días después de terminar.",
} as const;

/** POST /api/bookings/{token}/cancel – the owner may say why (optional). */
export const ownerCancelSchema = z.object({ reason: optionalText(500) });
