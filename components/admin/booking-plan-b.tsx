"use client";

import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ADMIN_KEYS, replaceInLists, updateBooking, type AdminBooking } from "@/lib/client/admin-api";
import { toastFailure } from "./admin-toasts";

const NONE = "";

/**
 * "Plan B" in a booking's card: the backup sitter named now, and a choice among the sitters free on every day of
 * the stay who take its service and pet (read when opened). The owner moves to them in one tap if the sitter cancels.
 */
export function BookingPlanB({ booking }: { booking: Pick<AdminBooking, "id" | "name" | "backupSitterId" | "backupSitter"> }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const backupId = booking.backupSitterId ?? null;
  const current = backupId === null ? NONE : String(backupId);
  const [choice, setChoice] = useState(current);
  const candidates = useQuery<{ ok: true; sitters: { id: number; name: string; nearby?: string }[] }>({ queryKey: ADMIN_KEYS.backups(booking.id), enabled: open });
  const save = useMutation({
    mutationFn: (backupSitterId: number | null) => updateBooking(booking.id, { backupSitterId }),
    onSuccess: ({ booking: updated }) => {
      replaceInLists(queryClient, ADMIN_KEYS.bookings, updated);
      toast.success("Plan B guardado", { description: `${updated.name}: ${updated.backupSitter?.name ?? "sin Plan B"}` });
    },
    onError: (error) => toastFailure(error, "No pudimos guardar el Plan B"),
  });
  const sitters = candidates.data?.sitters ?? [];
  // The backup named now stays choosable even when the list no longer has them (it is checked again on save).
  const options = backupId !== null && booking.backupSitter && !sitters.some((sitter) => sitter.id === backupId) ? [{ id: backupId, name: booking.backupSitter.name }, ...sitters] : sitters;
  return (
    <details className="rounded-lg border p-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">Plan B: {booking.backupSitter?.name ?? "sin cuidador de respaldo"}</summary>
      <form
        className="mt-3 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(choice === NONE ? null : Number(choice));
        }}
      >
        <Label htmlFor={`${id}-backup`}>Cuidador de respaldo</Label>
        <NativeSelect id={`${id}-backup`} value={choice} onChange={(event) => setChoice(event.target.value)} aria-describedby={`${id}-backup-hint`}>
          <option value={NONE}>Sin Plan B</option>
          {options.map((sitter) => (
            <option key={sitter.id} value={String(sitter.id)}>
              {"nearby" in sitter && sitter.nearby ? `${sitter.name} · ${sitter.nearby}` : sitter.name}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-backup-hint`} className="text-xs text-muted-foreground">
          {candidates.isPending && open
            ? "Buscando cuidadores libres…"
            : candidates.isError
              ? "No pudimos cargar la lista. Cierra y abre de nuevo."
              : "Libres en todas las fechas, con ese servicio y esa mascota. Si el cuidador cancela, el dueño pasa su reserva a este cuidador con un toque."}
        </p>
        <Button type="submit" variant="outline" size="sm" className="w-fit" disabled={choice === current || save.isPending}>
          Guardar Plan B
        </Button>
      </form>
    </details>
  );
}
