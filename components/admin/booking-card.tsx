"use client";

import { bookingReference } from "@/lib/bookings/core/reference";
import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, MessageCircleIcon } from "lucide-react";
import { toast } from "sonner";
import { NewTabLink } from "@/components/new-tab-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ADMIN_KEYS, publicProfilePath, replaceInLists, updateBooking, type AdminBooking } from "@/lib/client/admin-api";
import { BOOKING_STATUS_LABELS, NO_DETAILS, type BookingStatusCode } from "@/lib/bookings/core/status";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS } from "@/lib/constants";
import { SERVICE_LABELS } from "@/lib/constants";
import { formatDateTimeShort, formatDayRange } from "@/lib/format/dates";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";
import { toastFailure } from "./admin-toasts";
import { BookingMails, UnreachedNotices } from "./booking-mails";
import { BookingPetFile, BookingReports } from "./booking-pet-file";
import { BookingMarks } from "./booking-marks";
import { BookingPlanB } from "./booking-plan-b";
import { LIVE_STATUSES, statusIn, STAY_STATUSES } from "@/lib/constants/booking-status-groups";
import { BookingStatusControl } from "./booking-status-control";
import { BookingMeet, BookingMeetHistory } from "./booking-meet";
import { BookingConversation } from "./booking-conversation";
import { WhatsappConsentLine } from "./whatsapp-consent-line";

/** Who made a step of the history: the person's e-mail for the team, the sitter with theirs, else the role. */
function whoMoved(step: AdminBooking["history"][number]): string | null {
  if (step.changedBy === null) return null;
  if (step.by === "owner") return "el dueño";
  if (step.by === "system") return "automático";
  if (step.by === "sitter") return `el cuidador (${step.changedBy})`;
  return step.changedBy;
}

type BadgeVariant = React.ComponentProps<typeof Badge>["variant"];
const STATUS_BADGE: Record<BookingStatusCode, BadgeVariant> = {
  RECEIVED: "warning",
  CONTACTED: "secondary",
  CONFIRMED: "default",
  IN_PROGRESS: "default",
  COMPLETED: "success",
  DECLINED: "destructive",
  CANCELLED: "outline",
  EXPIRED: "outline",
};
const NOTE_MAX = 2000;

