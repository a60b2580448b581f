import { Suspense } from "react";
import { SiteLink } from "@/components/site/base-path";
import { CallToAction } from "@/components/site/call-to-action";
import { FeaturedSitters } from "@/components/site/featured-sitters";
import { HomeHero } from "@/components/site/home-hero";
import { HowItWorksSteps } from "@/components/site/how-it-works-steps";
import { PageSection } from "@/components/site/page-section";
import { ServicesSection } from "@/components/site/services-section";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { WhyChooseUs } from "@/components/site/why-choose-us";
import { buttonVariants } from "@/components/ui/button";
import { BRAND_TAGLINE } from "@/lib/site/brand";
import { pageMetadata } from "@/lib/site/seo";
import type { SiteParams } from "@/lib/site/base-path";
import { teamWhatsappNumber } from "@/lib/site/whatsapp";

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: BRAND_TAGLINE,
    description:
      "Encuentra cuidadores verificados para tu perro o gato en El Salvador: hospedaje en casa, paseos y guardería de día. Tu cuidador confirma tu solicitud y te avisamos por correo.",
    path: "/",
  });
}

// Home (SPEC §2): hero search, services, why us, how it works, featured sitters, testimonials, final call to action.
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <WhyChooseUs />
      <PageSection id="como-funciona" title="Así de fácil funciona">
        <HowItWorksSteps />
        <SiteLink href="/busca" className={buttonVariants({ className: "mt-8" })}>
          Empieza a buscar
        </SiteLink>
      </PageSection>
      <div className="bg-muted">
        <PageSection id="destacados" title="Cuidadores destacados" intro="Personas de tu zona que cuidan perros y gatos. Cada perfil dice qué verificó nuestro equipo.">
          {/* In the page, not streamed behind skeletons: the page is served from cache, so nothing is left to load
              (docs/decisions.md, "Home's featured sitters are in the page"). */}
          <FeaturedSitters />
          <SiteLink href="/busca" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
            Ver todos los cuidadores
          </SiteLink>
        </PageSection>
      </div>
      <Suspense fallback={null}>
        <TestimonialsSection />
      </Suspense>
      <CallToAction
        title="Tu mascota merece a alguien que la quiera tanto como tú"
        text={`Encuentra hoy a su próximo cuidador. Tú eliges, nosotros te acompañamos${teamWhatsappNumber() ? " por WhatsApp" : ""} hasta confirmar la reserva.`}
        secondary={{ href: "/unete", label: "Quiero ser cuidador" }}
      />
    </>
  );
}
