import { caregiverWhatsapp, setCaregiverWhatsapp } from "@/lib/caregivers/whatsapp-notices";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { whatsappSwitchSchema } from "@/lib/mail/whatsapp-switch";

// GET /api/portal/whatsapp – the caregiver's WhatsApp notices: their account's number, on or off, and whether they go.
export const GET = route({ auth: "user" }, async ({ session }) => json(await caregiverWhatsapp(session.user.id)));

// POST /api/portal/whatsapp – turns them on or off ({ optIn }) for that number.
export const POST = route({ auth: "user", body: whatsappSwitchSchema }, async ({ session, body }) =>
  json({ ok: true, whatsapp: await setCaregiverWhatsapp(session.user.id, body.optIn) }),
);
