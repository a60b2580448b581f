"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/client/api";
import { FEEDBACK_LIMITS, FEEDBACK_WINDOW_DAYS } from "@/lib/bookings/feedback/feedback-rules";
import { giveFamilyFeedback, PORTAL_KEYS, type PortalRequest } from "@/lib/client/portal-api";

/**
 * «Valora a la familia», once per completed stay within 14 days: its rating and notes about the pet travel with the
 * family's next request to any sitter; the note for the team stays with the team.
 */
export function FamilyFeedback({ booking }: { booking: Pick<PortalRequest, "id" | "reference" | "canGiveFeedback"> }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState("");
  const [petNotes, setPetNotes] = useState("");
  const [privateNote, setPrivateNote] = useState("");
  const give = useMutation({
    mutationFn: () => giveFamilyFeedback(booking.id, { rating: Number(rating), petNotes, privateNote }),
    onSuccess: async () => {
      toast.success("¡Gracias por tu valoración!", { description: `Referencia ${booking.reference}` });
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.bookings });
    },
    onError: (error) => toast.error("Error", { description: errorMessage(error, "No pudimos guardar tu valoración. Intenta de nuevo.") }),
  });
  if (!booking.canGiveFeedback) return null;
  const id = (field: string) => `valoracion-${booking.id}-${field}`;
  return (
    <details>
      <summary className="cursor-pointer font-medium underline underline-offset-4">Valora a la familia</summary>
      <form
        className="mt-2 grid gap-2"
        aria-label={`Valorar a la familia de la reserva ${booking.reference}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (rating) give.mutate();
        }}
      >
        <p className="text-muted-foreground">Tienes {FEEDBACK_WINDOW_DAYS} días desde que terminó el servicio.</p>
        <Label htmlFor={id("estrellas")}>¿Cómo fue con esta familia?</Label>
        <NativeSelect id={id("estrellas")} required value={rating} onChange={(event) => setRating(event.target.value)}>
          <option value="">Elige de 1 a 5 estrellas</option>
          {[5, 4, 3, 2, 1].map((value) => (
            <option key={value} value={value}>
              {value} {value === 1 ? "estrella" : "estrellas"}
            </option>
          ))}
        </NativeSelect>
        <Label htmlFor={id("mascota")}>Notas sobre la mascota (opcional)</Label>
        <p className="text-xs text-muted-foreground">Las leerán los próximos cuidadores de esta familia: lo que ayuda a cuidarla bien.</p>
        <Textarea id={id("mascota")} rows={3} maxLength={FEEDBACK_LIMITS.petNotes} value={petNotes} onChange={(event) => setPetNotes(event.target.value)} />
        <Label htmlFor={id("equipo")}>Nota para el equipo (opcional)</Label>
        <p className="text-xs text-muted-foreground">Solo la lee el equipo de Huellitas.</p>
        <Textarea id={id("equipo")} rows={2} maxLength={FEEDBACK_LIMITS.privateNote} value={privateNote} onChange={(event) => setPrivateNote(event.target.value)} />
        <Button type="submit" size="sm" className="w-fit" disabled={!rating || give.isPending}>
          Enviar valoración
        </Button>
      </form>
    </details>
  );
}
