import { json, HttpError } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { deliverSoon, resendMail } from "@/lib/mail/outbox";
import { smtpUrl } from "@/lib/mail/transport";
import { recordAudit } from "@/lib/audit";

// POST /api/admin/outbox/{id}/resend – puts an e-mail back in the queue and tries it at once. `mailOn: false`: no
// SMTP server is configured, so it waits in the outbox.
export const POST = route({ auth: "admin" }, async ({ params, session }) => {
  if (!(await resendMail(params.id))) throw new HttpError(404, "No encontramos ese correo.");
  await recordAudit({ actor: session.user.email, action: "mail.resend", targetType: "outbox", targetId: params.id, summary: "Reenvió un correo" });
  deliverSoon();
  return json({ ok: true, mailOn: smtpUrl() !== null });
});
