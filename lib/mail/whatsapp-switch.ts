import { z } from "@/lib/zod";

/**
 * The body of a switch for WhatsApp notices: on (true) or off (false). The owner's tracking page
 * (POST /api/bookings/{token}/whatsapp) and the caregiver portal (POST /api/portal/whatsapp) take it.
 */
export const whatsappSwitchSchema = z.object({ optIn: z.boolean("optIn debe ser true o false.") });
