import { BOOKING_FOR } from "@/lib/bookings/loop";
import { setOwnerWhatsapp } from "@/lib/bookings/owner/owner";
import { ownerWhatsappSchema } from "@/lib/bookings/owner/owner-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

// POST /api/bookings/{token}/whatsapp – the owner turns WhatsApp notices to their number on or off ({ optIn }).
export const POST = route(
  { body: ownerWhatsappSchema, rateLimit: { bucket: "tracking-whatsapp", limit: publicFormLimit }, booking: BOOKING_FOR.owner },
  async ({ body, booking }) => json({ ok: true, whatsapp: await setOwnerWhatsapp(booking, body.optIn) }),
);
