import { z } from "@/lib/zod";
import { optionalText } from "@/lib/fields";
import { ACCESS_MESSAGES } from "@/lib/bookings/core/access-messages";
import { GUARDS } from "@/lib/bookings/lent";
import { whatsappSwitchSchema } from "@/lib/mail/whatsapp-switch";

// What the owner sends from their tracking page (/reserva/{token}).

export const OWNER_MESSAGES = {
  notFound: ACCESS_MESSAGES.owner,
  cannotCancel: GUARDS.ownerMayCancel.message,
  alreadyCancelled: "Esta solicitud ya está cancelada.",
  closedCannotCancel: "Esta solicitud ya está cerrada: no hay nada que cancelar.",
  noPlanB: GUARDS.planBReady.message,
  alreadyConfirmed: "Tu reserva ya está confirmada: no hay nada que cambiar.",
} as const;

/** POST /api/bookings/{token}/cancel – the owner may say why (optional). */
export const ownerCancelSchema = z.object({ reason: optionalText(500) });

/** POST /api/bookings/{token}/whatsapp – WhatsApp notices to the booking's number on (true) or off (false). */
export const ownerWhatsappSchema = whatsappSwitchSchema;
