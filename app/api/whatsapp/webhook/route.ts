import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";
import { fileWhatsappReply } from "@/lib/bookings/conversation/conversation-whatsapp";
import { receiveWebhook, WEBHOOK_MESSAGES, webhookChallenge, webhookChallengeQuery } from "@/lib/mail/whatsapp-webhook";

// GET /api/whatsapp/webhook – Meta's subscription check: the challenge back as plain text when the verify token matches, 403 otherwise
export const GET = route({ query: webhookChallengeQuery }, async ({ query }) => {
  const challenge = webhookChallenge(query);
  if (challenge === null) return json({ ok: false, error: WEBHOOK_MESSAGES.forbidden }, { status: 403 });
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });
});

// POST /api/whatsapp/webhook – Meta's signed deliveries: message statuses, BAJA / STOP, what people write (filed in
// the booking's conversation, or kept for the team's "Mensajes sin reserva"; 401 unsigned)
export const POST = route({}, async ({ request }) => {
  const report = await receiveWebhook(request, fileWhatsappReply);
  // A filed reply may have queued its relay to the others.
  if (report.inbound > 0) deliverSoon();
  return json({ ok: true, ...report });
});
