import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { unfiledWhatsappMessages } from "@/lib/mail/whatsapp-inbox";

// GET /api/admin/whatsapp-inbox – "Mensajes sin reserva": what people wrote on WhatsApp that no booking took, newest first.
export const GET = route({ auth: "admin" }, async () => json({ messages: await unfiledWhatsappMessages() }));
