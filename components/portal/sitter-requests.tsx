"use client";

import Link from "next/link";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CancelBooking } from "@/components/portal/cancel-booking";
import { useInlineForm } from "@/components/forms/use-inline-form";
import { InlineFormButtons } from "@/components/forms/inline-form-buttons";
import { BOOKING_STATUS_LABELS, NO_DETAILS } from "@/lib/bookings/core/status";
import { errorMessage } from "@/lib/client/api";
import { acceptRequest, declineRequest, reportConversationAsSitter, sendMessageAsSitter, PORTAL_KEYS, type PortalRequest, type PortalRequests } from "@/lib/client/portal-api";
import { SitterMeet } from "./sitter-meet";
import { StayDoor } from "./stay-door";
import { AGREED_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import { FamilyFeedback } from "./family-feedback";
import { RequestFamily } from "./request-family";
import { RequestProblems } from "./request-problems";
import { ConversationPanel } from "@/components/conversation/conversation-panel";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS, SERVICE_LABELS } from "@/lib/constants";
import { formatDateTimeShort, formatDayRange } from "@/lib/format/dates";
import { COMMITMENTS_PREVIEW_PATH, COMMITMENTS_TITLE } from "@/lib/site/commitments";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";

/** "Mis solicitudes": the requests for the caregiver's public profile, which they accept or decline. */
export function SitterRequests() {
  const requests = useQuery<PortalRequests>({ queryKey: PORTAL_KEYS.bookings });
  if (requests.isPending || requests.isError || !requests.data.linked) return null;
  const bookings = requests.data.bookings;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Mis solicitudes</h2>
        </CardTitle>
        <CardDescription>
          Las familias que pidieron tu cuidado. Al aceptar, la reserva queda confirmada: el dueño recibe un correo con tu
          WhatsApp y sus datos de contacto aparecen aquí. Lo que prometes al aceptar (cancelar con tiempo, la entrega, el
          parte de cada día) está en{" "}
          <a href={COMMITMENTS_PREVIEW_PATH} className="font-medium text-primary underline underline-offset-4">
            {COMMITMENTS_TITLE}
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        {bookings.length === 0 ? (
          <p className="text-sm text-muted-foreground">Todavía no tienes solicitudes.</p>
        ) : (
          <ul className="grid gap-3">
            {bookings.map((booking) => (
              <RequestItem key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function dates(booking: PortalRequest) {
  return booking.startDate && booking.endDate ? formatDayRange(booking.startDate, booking.endDate, { alone: true, capitalized: true }) : NO_DETAILS;
}

function RequestItem({ booking }: { booking: PortalRequest }) {
  const queryClient = useQueryClient();
  const { open: declining, show: startDeclining, close: stopDeclining, onKeyDown: declineKeys, triggerRef: declineRef } = useInlineForm();
  const [reason, setReason] = useState("");
  const answer = useMutation({
    mutationFn: (accept: boolean): Promise<{ status: "CONFIRMED" | "DECLINED" }> => (accept ? acceptRequest(booking.id) : declineRequest(booking.id, reason.trim())),
    onSuccess: async ({ status }) => {
      toast.success(status === "CONFIRMED" ? "Solicitud aceptada" : "Solicitud rechazada", { description: `Referencia ${booking.reference}` });
      stopDeclining();
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.bookings });
    },
    onError: (error) => toast.error("Error", { description: errorMessage(error, "No pudimos guardar tu respuesta. Intenta de nuevo.") }),
  });
  const reasonId = `solicitud-${booking.id}-motivo`;
  return (
    <li className="grid gap-2 rounded-lg border bg-background p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {booking.service ? SERVICE_LABELS[booking.service] : NO_DETAILS} · <span className="font-mono">{booking.reference}</span>
        </span>
        <Badge variant="outline">{BOOKING_STATUS_LABELS[booking.status]}</Badge>
      </div>
      <p>
        {booking.petType ? PET_TYPE_LABELS[booking.petType] : NO_DETAILS}
        {booking.petSize ? ` · ${PET_SIZE_SHORT_LABELS[booking.petSize]}` : ""} · {dates(booking)}
      </p>
      {booking.notes && <p className="whitespace-pre-line text-muted-foreground">{booking.notes}</p>}
      <p className="text-xs text-muted-foreground">Recibida el {formatDateTimeShort(booking.createdAt)}</p>
      <RequestFamily booking={booking} />
      {booking.owner && (
        <p>
          {booking.owner.name} · <a href={`mailto:${booking.owner.email}`} className="break-all text-primary underline underline-offset-4">{booking.owner.email}</a> ·{" "}
          WhatsApp <span className="whitespace-nowrap">{formatWhatsapp(booking.owner.whatsapp)}</span>
        </p>
      )}
      {statusIn(AGREED_STATUSES, booking.status) && (
        <Link href={`/portal/reservas/${booking.id}/emergencia`} className="w-fit font-medium text-primary underline underline-offset-4">
          Ficha y hoja de emergencia<span className="sr-only"> de la reserva {booking.reference}</span>
        </Link>
      )}
      <StayDoor booking={booking} />
      {booking.canCancel && <CancelBooking booking={booking} />}
      <RequestProblems booking={booking} />
      <FamilyFeedback booking={booking} />
      <SitterMeet booking={booking} />
      <ConversationPanel
        queryKey={PORTAL_KEYS.messages(booking.id)}
        reader="sitter"
        label="Conversación con el dueño y el equipo"
        unread={booking.unread}
        send={(text) => sendMessageAsSitter(booking.id, text)}
        report={(reason) => reportConversationAsSitter(booking.id, reason)}
      />
      {booking.canAnswer &&
        (declining ? (
          <form
            className="grid gap-2"
            aria-label={`No puedo tomar la solicitud ${booking.reference}`}
            onKeyDown={declineKeys}
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) answer.mutate(false);
            }}
          >
            <Label htmlFor={reasonId}>¿Por qué no puedes? El dueño de la mascota lo recibe por correo.</Label>
            <Textarea id={reasonId} rows={2} maxLength={500} required autoFocus value={reason} onChange={(event) => setReason(event.target.value)} />
            <InlineFormButtons variant="destructive" disabled={!reason.trim() || answer.isPending} onBack={stopDeclining}>
              Rechazar solicitud
            </InlineFormButtons>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            {booking.canConfirm && (
              <Button type="button" size="sm" disabled={answer.isPending} onClick={() => answer.mutate(true)}>
                Aceptar<span className="sr-only"> la solicitud {booking.reference}</span>
              </Button>
            )}
            <Button ref={declineRef} type="button" size="sm" variant="outline" disabled={answer.isPending} onClick={startDeclining}>
              No puedo<span className="sr-only"> tomar la solicitud {booking.reference}</span>
            </Button>
          </div>
        ))}
    </li>
  );
}
