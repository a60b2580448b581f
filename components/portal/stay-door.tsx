"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useInlineForm } from "@/components/forms/use-inline-form";
import { InlineFormButtons } from "@/components/forms/inline-form-buttons";
import { HAND_OVER_LIMITS } from "@/lib/bookings/stay/stay-moves-schema";
import { petCalled } from "@/lib/bookings/stay/stay-words";
import { errorMessage } from "@/lib/client/api";
import { handBackPet, handOverPet, PORTAL_KEYS, reportFamilyNoShow, type PortalRequest } from "@/lib/client/portal-api";
import { formatDateTimeShort } from "@/lib/format/dates";

type StayBooking = Pick<PortalRequest, "id" | "reference" | "petName" | "canHandOver" | "canHandBack" | "canReportNoShow" | "handOver" | "handBack">;

/**
 * The stay at the door, for the sitter: «Recibí a Toby» (with the place, if they want to say it) from the stay's
 * first day, «Entregué a Toby» while it is in progress, «La familia no llegó» on its first day; and when each happened.
 */
export function StayDoor({ booking }: { booking: StayBooking }) {
  const queryClient = useQueryClient();
  const { open, show, close, onKeyDown, triggerRef } = useInlineForm();
  const [place, setPlace] = useState("");
  const pet = petCalled(booking.petName, "sitter");
  const move = useMutation({
    mutationFn: (which: "handOver" | "handBack" | "noShow") =>
      which === "handOver" ? handOverPet(booking.id, place) : which === "handBack" ? handBackPet(booking.id) : reportFamilyNoShow(booking.id),
    onSuccess: async (_, which) => {
      const said = { handOver: "Entrega registrada: la estadía está en curso", handBack: "Devolución registrada: la reserva quedó completada", noShow: "Avisamos al equipo: la reserva quedó cancelada" };
      toast.success(said[which], { description: `Referencia ${booking.reference}` });
      close();
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.bookings });
    },
    onError: (error) => toast.error("Error", { description: errorMessage(error, "No pudimos registrarlo. Intenta de nuevo.") }),
  });
  const placeId = `reserva-${booking.id}-lugar`;
  if (!booking.handOver && !booking.canHandOver && !booking.canReportNoShow) return null;
  return (
    <div className="grid gap-2">
      {booking.handOver && (
        <p>
          Recibiste a {pet} el {formatDateTimeShort(booking.handOver.at)}
          {booking.handOver.place ? ` · ${booking.handOver.place}` : ""}
          {booking.handBack ? ` · ${booking.handBack.by === "owner" ? "la familia la recogió" : "la entregaste"} el ${formatDateTimeShort(booking.handBack.at)}` : ""}
        </p>
      )}
      {booking.canHandOver &&
        (open ? (
          <form
            className="grid gap-2 rounded-lg border p-3"
            aria-label={`Recibí a ${pet}: reserva ${booking.reference}`}
            onKeyDown={onKeyDown}
            onSubmit={(event) => {
              event.preventDefault();
              move.mutate("handOver");
            }}
          >
            <Label htmlFor={placeId}>¿Dónde la recibiste? (opcional: la familia lo ve)</Label>
            <Input id={placeId} maxLength={HAND_OVER_LIMITS.place} value={place} onChange={(event) => setPlace(event.target.value)} placeholder="Por ejemplo: en mi casa" />
            <p className="text-xs text-muted-foreground">Guardamos la hora. Una foto de la llegada va en el parte del día («Llegada»).</p>
            <InlineFormButtons disabled={move.isPending} onBack={close}>
              Recibí a {pet}
            </InlineFormButtons>
          </form>
        ) : (
          <Button ref={triggerRef} type="button" size="sm" className="w-fit" onClick={show}>
            Recibí a {pet}<span className="sr-only"> (reserva {booking.reference})</span>
          </Button>
        ))}
      <div className="flex flex-wrap gap-2">
        {booking.canHandBack && (
          <Button type="button" size="sm" className="w-fit" disabled={move.isPending} onClick={() => move.mutate("handBack")}>
            Entregué a {pet}<span className="sr-only"> (reserva {booking.reference})</span>
          </Button>
        )}
        {booking.canReportNoShow && !open && (
          <Button type="button" size="sm" variant="outline" className="w-fit" disabled={move.isPending} onClick={() => move.mutate("noShow")}>
            La familia no llegó<span className="sr-only"> (reserva {booking.reference})</span>
          </Button>
        )}
      </div>
    </div>
  );
}
