import { SpriteIcon } from "@/components/site/icon-sprite";
import { formatDate } from "@/lib/format/dates";
import type { SitterProfile } from "@/lib/sitters/profile-adapter";
import type { ReviewForReaders } from "@/lib/sitters/public";

/** The latest reviews (at most 2, chosen by the adapter). */
export function ReviewList({ reviews }: { reviews: SitterProfile["reviews"] }) {
  if (reviews.length === 0) {
    return <p className="text-sm text-muted-foreground">Todavía no tiene reseñas. ¡Tu mascota puede ser la primera!</p>;
  }
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => (
        <li key={`${review.author}-${review.text.slice(0, 20)}`}>
          <figure className="rounded-xl border bg-card p-4">
            <blockquote className="text-sm">
              <p>“{review.text}”</p>
            </blockquote>
            <figcaption className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold">{review.author}</span>
              {review.verified && <VerifiedMark reportCount={review.reportCount} />}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every visible review, newest first, with its date and stars, folded behind "Ver todas las reseñas (N)": a
 * <details>, so it opens without JavaScript. Shown when there are more than the latest ones above.
 */
export function AllReviews({ reviews }: { reviews: ReviewForReaders[] }) {
  return (
    <details className="mt-4 rounded-xl border bg-card p-4">
      <summary className="cursor-pointer font-medium">Ver todas las reseñas ({reviews.length})</summary>
      <ol className="mt-3 grid gap-4" aria-label="Todas las reseñas">
        {reviews.map((review) => (
          <li key={review.id} className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold">{review.author}</span>
              <span className="inline-flex items-center gap-1">
                <SpriteIcon name="star" className="size-3.5 fill-warning text-warning-foreground" />
                {review.rating} de 5 estrellas
              </span>
              <span className="text-muted-foreground">{formatDate(review.createdAt)}</span>
              {review.verified && <VerifiedMark reportCount={review.reportCount} />}
            </p>
            <p className="text-sm">“{review.text}”</p>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** "Reserva verificada": the review is of a booking made here; with the reports the sitter sent during that stay. */
function VerifiedMark({ reportCount }: { reportCount: number }) {
  return (
    <>
      <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
        <SpriteIcon name="badge-check" className="size-3.5" />
        Reserva verificada
      </span>
      {reportCount > 0 && <span className="text-xs text-muted-foreground">{reportsDuringStay(reportCount)}</span>}
    </>
  );
}

export const reportsDuringStay = (count: number) => `${count} ${count === 1 ? "parte" : "partes"} durante la estadía`;
