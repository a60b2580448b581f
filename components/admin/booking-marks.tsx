"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { toastFailure } from "@/components/admin/admin-toasts";
import { ADMIN_KEYS, reviewCommitmentMark, type AdminBooking } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";

/**
 * The stay at the door and the record, on the team's card: when the pet changed hands (or "sin entrega registrada"
 * when nobody recorded the pick-up), and each mark the booking left (a late cancellation, a no-show) with «Marcar
 * revisada» — a sitter's paused profile is published again once its marks are reviewed.
 */
export function BookingMarks({ booking }: { booking: Pick<AdminBooking, "id" | "handOver" | "handBack" | "noHandBackRecorded" | "marks"> }) {
  const queryClient = useQueryClient();
  const review = useMutation({
    mutationFn: reviewCommitmentMark,
    onSuccess: async ({ mark }) => {
      toast.success("Marca revisada", { description: mark.republished ? "El perfil del cuidador vuelve a estar publicado." : undefined });
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.bookings });
    },
    onError: (error) => toastFailure(error, "No pudimos marcarla como revisada"),
  });
  if (!booking.handOver && !booking.noHandBackRecorded && booking.marks.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <h4 className="font-medium">Entrega e historial</h4>
      {booking.handOver && (
        <p>
          Entrega: {formatDateTimeShort(booking.handOver.at)}
          {booking.handOver.place ? ` · ${booking.handOver.place}` : ""}
          {booking.handBack ? ` · ${booking.handBack.by === "owner" ? "recogida por la familia" : "devuelta por el cuidador"} ${formatDateTimeShort(booking.handBack.at)}` : ""}
        </p>
      )}
      {booking.noHandBackRecorded && <p className="text-muted-foreground">Sin entrega registrada: nadie marcó la recogida.</p>}
      {booking.marks.length > 0 && (
        <ul className="grid gap-1">
          {booking.marks.map((mark) => (
            <li key={mark.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium">{mark.label}</span>
              <span className="text-muted-foreground">
                {formatDateTimeShort(mark.createdAt)}
                {mark.pausedProfile ? " · pausó el perfil del cuidador" : ""}
                {mark.reviewedAt ? ` · revisada ${formatDateTimeShort(mark.reviewedAt)}` : ""}
              </span>
              {!mark.reviewedAt && (
                <Button type="button" size="sm" variant="outline" disabled={review.isPending} onClick={() => review.mutate(mark.id)}>
                  Marcar revisada<span className="sr-only">: {mark.label}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
