"use client";

import { useId, useState } from "react";
import { OptionsSelect } from "@/components/forms/options-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { needsReason } from "@/lib/bookings/process";
import { BOOKING_STATUS_LABELS, type BookingStatusCode } from "@/lib/bookings/status";

/**
 * The booking's status and the moves its lifecycle allows from it. Declining and cancelling ask for the reason
 * first (the owner reads it in their e-mail); the other moves happen as they are chosen.
 */
export function BookingStatusControl({
  status,
  moves,
  pending,
  onMove,
}: {
  status: BookingStatusCode;
  moves: BookingStatusCode[];
  pending: boolean;
  onMove: (change: { status: BookingStatusCode; reason?: string }) => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState<BookingStatusCode | null>(null);
  const [reason, setReason] = useState("");
  const options = [status, ...moves].map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

  function choose(next: BookingStatusCode) {
    if (next === status) return;
    if (needsReason(status, next, "team")) {
      setReason("");
      setAsking(next);
    } else onMove({ status: next });
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-status`}>Estado</Label>
      <OptionsSelect
        id={`${id}-status`}
        value={status}
        onValueChange={choose}
        options={options}
        disabled={pending || moves.length === 0}
        aria-busy={pending}
        aria-describedby={moves.length === 0 ? `${id}-final` : undefined}
        className="w-full sm:w-56"
      />
      {moves.length === 0 && (
        <p id={`${id}-final`} className="text-xs text-muted-foreground">
          Este estado es final: la reserva ya no cambia.
        </p>
      )}
      {asking && (
        <form
          className="grid gap-2 rounded-md border p-3"
          aria-label={`Motivo para marcarla como ${BOOKING_STATUS_LABELS[asking].toLowerCase()}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            onMove({ status: asking, reason: reason.trim() });
            setAsking(null);
          }}
        >
          <Label htmlFor={`${id}-reason`}>Motivo ({BOOKING_STATUS_LABELS[asking].toLowerCase()})</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            rows={2}
            required
            autoFocus
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${id}-reason-hint`}
          />
          <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
            El dueño de la mascota lo recibe en su correo.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!reason.trim() || pending}>
              Marcar como {BOOKING_STATUS_LABELS[asking].toLowerCase()}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(null)}>
              Volver
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
