"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { NewTabLink } from "@/components/new-tab-link";
import { PetFileDetails } from "@/components/pets/pet-file-details";
import { ReportTimeline } from "@/components/pets/report-timeline";
import { Button } from "@/components/ui/button";
import type { PetFile } from "@/lib/bookings/pet-file/pet-file";
import type { ShownReport } from "@/lib/bookings/stay/reports";
import { ADMIN_KEYS, verifyVaccineCard } from "@/lib/client/admin-api";
import { formatCalendarDay } from "@/lib/format/dates";
import { toastFailure } from "./admin-toasts";

/** "Ficha de la mascota" in a booking's card: read when opened; the team verifies the vaccination cards here. */
export function BookingPetFile({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const file = useQuery<{ ok: true; pet: PetFile | null }>({ queryKey: ADMIN_KEYS.petFile(bookingId), enabled: open });
  const verify = useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) => verifyVaccineCard(id, verified),
    onSuccess: async (_, { verified }) => {
      toast.success(verified ? "Vacunas verificadas" : "Verificación quitada");
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.petFile(bookingId) });
    },
    onError: (error) => toastFailure(error, "No pudimos guardar la verificación"),
  });
  const pet = file.data?.pet;
  return (
    <details className="rounded-lg border p-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">Ficha de la mascota</summary>
      <div className="mt-3 grid gap-3">
        {file.isPending && open && <p role="status">Cargando la ficha…</p>}
        {file.isError && <p role="alert">No pudimos cargar la ficha. Cierra y abre de nuevo.</p>}
        {file.isSuccess && !pet && <p>El dueño todavía no llenó la ficha.</p>}
        {pet && (
          <>
            <PetFileDetails pet={pet} />
            <ul className="grid gap-2">
              {(pet.vaccineCards ?? []).map((card) => (
                <li key={card.id} className="flex flex-wrap items-center gap-2">
                  {card.url ? (
                    <NewTabLink href={card.url} className="text-primary underline-offset-4 hover:underline">
                      {card.fileName}
                    </NewTabLink>
                  ) : (
                    <span>{card.fileName} (archivo eliminado)</span>
                  )}
                  <span>
                    vigente hasta el {formatCalendarDay(card.expiresOn)} · {card.verified ? "verificada" : "sin verificar"}
                  </span>
                  <Button type="button" size="sm" variant="outline" disabled={verify.isPending} onClick={() => verify.mutate({ id: card.id, verified: !card.verified })}>
                    {card.verified ? "Quitar verificación" : "Verificar vacunas"}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

/** "Partes del día" in a booking's card: the stay's reports with where each was sent from (the team only). */
export function BookingReports({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  const reports = useQuery<{ ok: true; reports: ShownReport[] }>({ queryKey: ADMIN_KEYS.reports(bookingId), enabled: open });
  return (
    <details className="rounded-lg border p-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">Partes del día</summary>
      <div className="mt-3">
        {reports.isPending && open && <p role="status">Cargando los partes…</p>}
        {reports.isError && <p role="alert">No pudimos cargar los partes. Cierra y abre de nuevo.</p>}
        {reports.data && <ReportTimeline reports={reports.data.reports} />}
      </div>
    </details>
  );
}
