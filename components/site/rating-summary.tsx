import { SpriteIcon, StaticIcon } from "@/components/site/icon-sprite";
import { formatRating, formatReviewCount } from "@/lib/format/text";
import { cn } from "@/lib/utils";

const STAR = "size-4 fill-warning text-warning-foreground";

/**
 * "★ 4.9 · 38 reseñas", or "Nuevo en Huellitas" while the sitter has no rating yet:
 * a rating is shown only with at least one review counted behind it. Its star is the page's sprite symbol, or drawn
 * in place where it is the page's only star (`lonely`).
 */
export function RatingSummary({
  rating,
  reviewCount,
  className,
  lonely = false,
}: {
  rating: number | null | undefined;
  reviewCount: number | null | undefined;
  className?: string;
  lonely?: boolean;
}) {
  if (rating == null || !reviewCount) {
    return <p className={cn("text-sm text-muted-foreground", className)}>Nuevo en Huellitas · aún sin calificación</p>;
  }
  return (
    <p className={cn("flex items-center gap-1 text-sm", className)}>
      {lonely ? <StaticIcon name="star" className={STAR} /> : <SpriteIcon name="star" className={STAR} />}
      <span className="font-semibold">
        <span className="sr-only">Calificación: </span>
        {formatRating(rating)}
        <span className="sr-only"> de 5</span>
      </span>
      <span className="text-muted-foreground">· {formatReviewCount(reviewCount)}</span>
    </p>
  );
}
