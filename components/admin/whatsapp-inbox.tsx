"use client";

import { useQuery } from "@tanstack/react-query";
import { NewTabLink } from "@/components/new-tab-link";
import { ADMIN_KEYS, type UnfiledWhatsappMessage } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import { AdminSection } from "./admin-section";
import { SectionEmpty, SectionQuery } from "./section-states";

/** Mensajes sin reserva: what people wrote on WhatsApp that no booking's conversation took, newest first. */
export function WhatsappInbox() {
  const inbox = useQuery<{ messages: UnfiledWhatsappMessage[] }>({ queryKey: ADMIN_KEYS.whatsappInbox });
  return (
    <AdminSection
      title="Mensajes sin reserva"
      description="Lo que nos escribieron por WhatsApp números sin una reserva activa y sin responder a un aviso nuestro. Lo demás queda en la conversación de su reserva. Responde desde el WhatsApp del equipo."
      onRefresh={() => inbox.refetch()}
      refreshing={inbox.isFetching}
    >
      <SectionQuery
        query={inbox}
        loading="Cargando los mensajes…"
        what="los mensajes"
        isEmpty={(data) => data.messages.length === 0}
        empty={<SectionEmpty>No hay mensajes sin reserva.</SectionEmpty>}
      >
        {(data) => (
          <ol className="grid gap-2 text-sm" aria-label="Mensajes sin reserva">
            {data.messages.map((message) => (
              <li key={message.id} className="grid gap-1 rounded-md border bg-background px-3 py-2 sm:grid-cols-[11rem_10rem_1fr]">
                <span className="text-muted-foreground">{formatDateTimeShort(message.receivedAt)}</span>
                <NewTabLink href={message.whatsappUrl}>
                  {message.from}
                </NewTabLink>
                <span className="whitespace-pre-line break-words">{message.text}</span>
              </li>
            ))}
          </ol>
        )}
      </SectionQuery>
    </AdminSection>
  );
}
