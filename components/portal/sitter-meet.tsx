"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { MeetProposeForm } from "@/components/meet/meet-propose-form";
import { useInlineForm } from "@/components/forms/use-inline-form";
import { MeetSummaryLine } from "@/components/meet/meet-summary";
import { MeetContact } from "@/components/meet/meet-contact";
import { errorMessage } from "@/lib/client/api";
import { meetOutcomeAsSitter, PORTAL_KEYS, proposeMeetAsSitter, type PortalRequest } from "@/lib/client/portal-api";

/** A request's meet & greet in "Mis solicitudes": why it comes first, the proposal, proposing one, saying how it went. */
export function SitterMeet({ booking }: { booking: PortalRequest }) {
  const queryClient = useQueryClient();
  const { open: proposing, show: startProposing, close: stopProposing, onKeyDown: proposeKeys, triggerRef: proposeRef } = useInlineForm();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.bookings });
  const outcome = useMutation({
    mutationFn: (value: "GOOD" | "NOT_A_MATCH") => meetOutcomeAsSitter(booking.id, value),
    onSuccess: async ({ status }) => {
      toast.success(status === "DECLINED" ? "Solicitud cerrada: no hubo match" : "¡Gracias! Guardamos cómo les fue");
      await refresh();
    },
    onError: (error) => toast.error("Error", { description: errorMessage(error, "No pudimos guardar cómo les fue. Intenta de nuevo.") }),
  });
  const { meet } = booking;
  if (!meet.needed && !meet.proposal) return null;
  return (
    <div className="grid gap-2 rounded-md bg-muted/50 p-3">
      <p className="font-medium">Encuentro de bienvenida</p>
      {meet.needed && (
        <p className="text-muted-foreground">
          Es la primera reserva de esta familia contigo: antes de aceptarla, conózcanse. La puedes aceptar cuando los dos
          cuenten que les fue bien (o si el dueño dice que no lo necesita).
        </p>
      )}
      {meet.waived && <p className="text-muted-foreground">El dueño dijo que no necesita el encuentro.</p>}
      {meet.proposal && <MeetSummaryLine meet={meet.proposal} reader="staff" petName={booking.petName} />}
      {meet.proposal?.contact && <MeetContact contact={meet.proposal.contact} reference={booking.reference} />}
      {meet.proposal?.address && <p>Dirección: {meet.proposal.address}</p>}
      {meet.proposalLapsed && <p>Esa hora pasó sin respuesta del dueño: propón otra.</p>}
      {meet.proposal?.yourOutcome && <p>Contaste: {meet.proposal.yourOutcome === "GOOD" ? "les fue bien" : "no hubo match"}.</p>}
      {meet.canJudge && (
        <fieldset className="grid gap-2">
          <legend className="font-medium">¿Cómo les fue?</legend>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={outcome.isPending} onClick={() => outcome.mutate("GOOD")}>
              Nos fue bien<span className="sr-only"> (solicitud {booking.reference})</span>
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={outcome.isPending} onClick={() => outcome.mutate("NOT_A_MATCH")}>
              No hubo match<span className="sr-only"> (solicitud {booking.reference})</span>
            </Button>
          </div>
        </fieldset>
      )}
      {meet.canPropose &&
        (proposing ? (
          <MeetProposeForm
            reference={booking.reference}
            send={(input) => proposeMeetAsSitter(booking.id, input)}
            by="sitter"
            onCancel={stopProposing}
            onKeyDown={proposeKeys}
            onSent={() => {
              toast.success("Encuentro propuesto", { description: "Le avisamos al dueño por correo." });
              stopProposing();
              void refresh();
            }}
          />
        ) : (
          <Button ref={proposeRef} type="button" size="sm" variant="outline" className="w-fit" onClick={startProposing}>
            {meet.proposal ? "Proponer otra hora" : "Proponer encuentro"}
            <span className="sr-only"> para la solicitud {booking.reference}</span>
          </Button>
        ))}
    </div>
  );
}
