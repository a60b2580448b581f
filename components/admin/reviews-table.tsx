"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheckIcon } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ADMIN_KEYS, publishReview, setReviewHidden, type AdminReview } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import { AdminSection } from "./admin-section";
import { toastFailure } from "./admin-toasts";
import { SectionEmpty, SectionQuery } from "./section-states";

/** Reseñas: the latest reviews; the team hides one with a reason (it stops counting in the sitter's rating). */
export function ReviewsTable() {
  const reviews = useQuery<AdminReview[]>({ queryKey: ADMIN_KEYS.reviews });
  return (
    <AdminSection
      title="Reseñas"
      description="Las reseñas más recientes. Una reseña oculta o por revisar no se ve en el perfil ni cuenta en su calificación."
      onRefresh={() => reviews.refetch()}
      refreshing={reviews.isFetching}
    >
      <SectionQuery
        query={reviews}
        loading="Cargando reseñas…"
        what="las reseñas"
        isEmpty={(data) => data.length === 0}
        empty={<SectionEmpty>Todavía no hay reseñas.</SectionEmpty>}
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </SectionQuery>
    </AdminSection>
  );
}

function ReviewItem({ review }: { review: AdminReview }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: (hidden: boolean) => setReviewHidden(review.id, hidden ? { hidden, reason: reason.trim() } : { hidden }),
    onSuccess: async ({ review: updated }) => {
      toast.success(updated.hidden ? "Reseña oculta" : "Reseña visible de nuevo", { description: `${review.author} · ${review.sitter.name}` });
      setAsking(false);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.reviews }), queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.sitters })]);
    },
    onError: (error) => toastFailure(error, "Error al cambiar la reseña"),
  });
  const publish = useMutation({
    mutationFn: () => publishReview(review.id),
    onSuccess: async () => {
      toast.success("Reseña publicada", { description: `${review.author} · ${review.sitter.name}` });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.reviews }), queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.sitters })]);
    },
    onError: (error) => toastFailure(error, "Error al publicar la reseña"),
  });
  const reasonId = `review-${review.id}-reason`;
  return (
    <li className="grid gap-2 rounded-lg border bg-background p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-semibold wrap-anywhere">{review.author}</span>
        <span className="min-w-0 text-muted-foreground wrap-anywhere">
          sobre {review.sitter.name} · {review.rating} de 5 · {formatDateTimeShort(review.createdAt)}
        </span>
        {review.verified && (
          <Badge variant="secondary">
            <BadgeCheckIcon aria-hidden="true" />
            Reserva verificada
          </Badge>
        )}
        {/* The reason is the team's own sentence: it wraps instead of widening the list on a phone. */}
        {review.hidden && (
          <Badge variant="outline" className="max-w-full justify-start text-left whitespace-normal wrap-anywhere">
            Oculta: {review.hiddenReason}
          </Badge>
        )}
      </div>
      {/* Why it waits for the team before it counts. */}
      {review.heldReason && !review.hidden && (
        <div className="grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-2">
          <p>
            <strong>Por revisar:</strong> {review.heldReason}
          </p>
          <Button type="button" size="sm" className="w-fit" disabled={publish.isPending} onClick={() => publish.mutate()}>
            Publicar<span className="sr-only"> la reseña de {review.author}</span>
          </Button>
        </div>
      )}
      <p className="whitespace-pre-line wrap-anywhere">{review.text}</p>
      {review.privateNote && (
        <p className="whitespace-pre-line wrap-anywhere text-muted-foreground">
          <strong>Nota privada para el equipo:</strong> {review.privateNote}
        </p>
      )}
      {review.hidden ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={change.isPending} onClick={() => change.mutate(false)}>
          Mostrar de nuevo
        </Button>
      ) : asking ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) change.mutate(true);
          }}
        >
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <Label htmlFor={reasonId}>Motivo para ocultarla</Label>
            <Input id={reasonId} value={reason} maxLength={500} required autoFocus onChange={(event) => setReason(event.target.value)} />
          </div>
          <Button type="submit" size="sm" disabled={!reason.trim() || change.isPending}>
            Ocultar reseña
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
            Volver
          </Button>
        </form>
      ) : (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setAsking(true)}>
          Ocultar<span className="sr-only"> la reseña de {review.author}</span>
        </Button>
      )}
    </li>
  );
}
