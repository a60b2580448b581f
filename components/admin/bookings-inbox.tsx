"use client";

import { ADMIN_KEYS, type AdminBookingsPage } from "@/lib/client/admin-api";
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatusCode } from "@/lib/bookings/core/status";
import { MARK_FILTERS, MESSAGE_FILTERS, type MarkFilter, type MessageFilter } from "@/lib/bookings/team/message-filters";
import { AdminSection } from "./admin-section";
import { BookingCard } from "./booking-card";
import { ExportLink } from "./export-link";
import { ALL, ListControls, PageOf, usePagedList } from "./paged-list";
import { SectionEmpty, SectionQuery } from "./section-states";

/** The «Mostrar» filter: a status, «Mensajes» (sin leer, con mensajes) or «Marcas por revisar». */
export type InboxFilter = BookingStatusCode | `mensajes:${MessageFilter}` | `marcas:${MarkFilter}`;
const MESSAGE_FILTER_LABELS: Record<MessageFilter, string> = { "sin-leer": "Mensajes sin leer", "con-mensajes": "Con mensajes" };
const MARK_FILTER_LABELS: Record<MarkFilter, string> = { "sin-revisar": "Marcas por revisar" };
/** The inbox with the record marks the team has not reviewed (the dashboard's banner opens it). */
export const MARKS_TO_REVIEW: InboxFilter = "marcas:sin-revisar";
const inboxParams = (value: InboxFilter): Record<string, string> => {
  const [name, rest] = value.split(":");
  return rest === undefined ? { estado: value } : { [name]: rest };
};

/**
 * Reservas: the booking requests, newest first, 50 a page, with their pipeline, the team's note and WhatsApp to
 * the owner; searched and filtered by status or by messages on the server (each status shows how many it holds). Reported
 * conversations come first, then bookings with messages the team has not read.
 */
export function BookingsInbox({ initialFilter }: { initialFilter?: InboxFilter }) {
  const list = usePagedList<AdminBookingsPage, InboxFilter>(ADMIN_KEYS.bookings[0], inboxParams, initialFilter);
  const bookings = list.query;
  const busy = bookings.isPlaceholderData;
  const counts = bookings.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

  return (
    <AdminSection
      title="Reservas"
      description="Solicitudes de reserva de los dueños de mascotas, de la más reciente a la más antigua."
      onRefresh={() => bookings.refetch()}
      refreshing={bookings.isFetching}
      actions={<ExportLink list="reservas" what="reservas" />}
    >
      <ListControls
        list={list}
        searchLabel="Buscar por nombre, correo, teléfono, municipio o referencia"
        filterLabel="Mostrar"
        filterOptions={[
          { value: ALL, label: counted("Todas", all) },
          ...BOOKING_STATUSES.map((value) => ({ value, label: counted(BOOKING_STATUS_LABELS[value], counts?.[value]) })),
          ...MESSAGE_FILTERS.map((value) => ({ value: `mensajes:${value}` as const, label: MESSAGE_FILTER_LABELS[value] })),
          ...MARK_FILTERS.map((value) => ({ value: `marcas:${value}` as const, label: MARK_FILTER_LABELS[value] })),
        ]}
        filterClassName="w-56"
      />
      <SectionQuery
        query={bookings}
        loading="Cargando reservas…"
        what="las reservas"
        rows={3}
        isEmpty={(data) => data.total === 0 && !list.filtering}
        empty={<SectionEmpty>Todavía no hay solicitudes de reserva.</SectionEmpty>}
      >
        {(data) => (
          <PageOf data={data} busy={busy} pagesLabel="Páginas de reservas" onPage={list.setPage} onClear={list.clear}>
            <ul className="grid gap-4" aria-busy={busy}>
              {data.items.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} />
                </li>
              ))}
            </ul>
          </PageOf>
        )}
      </SectionQuery>
    </AdminSection>
  );
}
