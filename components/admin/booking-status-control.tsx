"use client";

import { useId, useState } from "react";
import { OptionsSelect } from "@/components/forms/options-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { needsReason, toldOfMove, type Recipient } from "@/lib/bookings/core/process";
import { BOOKING_STATUS_LABELS, type BookingStatusCode } from "@/lib/bookings/core/status";

const RECIPIENT_NAMES: Record<Recipient, string> = {
  owner: "el dueño de la mascota",
  sitter: "el cuidador (si tiene cuenta en el portal)",
  team: "el equipo",
};

/** "Se marcará como confirmada y se avisará por correo a el dueño de la mascota y el cuidador (…)." */
export function moveSentence(to: BookingStatusCode, told: readonly Recipient[]): string {
  const names = told.map((recipient) => RECIPIENT_NAMES[recipient]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names.at(-1)}` : names[0];
  return `Se marcará como ${BOOKING_STATUS_LABELS[to].toLowerCase()} y se avisará por correo a ${list}.`.replaceAll(" a el ", " al ");
}

/**
 * The booking's status and the moves its lifecycle allows from it. A move that e-mails someone asks first, in one
 * sentence, what will happen and who will be told; declining and cancelling also ask for the reason (the owner reads
 * it in their e-mail). A move that tells no one happens as it is chosen.
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
    if (needsReason(status, next, "team") || toldOfMove(status, next, "team").length > 0) {
      setReason("");
      setAsking(next);
    } else onMove({ status: next });
  }
  const askingReason = asking !== null && needsReason(status, asking, "team");

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
          aria-label={`Marcar como ${BOOKING_STATUS_LABELS[asking].toLowerCase()}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (askingReason && !reason.trim()) return;
            onMove({ status: asking, ...(askingReason ? { reason: reason.trim() } : {}) });
            setAsking(null);
          }}
        >
          <p id={`${id}-what`} className="text-sm">
            {moveSentence(asking, toldOfMove(status, asking, "team"))}
          </p>
          {askingReason && (
            <>
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
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={(askingReason && !reason.trim()) || pending} autoFocus={!askingReason} aria-describedby={`${id}-what`}>
              Marcar como {BOOKING_STATUS_LABELS[asking].toLowerCase()} y avisar
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
