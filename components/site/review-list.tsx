import { BadgeCheckIcon } from "lucide-react";
import type { SitterProfile } from "@/lib/sitters/profile-adapter";

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
              {review.verified && (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                  <BadgeCheckIcon aria-hidden="true" className="size-3.5" />
                  Reserva verificada
                </span>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
