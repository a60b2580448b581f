"use client";

import { useActionState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { PlainButton } from "@/components/forms/plain-controls";
import { petCalled } from "@/lib/bookings/stay/stay-words";

/** The state a stay button's server action answers with (app/(site)/[base]/reserva/[token]/actions.ts). */
export type StayMoveState = { error?: string };
/** A server action the page binds to the booking: browser code never imports it. */
export type StayMoveAction = (previous: StayMoveState, data: FormData) => Promise<StayMoveState>;

/**
 * The stay at the door, for the owner: while it is in progress «Ya recogí a Toby»; on its first day, before the
 * hand-over, «El cuidador no llegó». Plain forms posting to server actions: they work without JavaScript too.
 */
export function StaySection({
  line,
  petName,
  canPickUp,
  canReportNoShow,
  pickUp,
  reportNoShow,
}: {
  /** "Toby está con María José desde las 8:10" once handed over. */
  line: string | null;
  petName: string | null;
  canPickUp: boolean;
  canReportNoShow: boolean;
  pickUp: StayMoveAction;
  reportNoShow: StayMoveAction;
}) {
  const [pickedUp, pickUpAction, pickingUp] = useActionState(pickUp, {});
  const [reported, noShowAction, reporting] = useActionState(reportNoShow, {});
  const pet = petCalled(petName, "owner");
  return (
    <section aria-labelledby="entrega-titulo" className="grid gap-3 rounded-xl border bg-card p-5">
      <h2 id="entrega-titulo" className="text-lg font-semibold">
        Entrega
      </h2>
      {line && <p className="text-lg font-medium">{line}</p>}
      {canPickUp && (
        <form action={pickUpAction} className="grid gap-2">
          <p className="text-sm text-muted-foreground">Cuando recojas a {pet}, márcalo aquí: queda registrada la hora y la estadía se completa.</p>
          {pickedUp.error && <FormAlert>{pickedUp.error}</FormAlert>}
          <PlainButton type="submit" className="w-fit" disabled={pickingUp}>
            {pickingUp ? "Registrando..." : `Ya recogí a ${pet}`}
          </PlainButton>
        </form>
      )}
      {canReportNoShow && (
        <form action={noShowAction} className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            ¿Tu cuidador no llegó a la entrega? Avísanos: cancelamos la reserva, te ofrecemos tu Plan B o cuidadores libres en tus fechas, y nuestro equipo te escribe.
          </p>
          {reported.error && <FormAlert>{reported.error}</FormAlert>}
          <PlainButton type="submit" variant="outline" className="w-fit" disabled={reporting}>
            {reporting ? "Avisando..." : "El cuidador no llegó"}
          </PlainButton>
        </form>
      )}
    </section>
  );
}
