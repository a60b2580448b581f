import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverDueMail } from "@/lib/mail/outbox";

// GET /api/cron/outbox – sends the e-mails that are due, retrying failures with backoff (Vercel Cron, with the secret).
export const GET = route({ cron: true }, async () => json({ ok: true, ...(await deliverDueMail()) }));
