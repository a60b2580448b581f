import { ApplicationForm } from "@/components/site/application-form";
import { PageToaster } from "@/components/site/page-toast";
import { FaqList } from "@/components/site/faq-list";
import { JoinBenefits } from "@/components/site/join-benefits";
import { PageIntro } from "@/components/site/page-intro";
import { PageSection } from "@/components/site/page-section";
import { sendApplication } from "@/lib/leads/application-action";
import { JOIN_FAQ_ITEMS } from "@/lib/site/faq";
import { pageMetadata } from "@/lib/site/seo";
import type { SiteParams } from "@/lib/site/base-path";

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Únete como cuidador",
    description:
      "Gana dinero cuidando perros y gatos en El Salvador. Envía tu solicitud: la revisamos en 24-48 horas. Necesitas tener 18 años o más.",
    path: "/unete",
  });
}

// Join (SPEC §2): benefits, the application form and the questions future sitters ask.
export default function JoinPage() {
  return (
    <>
      <PageIntro eyebrow="Para cuidadores" title="Únete como cuidador">
        <p>¿Te encantan los animales? Gana dinero cuidando perros y gatos de tu zona, con horarios que tú eliges.</p>
      </PageIntro>
      <PageSection id="beneficios" title="Por qué cuidar con Huellitas">
        <JoinBenefits />
      </PageSection>
      <section aria-labelledby="postulacion-titulo" className="mx-auto max-w-3xl px-4 py-4">
        <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <h2 id="postulacion-titulo" className="text-2xl font-bold">
            Envía tu solicitud
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            Revisamos cada solicitud en 24-48 horas. Necesitas tener 18 años o más y vivir en El Salvador.
          </p>
          <ApplicationForm action={sendApplication} />
          <PageToaster />
        </div>
      </section>
      <PageSection id="preguntas" title="Preguntas de futuros cuidadores" className="max-w-3xl">
        <FaqList items={JOIN_FAQ_ITEMS} />
      </PageSection>
    </>
  );
}
