import type { Verification } from "@/lib/sitters/verifications";
import type { DayRange } from "@/lib/sitters/availability";
import type { ServiceCode } from "@/lib/constants";
import type { PricedService } from "@/lib/sitters/prices";
import type { Reliability } from "@/lib/sitters/reliability";
import type { PublicHomeCheck } from "@/lib/sitters/home-check";

/**
 * A sitter as the public pages receive it: the database row without dates, so it can be cached as JSON.
 * `rating` and `reviewCount` may be missing (SPEC §9 gives the defaults); `isSuperSitter` is the old
 * product's explicit flag, which our data does not have yet.
 */
export type SitterSource = {
  id: number;
  slug: string;
  name: string;
  avatar: string | null;
  gallery: string[];
  department: string;
  municipality: string;
  services: ServiceCode[];
  /** The sitter's own price of each offered service, display order (lib/sitters/prices.ts). */
  prices: PricedService[];
  /** The cheapest of `prices`: the card's "Desde". */
  priceFromUSD: number;
  rating?: number | null;
  reviewCount?: number | null;
  bio: string;
  home?: string | null;
  badges: string[];
  languages: string[];
  acceptsLargeDogs: boolean;
  acceptsCats: boolean;
  whatsapp: string | null;
  hideSuperSitter: boolean;
  isSuperSitter?: boolean;
  /** A fictional profile of the development seed (marked as such on its page). */
  demo?: boolean;
};

/** `verified`: written by the owner of a completed booking ("Reserva verificada"). */
export type SitterReviewSource = { author: string; text: string; rating?: number; createdAt?: string | Date; verified?: boolean; reportCount?: number };

/** `verifications`: what the team checked, valid today (lib/sitters/verifications.ts). */
/** `blocked`: the days they cannot take, from today on (lib/sitters/availability.ts). */
/** `repeatFamilies`, `reliability`: the sitter's record from their bookings (lib/sitters/reliability.ts). */
export type SitterWithReviewsSource = SitterSource & {
  reviews: SitterReviewSource[];
  verifications?: Verification[];
  blocked?: DayRange[];
  repeatFamilies?: number;
  reliability?: Reliability;
  /** The team's home-safety check, only on a profile that offers boarding (lib/sitters/home-check.ts). */
  homeCheck?: PublicHomeCheck | null;
};

/** What search filters and orders on (lib/sitters/search.ts): checks = public verifications valid today. */
export type SearchEntry = Pick<
  SitterSource,
  "id" | "department" | "municipality" | "services" | "acceptsCats" | "acceptsLargeDogs" | "rating" | "reviewCount" | "priceFromUSD" | "prices"
> & { calendarUpdatedAt: string | null; checks: number };
