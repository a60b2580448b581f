"use client";

import { useState } from "react";
import { useInlineForm } from "@/components/forms/use-inline-form";
import { InlineFormButtons } from "@/components/forms/inline-form-buttons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { cancelConfirmed, PORTAL_KEYS, type PortalRequest } from "@/lib/client/portal-api";

/** "Cancelar reserva" on a confirmed booking: asks why (the owner reads it, with their Plan B), then cancels. */
export function CancelBooking({ booking }: { booking: Pick<PortalRequest, "id" | "reference"> }) {
  const queryClient = useQueryClient();
  const { open, show, close, onKeyDown, triggerRef } = useInlineForm();
  const [reason, setReason] = useState("");
  const cancel = useMutation({
    mutationFn: () => cancelConfirmed(booking.id, reason.trim()),
    onSuccess: async () => {
      toast.success("Reserva cancelada", { description: `Referencia ${booking.reference}. Avisamos al dueño y al equipo.` });
      close();
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.bookings });
    },
    onError: (error) => toast.error("Error", { description: errorMessage(error, "No pudimos cancelar la reserva. Intenta de nuevo.") }),
  });
  const reasonId = `reserva-${booking.id}-cancelar`;
  if (!open) {
    return (
      <Button ref={triggerRef} type="button" size="sm" variant="outline" className="w-fit" onClick={show}>
        Cancelar reserva<span className="sr-only"> {booking.reference}</span>
      </Button>
    );
  }
  return (
    <form
      className="grid gap-2 rounded-lg border p-3"
      aria-label={`Cancelar la reserva ${booking.reference}`}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) cancel.mutate();
      }}
    >
      <Label htmlFor={reasonId}>¿Por qué cancelas? El dueño lo recibe por correo, con su Plan B para pasar la reserva a otro cuidador.</Label>
      <Textarea id={reasonId} rows={2} maxLength={500} required autoFocus value={reason} onChange={(event) => setReason(event.target.value)} />
      <p className="text-xs text-muted-foreground">Cancelar una reserva confirmada poco antes de empezar cuenta en tu perfil.</p>
      <InlineFormButtons variant="destructive" disabled={!reason.trim() || cancel.isPending} onBack={close}>
        Sí, cancelar la reserva
      </InlineFormButtons>
    </form>
  );
}
