import { SiteLink } from "@/components/site/base-path";
import { SpriteIcon, SpriteSymbols, StaticIcon, type SpriteIconName } from "@/components/site/icon-sprite";
import { buttonVariants } from "@/components/ui/button";
import { AcceptsList, acceptsItems } from "@/components/site/accepts-list";
import { BackToSearchLink, BookingLinkWithDate } from "@/components/site/profile-search-links";
import { ProfileGallery } from "@/components/site/profile-gallery";
import { RatingSummary } from "@/components/site/rating-summary";
import { todayInElSalvador } from "@/lib/dates";
import { AvailabilityCalendar } from "@/components/site/availability-calendar";
import { AllReviews, ReviewList } from "@/components/site/review-list";
import { ServicePriceList } from "@/components/site/service-price-list";
import { SitterAvatar } from "@/components/site/sitter-avatar";
import { SitterJsonLd } from "@/components/site/sitter-json-ld";
import { SitterRecord } from "@/components/site/sitter-record";
import { SitterHomeCheck } from "@/components/site/sitter-home-check";
import { SuperSitterBadge } from "@/components/site/super-sitter-badge";
import { WhatsAppButton } from "@/components/site/whatsapp-button";
import { Badge } from "@/components/ui/badge";
import { LIMITS } from "@/lib/constants/limits";
import { BRAND } from "@/lib/site/brand";
import { firstName, truncateText } from "@/lib/format/text";
import { pageMetadata, sitterOgImage } from "@/lib/site/seo";
import { absoluteSiteUrl } from "@/lib/site/url";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";
import { sitterForProfile } from "@/lib/sitters/profile-page";
import { closedZoneFor, getAllReviews, type ReviewForReaders } from "@/lib/sitters/public";
import { toSitterProfile, type SitterProfile } from "@/lib/sitters/profile-adapter";

type Props = { params: Promise<{ slug: string; base: string }> };

// Profiles are rendered on their first visit and then served from cache (see the public layout).
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const sitter = await sitterForProfile((await params).slug);
  return pageMetadata({
    params: params as SiteParams,
    title: `${sitter.name}, cuidador en ${sitter.municipality}`,
    description: truncateText(sitter.bio, 155),
    path: `/s/${sitter.slug}`,
    image: sitterOgImage(sitter.slug, sitter.name),
  });
}

/** The icons this profile repeats (stars, checks, reviews' marks, what the sitter takes): each drawn once, if shown. */
function profileIcons(profile: SitterProfile, reviews: ReviewForReaders[]): SpriteIconName[] {
  const accepts = acceptsItems(profile.accepts).map((item) => item.yes);
  const checks = profile.homeCheck?.items ?? [];
  const shown: [SpriteIconName, boolean][] = [
    ["star", true],
    ["shield-check", profile.verifications.length > 0 || checks.some((item) => item.ok)],
    ["circle-alert", checks.some((item) => !item.ok)],
    ["badge-check", [...profile.reviews, ...reviews].some((review) => review.verified)],
    ["check", accepts.includes(true)],
    ["x", accepts.includes(false)],
  ];
  return shown.flatMap(([name, used]) => (used ? [name] : []));
}

