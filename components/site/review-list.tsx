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
            <figcaption className="mt-2 text-sm font-semibold">{review.author}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
