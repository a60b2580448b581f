import type { SitterSource } from "@/lib/sitters/types";
import type { SitterProfile } from "@/lib/sitters/profile-adapter";
import { BRAND } from "@/lib/site/brand";

/**
 * schema.org data for search engines: the sitter's pet-care service, its prices and area. The rating is given
 * only when real people rated the sitter (never SPEC's display defaults).
 */
export function SitterJsonLd({ profile, source, url }: { profile: SitterProfile; source: SitterSource; url: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: `Cuidado de mascotas con ${profile.name}`,
    serviceType: "Cuidado de mascotas",
    url,
    description: profile.bio,
    provider: { "@type": "Person", name: profile.name, ...(profile.avatar ? { image: new URL(profile.avatar, url).href } : {}) },
    areaServed: { "@type": "Place", name: `${profile.location}, El Salvador` },
    brand: { "@type": "Brand", name: BRAND },
    offers: profile.services.map((service) => ({
      "@type": "Offer",
      name: service.label,
      price: service.priceUSD,
      priceCurrency: "USD",
    })),
    ...(source.rating != null && source.reviewCount
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: source.rating, reviewCount: source.reviewCount, bestRating: 5 } }
      : {}),
  };
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be raw; "<" is escaped so no text can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
