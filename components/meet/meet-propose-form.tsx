"use client";

import { useId, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { MEET_PLACE_LABELS_STAFF } from "@/lib/bookings/meet/meet-places";
import { MEET_PLACES } from "@/lib/bookings/meet/meet-schema";
import { errorMessage } from "@/lib/client/api";
import { MeetAddressFields, readMeetAddress, type MeetAddressInput } from "@/components/meet/meet-address-fields";

/**
 * Proposes a meet & greet (the sitter in the portal, the team in the dashboard): a day and time in El Salvador
 * (datetime-local), the place and an optional note. `send` posts it; the owner is told by e-mail.
 */
export function MeetProposeForm({
  reference,
  send,
  onSent,
  onCancel,
  onKeyDown,
  by = "team",
}: {
  reference: string;
  send: (meet: { at: string; place: string; note?: string; address?: MeetAddressInput }) => Promise<unknown>;
  /** Who proposes: the sitter must give their address for a meeting at their home; the team may. */
  by?: "sitter" | "team";
  onSent: () => void;
  onCancel: () => void;
  onKeyDown: (event: React.KeyboardEvent) => void;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [place, setPlace] = useState<string>("VIDEO");
  return (
    <form
      className="grid gap-2 rounded-lg border p-3"
      aria-label={`Proponer encuentro de bienvenida, solicitud ${reference}`}
      onKeyDown={onKeyDown}
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setPending(true);
        setFailure(null);
        try {
          const chosen = String(data.get("place"));
          const address = chosen === "SITTER_HOME" ? readMeetAddress(data) : undefined;
          await send({ at: String(data.get("at")), place: chosen, note: String(data.get("note") ?? "").trim() || undefined, ...(address ? { address } : {}) });
          onSent();
        } catch (error) {
          setFailure(errorMessage(error, "No pudimos proponer el encuentro. Intenta de nuevo."));
        } finally {
          setPending(false);
        }
      }}
    >
      <p className="font-medium">Proponer encuentro de bienvenida</p>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-at`}>Día y hora (hora de El Salvador)</Label>
        <Input id={`${id}-at`} name="at" type="datetime-local" required autoFocus />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-place`}>Dónde</Label>
        <NativeSelect id={`${id}-place`} name="place" required value={place} onChange={(event) => setPlace(event.target.value)}>
          {MEET_PLACES.map((place) => (
            <option key={place} value={place}>
              {MEET_PLACE_LABELS_STAFF[place]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {place === "VIDEO" && <p className="text-muted-foreground">El día de la entrega (el primer día de la estadía) no puede ser por videollamada.</p>}
      {place === "SITTER_HOME" && (
        <MeetAddressFields
          id={`${id}-address`}
          legend={by === "sitter" ? "Tu dirección (se la damos al dueño cuando confirme el encuentro)" : "Dirección del cuidador (opcional; se la damos al dueño cuando confirme)"}
          required={by === "sitter"}
        />
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-note`}>Nota para el dueño (opcional)</Label>
        <Textarea id={`${id}-note`} name="note" rows={2} maxLength={500} />
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Enviando..." : "Proponer encuentro"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