/** One booking request: who, which sitter, what and when; its status with the time of each change; the note. */
export function BookingCard({ booking }: { booking: AdminBooking }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(booking.internalNote ?? "");

  const update = useMutation({
    mutationFn: (change: { status?: BookingStatusCode; reason?: string; internalNote?: string | null }) => updateBooking(booking.id, change),
    onSuccess: ({ booking: updated }, change) => {
      replaceInLists(queryClient, ADMIN_KEYS.bookings, updated);
      if (change.status) toast.success("Estado actualizado", { description: `${updated.name}: ${BOOKING_STATUS_LABELS[updated.status]}` });
      else {
        setNote(updated.internalNote ?? "");
        toast.success("Nota guardada", { description: updated.name });
      }
    },
    onError: (error, change) => toastFailure(error, change.status ? "Error al actualizar estado" : "Error al guardar la nota"),
  });

  const titleId = `${id}-title`;
  const noteChanged = note.trim() !== (booking.internalNote ?? "");

  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-background p-3 sm:p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words">
            {booking.name}
            <span className="font-normal text-muted-foreground"> · {booking.service ? SERVICE_LABELS[booking.service] : NO_DETAILS}</span>
          </h3>
          <p className="text-sm text-muted-foreground">
            Recibida el {formatDateTimeShort(booking.createdAt)} · Ref. <span className="font-mono">{bookingReference(booking.id)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {booking.conversationReports.length > 0 && <Badge variant="destructive">Conversación reportada</Badge>}
          {booking.unreached.length > 0 && <Badge variant="destructive">Sin avisar</Badge>}
          {booking.marks.some((mark) => !mark.reviewedAt) && <Badge variant="warning">Por revisar: historial</Badge>}
          {booking.missingReport && <Badge variant="warning">{booking.missingReport === "today" ? "Sin parte hoy" : "Sin parte ayer"}</Badge>}
          <Badge variant={STATUS_BADGE[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Cuidador">
          {booking.sitter ? (
            <NewTabLink href={publicProfilePath(booking.sitter.slug)} srSuffix="(perfil público, se abre en una pestaña nueva)">
              {booking.sitterName ?? booking.sitter.slug}
            </NewTabLink>
          ) : (
            (booking.sitterName ?? "Sin cuidador elegido")
          )}
        </Detail>
        <Detail term="Fechas">
          {booking.startDate && booking.endDate ? formatDayRange(booking.startDate, booking.endDate, { alone: true, capitalized: true }) : NO_DETAILS}
        </Detail>
        <Detail term="Mascota">
          {booking.petType ? PET_TYPE_LABELS[booking.petType] : NO_DETAILS} · {booking.petSize ? PET_SIZE_SHORT_LABELS[booking.petSize] : NO_DETAILS}
        </Detail>
        <Detail term="Correo">
          <a href={`mailto:${booking.email}`} className="break-all text-primary underline-offset-4 hover:underline">
            {booking.email}
          </a>
        </Detail>
        <Detail term="WhatsApp">
          <span className="whitespace-nowrap">{formatWhatsapp(booking.whatsapp)}</span>
          <WhatsappConsentLine optInAt={booking.whatsappOptInAt} optOutAt={booking.whatsappOptOutAt} />
        </Detail>
        <Detail term="Municipio">{booking.municipality}</Detail>
        <Detail term="Notas del dueño" wide>
          {booking.notes ? <span className="whitespace-pre-line">{booking.notes}</span> : "Sin notas"}
        </Detail>
      </dl>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <BookingStatusControl status={booking.status} moves={booking.moves} pending={update.isPending} onMove={(change) => update.mutate(change)} />
          <BookingMeet booking={booking} />
          <BookingMarks booking={booking} />
          <div className="grid gap-1">
            <h4 id={`${id}-history`} className="text-sm font-medium">
              Historial
            </h4>
            <ol aria-labelledby={`${id}-history`} className="grid gap-1 text-sm">
              {booking.history.map((step, index) => (
                <li key={`${step.status}-${step.changedAt}-${index}`} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">{BOOKING_STATUS_LABELS[step.status]}</span>
                  <span className="text-muted-foreground">
                    {formatDateTimeShort(step.changedAt)}
                    {whoMoved(step) ? ` · ${whoMoved(step)}` : ""}
                    {step.reason ? ` · «${step.reason}»` : ""}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <BookingMeetHistory booking={booking} />
        </div>

        <form
          className="grid content-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (noteChanged) update.mutate({ internalNote: note });
          }}
        >
          <Label htmlFor={`${id}-note`}>Nota interna</Label>
          <Textarea
            id={`${id}-note`}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-note-hint`}
            rows={3}
          />
          <p id={`${id}-note-hint`} className="text-xs text-muted-foreground">
            Solo la ve el equipo.
          </p>
          <Button type="submit" variant="outline" size="sm" className="w-fit" disabled={!noteChanged || update.isPending}>
            {update.isPending && update.variables?.internalNote !== undefined && (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            )}
            Guardar nota
          </Button>
        </form>
      </div>

      {booking.sitterFeedback && (
        <p className="text-sm">
          <span className="font-medium">Valoración del cuidador a la familia:</span> {booking.sitterFeedback.rating} de 5
          {booking.sitterFeedback.petNotes && <span className="block">Sobre la mascota: {booking.sitterFeedback.petNotes}</span>}
          {booking.sitterFeedback.privateNote && <span className="block">Nota para el equipo: {booking.sitterFeedback.privateNote}</span>}
        </p>
      )}
      {statusIn(LIVE_STATUSES, booking.status) && <BookingPlanB booking={booking} />}
      <BookingConversation bookingId={booking.id} reported={booking.conversationReports.length > 0} unread={booking.unread} />
      <BookingPetFile bookingId={booking.id} />
      {(statusIn(STAY_STATUSES, booking.status) || booking.status === "COMPLETED") && <BookingReports bookingId={booking.id} />}

      {booking.unreached.length > 0 && (
        <div className="grid gap-1">
          <h4 id={`${id}-unreached`} className="text-sm font-medium text-destructive">
            Sin avisar: estos avisos no llegaron ni por correo ni por WhatsApp
          </h4>
          <UnreachedNotices unreached={booking.unreached} labelledBy={`${id}-unreached`} />
        </div>
      )}

      <div className="grid gap-1">
        <h4 id={`${id}-mails`} className="text-sm font-medium">
          Avisos (correo y WhatsApp)
        </h4>
        <BookingMails mails={booking.outbox} labelledBy={`${id}-mails`} />
      </div>

      <footer>
        <Button asChild variant="secondary" className="h-auto min-h-10 max-w-full py-2 whitespace-normal">
          <a href={booking.whatsappUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircleIcon aria-hidden="true" />
            Escribir a {booking.name.split(/\s+/)[0]} por WhatsApp
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </Button>
      </footer>
    </article>
  );
}

function Detail({ term, wide, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "grid gap-0.5 sm:col-span-2 lg:col-span-3" : "grid gap-0.5"}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
