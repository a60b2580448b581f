"use client";

import { useId, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { OptionsSelect } from "@/components/forms/options-select";
import { Label } from "@/components/ui/label";
import { ADMIN_KEYS, type AdminBooking } from "@/lib/client/admin-api";
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatusCode } from "@/lib/bookings/status";
import { AdminSection } from "./admin-section";
import { BookingCard } from "./booking-card";
import { ExportLink } from "./export-link";
import { SectionEmpty, SectionQuery } from "./section-states";
import { formatCountOf } from "@/lib/format/text";

const ALL = "all";

/** Reservas: every booking request, newest first, with its pipeline, the team's note and WhatsApp to the owner. */
export function BookingsInbox() {
  const id = useId();
  const bookings = useQuery<AdminBooking[]>({ queryKey: ADMIN_KEYS.bookings });
  const [status, setStatus] = useState<BookingStatusCode | typeof ALL>(ALL);

  const counts = useMemo(() => {
    const byStatus = new Map<BookingStatusCode, number>();
    for (const booking of bookings.data ?? []) byStatus.set(booking.status, (byStatus.get(booking.status) ?? 0) + 1);
    return byStatus;
  }, [bookings.data]);
  const shown = (bookings.data ?? []).filter((booking) => status === ALL || booking.status === status);

  return (
    <AdminSection
      title="Reservas"
      description="Solicitudes de reserva de los dueños de mascotas, de la más reciente a la más antigua."
      onRefresh={() => bookings.refetch()}
      refreshing={bookings.isFetching}
      actions={<ExportLink list="reservas" what="reservas" />}
    >
      <SectionQuery
        query={bookings}
        loading="Cargando reservas…"
        what="las reservas"
        rows={3}
        isEmpty={(data) => data.length === 0}
        empty={<SectionEmpty>Todavía no hay solicitudes de reserva.</SectionEmpty>}
      >
        {(data) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-status`}>Mostrar</Label>
                <OptionsSelect
                  id={`${id}-status`}
                  value={status}
                  onValueChange={setStatus}
                  className="w-56"
                  options={[
                    { value: ALL, label: `Todas (${data.length})` },
                    ...BOOKING_STATUSES.map((value) => ({ value, label: `${BOOKING_STATUS_LABELS[value]} (${counts.get(value) ?? 0})` })),
                  ]}
                />
              </div>
              <p role="status" className="text-sm text-muted-foreground">
                {formatCountOf(shown.length, "reserva", "reservas")}
              </p>
            </div>
            {shown.length === 0 ? (
              <SectionEmpty>No hay reservas en este estado.</SectionEmpty>
            ) : (
              <ul className="grid gap-4">
                {shown.map((booking) => (
                  <li key={booking.id}>
                    <BookingCard booking={booking} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </SectionQuery>
    </AdminSection>
  );
}
