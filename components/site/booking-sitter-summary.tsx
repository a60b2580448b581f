import { SiteLink } from "@/components/site/base-path";
import { StaticIcon } from "@/components/site/icon-sprite";
import { RatingSummary } from "@/components/site/rating-summary";
import { SitterAvatar } from "@/components/site/sitter-avatar";
import { formatPriceFrom } from "@/lib/format/text";
import { startingPrice } from "@/lib/sitters/prices";
import type { SitterSource } from "@/lib/sitters/types";

/** Who the booking request is for, with a way back to the profile. */
export function BookingSitterSummary({ sitter }: { sitter: SitterSource }) {
  const price = startingPrice(sitter.prices);
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card p-4">
      <SitterAvatar src={sitter.avatar} name={sitter.name} size={64} decorative />
      <div className="grid gap-0.5">
        <p className="font-semibold">{sitter.name}</p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <StaticIcon name="map-pin" className="size-3.5" />
          {sitter.municipality}, {sitter.department}
        </p>
        <RatingSummary rating={sitter.rating} reviewCount={sitter.reviewCount} lonely />
        {price !== null && <p className="text-sm font-semibold text-primary">{formatPriceFrom(price)}</p>}
        <SiteLink href={`/s/${sitter.slug}`} className="w-fit rounded-sm text-sm font-medium text-primary hover:underline">
          Ver perfil
        </SiteLink>
      </div>
    </div>
  );
}
