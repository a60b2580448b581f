"use client";

import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MessageList, type ThreadMessage } from "@/components/conversation/message-list";
import { UnreadBadge } from "@/components/conversation/unread-badge";
import { errorMessage } from "@/lib/client/api";
import { CONVERSATION_FORM_ERRORS, CONVERSATION_LIMITS, CONVERSATION_MESSAGES, messageTextProblem, type MessageAuthorCode } from "@/lib/bookings/conversation/conversation-rules";

type Thread = { messages: ThreadMessage[] };

/**
 * A booking's conversation in the portal and the dashboard: read when opened (GET …/messages at `queryKey`), a box
 * to write in and, for the sitter, «Reportar esta conversación». `extra` shows what else the answer carries.
 */
export function ConversationPanel<T extends Thread>({
  queryKey,
  reader,
  send,
  report,
  defaultOpen = false,
  extra,
  label = "Conversación",
  unread = 0,
}: {
  queryKey: readonly unknown[];
  reader: MessageAuthorCode;
  send: (text: string) => Promise<unknown>;
  report?: (reason: string) => Promise<unknown>;
  defaultOpen?: boolean;
  extra?: (thread: T) => React.ReactNode;
  label?: string;
  /** Messages by the others this reader has not read: shown beside the label until the thread is read (opening it marks it read). */
  unread?: number;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const thread = useQuery<T>({ queryKey, enabled: open });
  const write = useMutation({
    mutationFn: () => send(text),
    onSuccess: async () => {
      setText("");
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => setProblem(errorMessage(error, CONVERSATION_FORM_ERRORS.send)),
  });

  return (
    <details className="rounded-lg border p-3 text-sm" open={defaultOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">
        {label}
        {!thread.data && <UnreadBadge count={unread} className="ml-2" />}
      </summary>
      <div className="mt-3 grid gap-3">
        {thread.isPending && open && <p role="status">Cargando la conversación…</p>}
        {thread.isError && <p role="alert">No pudimos cargar la conversación. Cierra y abre de nuevo.</p>}
        {thread.data && <MessageList messages={thread.data.messages} reader={reader} />}
        {thread.data && extra?.(thread.data)}
        <form
          className="grid gap-2"
          aria-label="Escribir un mensaje"
          onSubmit={(event) => {
            event.preventDefault();
            const refused = messageTextProblem(text);
            setProblem(refused);
            if (!refused) write.mutate();
          }}
        >
          <Label htmlFor={`${id}-text`}>Tu mensaje</Label>
          <Textarea
            id={`${id}-text`}
            rows={3}
            maxLength={CONVERSATION_LIMITS.text}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {problem && (
            <p id={`${id}-problem`} role="alert" className="text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" size="sm" className="w-fit" disabled={write.isPending}>
            {write.isPending ? "Enviando..." : "Enviar"}
          </Button>
        </form>
        {report && <ReportForm report={report} />}
      </div>
    </details>
  );
}

/** «Reportar esta conversación»: the team reads it first in its inbox. */
function ReportForm({ report }: { report: (reason: string) => Promise<unknown> }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const send = useMutation({
    mutationFn: () => report(reason),
    onSuccess: () => toast.success("Reporte enviado", { description: "El equipo leerá esta conversación." }),
    onError: (error) => toast.error("Error", { description: errorMessage(error, CONVERSATION_FORM_ERRORS.report) }),
  });
  if (send.isSuccess) return <p role="status">Gracias: el equipo leerá esta conversación.</p>;
  return (
    <details>
      <summary className="cursor-pointer text-muted-foreground underline underline-offset-4">Reportar esta conversación</summary>
      <form
        className="mt-2 grid gap-2"
        aria-label="Reportar esta conversación"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) send.mutate();
          else toast.error("Error", { description: CONVERSATION_MESSAGES.reasonEmpty });
        }}
      >
        <Label htmlFor={`${id}-reason`}>¿Qué pasó? Solo el equipo lo lee.</Label>
        <Textarea id={`${id}-reason`} rows={2} maxLength={CONVERSATION_LIMITS.reason} required value={reason} onChange={(event) => setReason(event.target.value)} />
        <Button type="submit" size="sm" variant="outline" className="w-fit" disabled={send.isPending}>
          Enviar reporte
        </Button>
      </form>
    </details>
  );
}
