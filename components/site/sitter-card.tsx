import { SiteLink } from "@/components/site/base-path";
import { SpriteIcon } from "@/components/site/icon-sprite";
import { RatingSummary } from "@/components/site/rating-summary";
import { SitterAvatar } from "@/components/site/sitter-avatar";
import { SitterSpecialty } from "@/components/site/sitter-specialty";
import { SuperSitterBadge } from "@/components/site/super-sitter-badge";
import { SERVICE_FILTERS } from "@/lib/constants";
import { LIMITS } from "@/lib/constants/limits";
import { formatPriceFrom, truncateText } from "@/lib/format/text";
import { cardPrice, cardSpecialty } from "@/lib/sitters/card-label";
import { searchQuery, type SearchFilters } from "@/lib/sitters/search-filters";
import { showsSuperSitterStar } from "@/lib/sitters/super-sitter";
import type { SitterSource } from "@/lib/sitters/types";
import { INVITATION_PARAM } from "@/lib/zones/invitation-link";
import { zoneOf } from "@/lib/zones/zone-of";

/**
 * Where a card leads: the profile, carrying the search; for a family searching with their invitation, a
 * sitter of the invited zone opens the booking form with it (the profile, cached for everyone, would say the zone is
 * closed). A token never goes to a profile's address.
 */
function cardHref(sitter: SitterSource, search: Partial<SearchFilters>, invitedZone: string | null | undefined): string {
  if (search.invitacion && invitedZone && zoneOf(sitter.department, sitter.municipality) === invitedZone) {
    const query = new URLSearchParams({ sitter: sitter.slug, [INVITATION_PARAM]: search.invitacion });
    if (search.fecha) query.set("fecha", search.fecha);
    return `/reservar?${query}`;
  }
  return `/s/${sitter.slug}${searchQuery({ ...search, invitacion: undefined })}`;
}

/**
 * A sitter in a list (home, search): the whole card opens the profile, carrying the search (filters and date)
 * so the profile can lead back to it and on to the booking form.
 */
export function SitterCard({
  sitter,
  search = {},
  invitedZone,
}: {
  sitter: SitterSource;
  search?: Partial<SearchFilters>;
  /** The zone the search's invitation opens (lib/zones/admission.ts `invitedTo`). */
  invitedZone?: string | null;
}) {
  const href = cardHref(sitter, search, invitedZone);
  const price = cardPrice(sitter, search.servicio && SERVICE_FILTERS[search.servicio]);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/70 hover:shadow-md">
      <div className="flex items-start gap-3">
        <SitterAvatar src={sitter.avatar} name={sitter.name} size={64} decorative />
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold">
            {/* The link's box covers the card, so a click anywhere opens the profile. */}
            <SiteLink href={href} className="outline-none after:absolute after:inset-0 after:rounded-xl hover:text-primary">
              {sitter.name}
            </SiteLink>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
            <SpriteIcon name="map-pin" className="size-3.5 shrink-0" />
            {sitter.municipality}, {sitter.department}
          </p>
          <RatingSummary rating={sitter.rating} reviewCount={sitter.reviewCount} className="mt-1" />
        </div>
      </div>
      {/* A fictional profile says so wherever it is listed, as on its page. */}
      {sitter.demo && <p className="w-fit rounded-full bg-muted px-2 py-0.5 text-xs font-medium">Perfil de demostración</p>}
      {showsSuperSitterStar(sitter) && <SuperSitterBadge />}
      <p className="text-sm">{truncateText(sitter.bio, LIMITS.cardBioChars)}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <SitterSpecialty specialty={cardSpecialty(sitter)} />
        {price !== null && <p className="font-semibold text-primary">{formatPriceFrom(price)}</p>}
      </div>
    </article>
  );
}
