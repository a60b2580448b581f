import { verificationLabel } from "@/lib/sitters/verifications";
import { PROFILE_DEFAULTS, SERVICE_LABELS, SUPER_SITTER, type ServiceCode } from "@/lib/constants";
import { LIMITS } from "@/lib/constants/limits";
import { badgeLabel, claimsACheck } from "./badges";
import { SERVICE_ORDER, SERVICE_UNITS, type PricedService } from "./prices";
import { recordLines, type RecordLine } from "./reliability";
import { homeCheckView, type HomeCheckView } from "./home-check";
import { isSuperSitter } from "./super-sitter";
import type { SitterWithReviewsSource } from "./types";

// The profile view of SPEC §3/§9, built from a sitter record by pure rules (no I/O), so every rule is testable.

/** Shown after a sitter's own photos run out: the avatar plus these two (SPEC §9). */
export const STOCK_GALLERY = ["/stock/pets-1.svg", "/stock/pets-2.svg"] as const;

const LANGUAGE_LABELS: Record<string, string> = { ES: "Español", EN: "Inglés", FR: "Francés", PT: "Portugués" };

export type ServicePrice = { type: ServiceCode; label: string; priceUSD: number; unit: string };
export type GalleryPhoto = { src: string; alt: string };

export type SitterProfile = {
  id: number;
  slug: string;
  name: string;
  avatar: string | null;
  location: string;
  department: string;
  municipality: string;
  rating: number;
  reviewCount: number;
  bio: string;
  home: string | null;
  languages: string[];
  services: ServicePrice[];
  priceFromUSD: number;
  isSuperSitter: boolean;
  topBadges: string[];
  aboutBadges: string[];
  accepts: { dogs: boolean; largeDogs: boolean; cats: boolean; puppies: boolean; seniors: boolean };
  gallery: GalleryPhoto[];
  reviews: { text: string; author: string; verified: boolean; reportCount: number }[];
  /** What the team checked, as the profile words it ("DUI verificado", "Entrevista completada"). */
  verifications: string[];
  /** The sitter's record in words ("3 familias repiten", "Suele responder en unas 3 horas"…), possibly none. */
  record: RecordLine[];
  /** "Hogar revisado el …" with the answers, for a boarding profile the team checked; else null. */
  homeCheck: HomeCheckView | null;
  whatsapp: string | null;
};

/** The sitter's own prices of the services offered, as the profile lists them (display order). */
export function servicePrices(prices: readonly PricedService[]): ServicePrice[] {
  return SERVICE_ORDER.flatMap((type) => {
    const price = prices.find((entry) => entry.type === type);
    return price ? [{ type, label: SERVICE_LABELS[type], priceUSD: price.priceUSD, unit: SERVICE_UNITS[type] }] : [];
  });
}

/** The sitter's own photos (at most 3), or the avatar plus two stock images when there are none. */
export function profileGallery(sitter: Pick<SitterWithReviewsSource, "gallery" | "avatar" | "name">): GalleryPhoto[] {
  const own = sitter.gallery.filter(Boolean).slice(0, LIMITS.galleryPhotos);
  if (own.length > 0) return own.map((src, i) => ({ src, alt: `Foto ${i + 1} del hogar de ${sitter.name}` }));
  const fallback: GalleryPhoto[] = STOCK_GALLERY.map((src) => ({ src, alt: "Perro y gato de referencia, no es una foto del cuidador" }));
  const photos = sitter.avatar ? [{ src: sitter.avatar, alt: `Retrato de ${sitter.name}` }, ...fallback] : fallback;
  return photos.slice(0, LIMITS.galleryPhotos);
}

/** Badges as labels, without the super-sitter mark (shown on its own): the first 3 on top, the next 3 in "about". */
export function profileBadges(badges: readonly string[]): { topBadges: string[]; aboutBadges: string[] } {
  const labels = [...new Set(badges)].filter((badge) => badge !== SUPER_SITTER.badge && !claimsACheck(badge)).map(badgeLabel);
  const max = LIMITS.profileBadges;
  return { topBadges: labels.slice(0, max), aboutBadges: labels.slice(max, max * 2) };
}

export function toSitterProfile(sitter: SitterWithReviewsSource): SitterProfile {
  return {
    id: sitter.id,
    slug: sitter.slug,
    name: sitter.name,
    avatar: sitter.avatar,
    location: `${sitter.municipality}, ${sitter.department}`,
    department: sitter.department,
    municipality: sitter.municipality,
    rating: sitter.rating ?? PROFILE_DEFAULTS.rating,
    reviewCount: sitter.reviewCount ?? PROFILE_DEFAULTS.reviewCount,
    bio: sitter.bio,
    home: sitter.home?.trim() || null,
    languages: sitter.languages.map((code) => LANGUAGE_LABELS[code.toUpperCase()] ?? code),
    services: servicePrices(sitter.prices),
    priceFromUSD: sitter.priceFromUSD,
    isSuperSitter: isSuperSitter(sitter),
    ...profileBadges(sitter.badges),
    // Every sitter cares for dogs (large ones only when accepted); puppies and seniors always (SPEC §9).
    accepts: { dogs: true, largeDogs: sitter.acceptsLargeDogs, cats: sitter.acceptsCats, puppies: true, seniors: true },
    gallery: profileGallery(sitter),
    reviews: sitter.reviews.slice(0, LIMITS.profileReviews).map(({ text, author, verified, reportCount }) => ({ text, author, verified: verified === true, reportCount: reportCount ?? 0 })),
    whatsapp: sitter.whatsapp,
    verifications: (sitter.verifications ?? []).map(verificationLabel),
    record: recordLines(sitter),
    homeCheck: homeCheckView(sitter.homeCheck),
  };
}
