"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { MeetProposeForm } from "@/components/meet/meet-propose-form";
import { useInlineForm } from "@/components/forms/use-inline-form";
import { MeetSummaryLine } from "@/components/meet/meet-summary";
import { isHandoverMeeting, isOpenForMeet, meetShown } from "@/lib/bookings/meet/meet-rules";
import { stayStartsAt } from "@/lib/bookings/core/stay";
import { ADMIN_KEYS, proposeMeetAsTeam, type AdminBooking } from "@/lib/client/admin-api";
import { bookingReference } from "@/lib/bookings/core/reference";
import { meetHistoryLine } from "@/lib/bookings/meet/meet-history";
import { formatDateTimeShort } from "@/lib/format/dates";
import { useId } from "react";

const OUTCOME = { GOOD: "les fue bien", NOT_A_MATCH: "no hubo match" } as const;

/** The booking's meet & greet for the team: why a first booking waits for it, where it stands, proposing one. */
export function BookingMeet({ booking }: { booking: AdminBooking }) {
  const queryClient = useQueryClient();
  const { open: proposing, show: startProposing, close: stopProposing, onKeyDown: proposeKeys, triggerRef: proposeRef } = useInlineForm();
  // As on both sides' pages: after the owner's waiver, a proposal nobody met at is gone and none is proposed.
  const waived = booking.meetWaivedAt !== null;
  const meet = meetShown(booking.meet, waived);
  const canPropose = isOpenForMeet(booking.status) && !waived && meet?.status !== "CONFIRMED";
  if (!booking.meetNeeded && !meet && !waived) return null;
  return (
    <div className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm">
      <h4 className="font-medium">Encuentro de bienvenida</h4>
      {booking.meetNeeded && (
        <p className="text-muted-foreground">
          Primera reserva de este dueño con este cuidador: se confirma cuando los dos cuentan que les fue bien en el encuentro, o si
          el dueño dice que no lo necesita.
        </p>
      )}
      {meet && <MeetSummaryLine meet={{ ...meet, handover: isHandoverMeeting(meet.at, booking.startDate ? stayStartsAt(new Date(booking.startDate)) : null) }} reader="staff" />}
      {meet && (meet.ownerOutcome || meet.sitterOutcome) && (
        <p>
          Dueño: {meet.ownerOutcome ? OUTCOME[meet.ownerOutcome] : "sin respuesta"} · Cuidador: {meet.sitterOutcome ? OUTCOME[meet.sitterOutcome] : "sin respuesta"}
        </p>
      )}
      {booking.meetWaivedAt && <p>El dueño no necesita el encuentro{booking.meetWaivedReason ? `: «${booking.meetWaivedReason}»` : ""}.</p>}
      {canPropose &&
        (proposing ? (
          <MeetProposeForm
            reference={bookingReference(booking.id)}
            send={(input) => proposeMeetAsTeam(booking.id, input)}
            onCancel={stopProposing}
            onKeyDown={proposeKeys}
            onSent={() => {
              toast.success("Encuentro propuesto", { description: "Le avisamos al dueño y al cuidador por correo." });
              stopProposing();
              void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.bookings });
            }}
          />
        ) : (
          <Button ref={proposeRef} type="button" size="sm" variant="outline" className="w-fit" onClick={startProposing}>
            {meet ? "Proponer otra hora" : "Proponer encuentro"}
          </Button>
        ))}
    </div>
  );
}

/** «Historial del encuentro»: each move of the meet & greet, oldest first, with when and who (as the booking's history). */
export function BookingMeetHistory({ booking }: { booking: AdminBooking }) {
  const id = useId();
  if (booking.meetHistory.length === 0) return null;
  const names = { owner: booking.name, sitter: booking.sitterName };
  return (
    <div className="grid gap-1">
      <h4 id={id} className="text-sm font-medium">
        Historial del encuentro
      </h4>
      <ol aria-labelledby={id} className="grid gap-1 text-sm">
        {booking.meetHistory.map((step, index) => (
          <li key={`${step.move}-${step.at}-${index}`} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{meetHistoryLine(step, names)}</span>
            <span className="text-muted-foreground">
              {formatDateTimeShort(step.at)}
              {step.by === "owner" ? "" : ` · ${step.changedBy}`}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
