import { StarIcon } from "lucide-react";
import { formatRating, formatReviewCount } from "@/lib/format/text";
import { cn } from "@/lib/utils";

/**
 * "★ 4.9 · 38 reseñas", or "Nuevo en Huellitas" while the sitter has no rating yet:
 * a rating is shown only with at least one review counted behind it.
 */
export function RatingSummary({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null | undefined;
  reviewCount: number | null | undefined;
  className?: string;
}) {
  if (rating == null || !reviewCount) {
    return <p className={cn("text-sm text-muted-foreground", className)}>Nuevo en Huellitas · aún sin calificación</p>;
  }
  return (
    <p className={cn("flex items-center gap-1 text-sm", className)}>
      <StarIcon aria-hidden="true" className="size-4 fill-warning text-warning-foreground" />
      <span className="font-semibold">
        <span className="sr-only">Calificación: </span>
        {formatRating(rating)}
        <span className="sr-only"> de 5</span>
      </span>
      <span className="text-muted-foreground">· {formatReviewCount(reviewCount)}</span>
    </p>
  );
}
