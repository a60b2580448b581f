import { runDocumentTimers } from "@/lib/caregivers/expiry-notices";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMessages } from "@/lib/mail/outbox";

// GET /api/cron/documents – 7 days before a verified check lapses, tells the caregiver and the team; refreshes
// the progress of checks that lapsed (Vercel Cron, with the secret). Idempotent.
export const GET = route({ cron: true }, async () => {
  const result = await runDocumentTimers();
  const { mail, whatsapp } = await deliverDueMessages();
  return json({ ok: true, ...result, mail, whatsapp });
});
