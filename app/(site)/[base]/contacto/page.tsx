import { ClockIcon, MailIcon, MessageCircleIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { PageIntro } from "@/components/site/page-intro";
import { WhatsAppButton } from "@/components/site/whatsapp-button";
import { buttonVariants } from "@/components/ui/button";
import { CONTACT } from "@/lib/constants";
import { pageMetadata } from "@/lib/site/seo";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";
import { absoluteSiteUrl } from "@/lib/site/url";
import { teamWhatsappDisplay, teamWhatsappNumber } from "@/lib/site/whatsapp";

function teamLine() {
  const number = teamWhatsappNumber();
  return number ? { number, display: teamWhatsappDisplay() } : null;
}

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Contacto",
    description: `Escríbenos ${teamWhatsappNumber() ? "por WhatsApp o correo" : "por correo"}. Te atendemos de ${CONTACT.hours.toLowerCase()}.`,
    path: "/contacto",
  });
}

export default async function ContactPage({ params }: { params: SiteParams }) {
  const pageUrl = absoluteSiteUrl(await siteBasePath(params), "/contacto");
  const whatsapp = teamLine();
  return (
    <>
      <PageIntro eyebrow="Estamos para ayudarte" title="Contacto">
        <p>¿Dudas sobre una reserva, sobre cómo ser cuidador o sobre el piloto? Escríbenos, con gusto te ayudamos.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10 md:grid-cols-3">
        {/* No team line configured (production): only the ways that reach someone. */}
        {whatsapp && (
          <section aria-labelledby="contacto-whatsapp" className="flex flex-col gap-3 rounded-xl border bg-card p-6">
            <MessageCircleIcon aria-hidden="true" className="size-7 text-primary" />
            <h2 id="contacto-whatsapp" className="text-lg font-semibold">
              WhatsApp
            </h2>
            <p>
              <a href={`tel:${whatsapp.number}`} className="font-medium hover:underline">
                {whatsapp.display}
              </a>
            </p>
            <p className="text-sm text-muted-foreground">La forma más rápida de hablar con nuestro equipo.</p>
            <WhatsAppButton label="Abrir WhatsApp" pageUrl={pageUrl} className="mt-auto w-fit" />
          </section>
        )}
        <section aria-labelledby="contacto-correo" className="flex flex-col gap-3 rounded-xl border bg-card p-6">
          <MailIcon aria-hidden="true" className="size-7 text-primary" />
          <h2 id="contacto-correo" className="text-lg font-semibold">
            Correo electrónico
          </h2>
          <p>
            <a href={`mailto:${CONTACT.email}`} className="font-medium hover:underline">
              {CONTACT.email}
            </a>
          </p>
          <p className="text-sm text-muted-foreground">Te respondemos en menos de un día hábil.</p>
        </section>
        <section aria-labelledby="contacto-horario" className="flex flex-col gap-3 rounded-xl border bg-card p-6">
          <ClockIcon aria-hidden="true" className="size-7 text-primary" />
          <h2 id="contacto-horario" className="text-lg font-semibold">
            Horario de atención
          </h2>
          <p className="font-medium">{CONTACT.hours}</p>
          <p className="text-sm text-muted-foreground">Fuera de ese horario, déjanos tu mensaje y te escribimos al día siguiente.</p>
        </section>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4">
        <SiteLink href="/faq" className={buttonVariants({ variant: "outline" })}>
          Ver preguntas frecuentes
        </SiteLink>
        <SiteLink href="/" className={buttonVariants({ variant: "ghost" })}>
          Volver al inicio
        </SiteLink>
      </div>
    </>
  );
}
