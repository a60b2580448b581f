"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ADMIN_KEYS, type AuditPage } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import { AdminSection } from "./admin-section";
import { SectionEmpty, SectionQuery } from "./section-states";

/** Actividad: what each admin did and when, newest first, a page at a time. */
export function ActivityLog() {
  const [page, setPage] = useState(1);
  const activity = useQuery<AuditPage>({ queryKey: ADMIN_KEYS.activity(page), placeholderData: keepPreviousData });
  return (
    <AdminSection
      title="Actividad"
      description="Lo que hizo cada persona del equipo: cambios de reservas, documentos, cuentas, perfiles y reseñas."
      onRefresh={() => activity.refetch()}
      refreshing={activity.isFetching}
    >
      <SectionQuery
        query={activity}
        loading="Cargando la actividad…"
        what="la actividad"
        isEmpty={(data) => data.total === 0}
        empty={<SectionEmpty>Todavía no hay actividad registrada.</SectionEmpty>}
      >
        {(data) => (
          <div className="grid gap-3">
            <ol className="grid gap-2 text-sm" aria-label={`Actividad, página ${data.page} de ${data.pageCount}`}>
              {data.events.map((event) => (
                <li key={event.id} className="grid gap-0.5 rounded-md border bg-background px-3 py-2 sm:grid-cols-[11rem_1fr]">
                  <span className="text-muted-foreground">{formatDateTimeShort(event.createdAt)}</span>
                  <span className="break-words">
                    <span className="font-medium">{event.actor}</span>: {event.summary}
                  </span>
                </li>
              ))}
            </ol>
            <nav aria-label="Páginas de actividad" className="flex items-center gap-2">
              <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Más recientes
              </Button>
              <span className="text-sm text-muted-foreground">
                Página {data.page} de {data.pageCount}
              </span>
              <Button type="button" variant="outline" size="sm" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
                Anteriores
              </Button>
            </nav>
          </div>
        )}
      </SectionQuery>
    </AdminSection>
  );
}
