"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCwIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ADMIN_KEYS, resendMail, type AdminBooking, type AdminMail } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import { toastFailure } from "./admin-toasts";

const DELIVERY_LABELS = { sent: "enviado", delivered: "entregado", read: "leído", failed: "falló" } as const;

/** A message's state as the team reads it: pendiente, enviado, falló N veces, no enviado (its reason follows); WhatsApp's as Meta told it. */
export function mailState(mail: AdminMail): string {
  if (mail.channel === "whatsapp" && mail.delivery) return `${DELIVERY_LABELS[mail.delivery]}${mail.sentAt ? ` (enviado el ${formatDateTimeShort(mail.sentAt)})` : ""}`;
  if (mail.status === "SENT") return `enviado el ${formatDateTimeShort(mail.sentAt ?? mail.createdAt)}`;
  if (mail.status === "SKIPPED") return "no enviado";
  if (mail.status === "FAILED") return "rechazado por el servidor de correo";
  if (mail.attempts > 0) return `falló ${mail.attempts} ${mail.attempts === 1 ? "vez" : "veces"}, se reintenta`;
  return "pendiente";
}

/** "Reenviar": puts an e-mail back in the queue, then refreshes the bookings. */
function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: async ({ mailOn }) => {
      if (mailOn) toast.success("Correo en la cola", { description: "Se envía en cuanto el servidor de correo responda." });
      else toast.warning("Correo en la bandeja de salida", { description: "El correo está apagado (falta SMTP_URL): sale cuando se configure." });
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.bookings });
    },
    onError: (error) => toastFailure(error, "Error al reenviar el correo"),
  });
}

const RECIPIENT_LABELS = { owner: "el dueño", sitter: "el cuidador" } as const;

/** A notice that opens on its text: its subject, a line about it, then what was (or would be) sent. */
function NoticeDetails({ subject, about, text }: { subject: string; about: React.ReactNode; text: string }) {
  return (
    <details className="min-w-0 flex-1">
      <summary className="cursor-pointer">
        <span className="font-medium break-words">{subject}</span>
        <span className="block text-muted-foreground">{about}</span>
      </summary>
      {/* Without SMTP_URL (development) this is where the team reads what would be sent. */}
      <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 font-sans text-xs whitespace-pre-wrap">{text}</pre>
    </details>
  );
}

/** "Reenviar" (or "Enviar") for one e-mail, named for screen readers. */
function ResendButton({ resend, id, subject, label }: { resend: ReturnType<typeof useResendMail>; id: string; subject: string; label: string }) {
  return (
    <Button type="button" variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(id)}>
      <RotateCwIcon aria-hidden="true" />
      {label}
      <span className="sr-only"> «{subject}»</span>
    </Button>
  );
}

/**
 * «Sin avisar»: the notices that reached their person on no channel (held back, refused or failed on each), with
 * their text, the person, the reason and "Reenviar" (for an e-mail). Nothing when everyone was reached.
 */
export function UnreachedNotices({ unreached, labelledBy }: { unreached: AdminBooking["unreached"]; labelledBy: string }) {
  const resend = useResendMail();
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-2 text-sm">
      {unreached.map((notice) => (
        <li key={notice.mailId ?? notice.whatsappId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 p-2">
          <NoticeDetails
            subject={notice.subject}
            about={`Para ${RECIPIENT_LABELS[notice.recipient]} · ${formatDateTimeShort(notice.createdAt)} · ${notice.reason || "no llegó"}`}
            text={notice.text}
          />
          {/* A notice that went only by WhatsApp has no e-mail to send again: the team reaches the person another way. */}
          {notice.mailId && <ResendButton resend={resend} id={notice.mailId} subject={notice.subject} label="Reenviar" />}
        </li>
      ))}
    </ul>
  );
}

/** The notices a booking caused, by e-mail and WhatsApp, with their channel and state, and a way to send an e-mail again. */
export function BookingMails({ mails, labelledBy }: { mails: AdminMail[]; labelledBy: string }) {
  const resend = useResendMail();
  if (mails.length === 0) return <p className="text-sm text-muted-foreground">Sin avisos.</p>;
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-2 text-sm">
      {mails.map((mail) => (
        <li key={mail.id} className="flex flex-wrap items-center justify-between gap-2">
          <NoticeDetails
            subject={mail.subject}
            about={
              <>
                <span className="font-medium">{mail.channel === "whatsapp" ? "WhatsApp" : "Correo"}</span> · Para {mail.to} ·{" "}
                {mail.channel === "whatsapp" && mail.delivery === "failed" ? (
                  <span className="font-semibold text-destructive">WhatsApp no enviado: falló</span>
                ) : (
                  mailState(mail)
                )}
                {mail.lastError && mail.status !== "SENT" ? ` (${mail.lastError})` : ""}
              </>
            }
            text={mail.text}
          />
          {mail.channel === "email" && (
            <ResendButton resend={resend} id={mail.id} subject={mail.subject} label={mail.status === "SKIPPED" || mail.status === "FAILED" ? "Enviar" : "Reenviar"} />
          )}
        </li>
      ))}
    </ul>
  );
}
