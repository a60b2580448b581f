"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { FieldShell } from "@/components/forms/field-shell";
import { PlainButton, PlainTextarea } from "@/components/forms/plain-controls";
import { useHydrated } from "@/components/forms/use-hydrated";
import { errorMessage } from "@/lib/client/api";
import { reportConversation, sendMessage } from "@/lib/client/tracking-api";
import {
  CONVERSATION_FORM_ERRORS,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  messageTextProblem,
  type ConversationFormState,
} from "@/lib/bookings/conversation/conversation-rules";

/** A server action the page binds to the booking (app/(site)/[base]/reserva/[token]/actions.ts): browser code never imports it. */
export type ConversationAction = (previous: ConversationFormState, data: FormData) => Promise<ConversationFormState>;

/**
 * The conversation's two forms on the owner's page: «Tu mensaje» and «Reportar esta conversación». Without JavaScript
 * each posts to its server action; once hydrated it is checked here and posted as JSON to the endpoint, then the page
 * reads the thread again.
 */
export function ConversationForms({ token, send, report }: { token: string; send: ConversationAction; report: ConversationAction }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [posted, postAction] = useActionState(send, {});
  const [text, setText] = useState(posted.text ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const error = failure ?? posted.error;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = messageTextProblem(text);
    if (problem) return setFailure(problem);
    setPending(true);
    setFailure(null);
    try {
      await sendMessage(token, text);
      setText("");
      router.refresh();
    } catch (caught) {
      setFailure(errorMessage(caught, CONVERSATION_FORM_ERRORS.send));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form action={postAction} onSubmit={hydrated ? submit : undefined} className="grid gap-2" aria-label="Escribir un mensaje">
        <FieldShell label="Tu mensaje" error={error ?? undefined}>
          {(control) => (
            <PlainTextarea {...control} name="text" rows={3} required maxLength={CONVERSATION_LIMITS.text} value={text} onChange={(event) => setText(event.target.value)} />
          )}
        </FieldShell>
        <input type="text" name="company" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
        <PlainButton type="submit" className="w-fit" disabled={pending}>
          {pending ? "Enviando..." : "Enviar"}
        </PlainButton>
      </form>
      <ReportConversation token={token} action={report} />
    </>
  );
}

/** «Reportar esta conversación»: the owner tells the team, with a reason; the team reads it first. */
function ReportConversation({ token, action }: { token: string; action: ConversationAction }) {
  const hydrated = useHydrated();
  const [posted, postAction] = useActionState(action, {});
  const [answer, setAnswer] = useState<ConversationFormState | null>(null);
  const [reason, setReason] = useState(posted.reason ?? "");
  const [pending, setPending] = useState(false);
  const { reported, error } = answer ?? posted;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) return setAnswer({ error: CONVERSATION_MESSAGES.reasonEmpty });
    setPending(true);
    try {
      await reportConversation(token, reason);
      setAnswer({ reported: true });
    } catch (caught) {
      setAnswer({ error: errorMessage(caught, CONVERSATION_FORM_ERRORS.report) });
    } finally {
      setPending(false);
    }
  }

  if (reported) {
    return (
      <p role="status" className="text-sm font-medium text-primary">
        Gracias: el equipo leerá esta conversación y te escribirá aquí.
      </p>
    );
  }
  return (
    <details className="text-sm" open={Boolean(error)}>
      <summary className="cursor-pointer text-muted-foreground underline underline-offset-4">Reportar esta conversación</summary>
      <form action={postAction} onSubmit={hydrated ? submit : undefined} className="mt-2 grid gap-2" aria-label="Reportar esta conversación">
        <FieldShell label="¿Qué pasó?" hint="Solo el equipo lo lee." error={error}>
          {(control) => (
            <PlainTextarea {...control} name="reason" rows={2} required maxLength={CONVERSATION_LIMITS.reason} value={reason} onChange={(event) => setReason(event.target.value)} />
          )}
        </FieldShell>
        <input type="text" name="company" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
        <PlainButton type="submit" variant="outline" className="w-fit" disabled={pending}>
          {pending ? "Enviando..." : "Enviar reporte"}
        </PlainButton>
      </form>
    </details>
  );
}
