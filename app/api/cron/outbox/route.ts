import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMessages } from "@/lib/mail/outbox";

// GET /api/cron/outbox – sends the e-mails and WhatsApp messages that are due, retrying failures with backoff (Vercel
// Cron, with the secret).
export const GET = route({ cron: true }, async () => {
  const { mail, whatsapp } = await deliverDueMessages();
  return json({ ok: true, ...mail, whatsapp });
});
