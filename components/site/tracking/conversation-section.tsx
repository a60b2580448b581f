import { MessageList, type ThreadMessage } from "@/components/conversation/message-list";
import { UnreadBadge } from "@/components/conversation/unread-badge";
import { ConversationForms, type ConversationAction } from "./conversation-forms";

export type { ConversationAction };

/**
 * «Conversación»: the booking's messages between the owner, the sitter and the team, newest last, drawn by the server,
 * and the forms to write (./conversation-forms.tsx, the only part that runs in the browser).
 */
export function ConversationSection({
  token,
  messages,
  unread = 0,
  sitterName,
  send,
  report,
}: {
  token: string;
  messages: ThreadMessage[];
  /** How many of the messages the owner had not read before this view (the view marks them read). */
  unread?: number;
  sitterName: string | null;
  send: ConversationAction;
  report: ConversationAction;
}) {
  return (
    <section id="conversacion" aria-labelledby="conversacion-titulo" className="grid gap-3 rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 id="conversacion-titulo" className="text-lg font-semibold">
          Conversación
        </h2>
        <UnreadBadge count={unread} />
      </div>
      <p className="text-sm text-muted-foreground">
        {sitterName ? `Escríbele a ${sitterName} y al equipo de Huellitas.` : "Escríbele al equipo de Huellitas."} Todos leen lo mismo.
      </p>
      <MessageList messages={messages} reader="owner" />
      <ConversationForms token={token} send={send} report={report} />
    </section>
  );
}