// Sitter profile (SPEC §2), built by the pure profile adapter (SPEC §9's rules).
export default async function SitterProfilePage({ params }: Props) {
  const sitter = await sitterForProfile((await params).slug);
  const profile = toSitterProfile(sitter);
  const allReviews = await getAllReviews(sitter.id);
  const pageUrl = absoluteSiteUrl(await siteBasePath(params), `/s/${profile.slug}`);
  const name = firstName(profile.name);
  // A zone not open to everyone: the profile says so and offers its list instead of booking.
  const closed = await closedZoneFor(sitter);

  const actions = closed ? (
    <a href="#lista-zona" className="text-sm font-medium text-primary underline underline-offset-4">
      Aún no llegamos a {closed.name}: únete a su lista
    </a>
  ) : (
    <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
      <BookingLinkWithDate slug={profile.slug} firstName={name} blocked={sitter.blocked ?? []} />
      <WhatsAppButton number={profile.whatsapp} sitterName={profile.name} pageUrl={pageUrl} className="h-11" />
    </div>
  );

  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
      <SitterJsonLd profile={profile} source={sitter} url={pageUrl} />
      <SpriteSymbols icons={profileIcons(profile, allReviews)} />
      <BackToSearchLink />
      {/* A closed zone: said here, and the list is one tap away on its search page (the sign-up's script
          stays off the profile, which every visitor loads). */}
      {closed && (
        <section id="lista-zona" aria-labelledby="lista-zona-titulo" className="grid gap-2 rounded-xl border bg-card p-5">
          <h2 id="lista-zona-titulo" className="text-lg font-semibold">
            Aún no llegamos a {closed.name}
          </h2>
          <p className="text-muted-foreground">Todavía no recibimos reservas en {closed.name}. Únete a su lista y te escribimos primero cuando abramos.</p>
          <SiteLink href={`/busca?zona=${closed.slug}`} className={buttonVariants({ className: "w-fit" })}>
            Unirme a la lista de {closed.name}
          </SiteLink>
        </section>
      )}
      {sitter.demo && (
        <p role="note" className="rounded-lg border border-dashed bg-muted/50 px-4 py-3 text-sm">
          <strong>Perfil de demostración.</strong> Esta persona y sus reseñas son ficticias: muestran cómo se verá un perfil
          de cuidador en {BRAND}.
        </p>
      )}

      <header className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <SitterAvatar src={profile.avatar} name={profile.name} size={112} priority />
          <div className="grid gap-2">
            <h1 className="text-3xl font-bold tracking-tight">{profile.name}</h1>
            <p className="flex items-center gap-1 text-muted-foreground">
              <StaticIcon name="map-pin" className="size-4" />
              {profile.location}
            </p>
            <RatingSummary rating={profile.rating} reviewCount={profile.reviewCount} className="text-base" />
            <SitterRecord lines={profile.record} />
            {(profile.isSuperSitter || profile.topBadges.length > 0) && (
              <ul className="flex flex-wrap gap-2" aria-label="Distintivos">
                {profile.isSuperSitter && (
                  <li>
                    <SuperSitterBadge />
                  </li>
                )}
                {profile.topBadges.map((badge) => (
                  <li key={badge}>
                    <Badge variant="secondary">{badge}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        {actions}
      </header>

      <ProfileGallery photos={profile.gallery} />

      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-10">
          <section aria-labelledby="sobre-titulo">
            <h2 id="sobre-titulo" className="text-xl font-semibold">
              Sobre {name}
            </h2>
            <p className="mt-3 leading-relaxed">{profile.bio}</p>
            {profile.aboutBadges.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Más sobre su experiencia">
                {profile.aboutBadges.map((badge) => (
                  <li key={badge}>
                    <Badge variant="outline">{badge}</Badge>
                  </li>
                ))}
              </ul>
            )}
            {profile.languages.length > 0 && (
              <p className="mt-4 text-sm text-muted-foreground">Habla: {profile.languages.join(", ")}</p>
            )}
          </section>
          {profile.home && (
            <section aria-labelledby="hogar-titulo">
              <h2 id="hogar-titulo" className="text-xl font-semibold">
                Su hogar
              </h2>
              <p className="mt-3 leading-relaxed">{profile.home}</p>
            </section>
          )}
          <section aria-labelledby="resenas-titulo">
            <h2 id="resenas-titulo" className="text-xl font-semibold">
              Reseñas
            </h2>
            {profile.reviews.length === LIMITS.profileReviews && (
              <p className="mt-1 text-sm text-muted-foreground">Las {LIMITS.profileReviews} más recientes.</p>
            )}
            <div className="mt-3">
              <ReviewList reviews={profile.reviews} />
              {allReviews.length > profile.reviews.length && <AllReviews reviews={allReviews} />}
            </div>
          </section>
        </div>

        <aside className="grid content-start gap-8">
          {profile.verifications.length > 0 && (
            <section aria-labelledby="verificado-titulo">
              <h2 id="verificado-titulo" className="text-xl font-semibold">
                Lo que verificamos
              </h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {profile.verifications.map((check) => (
                  <li key={check} className="flex items-start gap-2">
                    <SpriteIcon name="shield-check" className="mt-0.5 size-4 shrink-0 text-success" />
                    {check}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <SitterHomeCheck check={profile.homeCheck} />
          <section aria-labelledby="servicios-titulo">
            <h2 id="servicios-titulo" className="text-xl font-semibold">
              Servicios y precios
            </h2>
            <div className="mt-3">
              <ServicePriceList services={profile.services} />
            </div>
          </section>
          <section aria-labelledby="disponibilidad-titulo">
            <h2 id="disponibilidad-titulo" className="text-xl font-semibold">
              Disponibilidad
            </h2>
            <div className="mt-3">
              <AvailabilityCalendar blocked={sitter.blocked ?? []} today={todayInElSalvador()} />
            </div>
          </section>
          <section aria-labelledby="cuida-titulo">
            <h2 id="cuida-titulo" className="text-xl font-semibold">
              Puede cuidar
            </h2>
            <div className="mt-3">
              <AcceptsList accepts={profile.accepts} />
            </div>
          </section>
          <section aria-labelledby="contacto-titulo" className="grid gap-3 rounded-xl border bg-card p-4">
            <h2 id="contacto-titulo" className="font-semibold">
              ¿Te gustaría que {name} cuide a tu mascota?
            </h2>
            <p className="text-sm text-muted-foreground">
              Envía tu solicitud: {name} confirma su disponibilidad y te avisamos por correo (también por WhatsApp, si lo pides). No pagas nada en línea.
            </p>
            {actions}
          </section>
        </aside>
      </div>
    </article>
  );
}
