import { AUTHOR_LABELS, type MessageAuthorCode, type MessageChannelCode } from "@/lib/bookings/conversation/conversation-rules";
import { formatDateTimeShort } from "@/lib/format/dates";

/** A message as every audience receives it (GET …/messages). */
export type ThreadMessage = { id: string; author: MessageAuthorCode; text: string; channel: MessageChannelCode; createdAt: string };

/**
 * A booking's conversation, oldest first, newest last: who wrote (the reader's own messages as «Tú»), when, and
 * the text as plain text — never HTML, and a link someone wrote stays words, not something to tap.
 */
export function MessageList({ messages, reader, empty = "Todavía no hay mensajes." }: { messages: ThreadMessage[]; reader: MessageAuthorCode; empty?: string }) {
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="grid gap-2" aria-label="Mensajes">
      {messages.map((message) => (
        <li key={message.id} className={`grid gap-1 rounded-lg border p-3 text-sm ${message.author === reader ? "bg-muted" : "bg-card"}`}>
          <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{message.author === reader ? "Tú" : AUTHOR_LABELS[message.author]}</span>
            <time dateTime={message.createdAt}>{formatDateTimeShort(message.createdAt)}</time>
            {message.channel === "whatsapp" && <span>por WhatsApp</span>}
          </p>
          <p className="whitespace-pre-line wrap-anywhere">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
