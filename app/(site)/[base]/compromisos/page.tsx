import { CallToAction } from "@/components/site/call-to-action";
import { FeatureList } from "@/components/site/feature-list";
import { PageIntro } from "@/components/site/page-intro";
import { PageSection } from "@/components/site/page-section";
import { COMMITMENTS_INTRO, COMMITMENTS_PATH, COMMITMENTS_TITLE, OWNER_COMMITMENTS, SITTER_COMMITMENTS, TEAM_COMMITMENTS } from "@/lib/site/commitments";
import { pageMetadata } from "@/lib/site/seo";
import type { SiteParams } from "@/lib/site/base-path";

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: COMMITMENTS_TITLE,
    description:
      "Lo que se promete cada lado de una reserva en Huellitas: cancelar con tiempo, llegar a la entrega, el parte de cada día y 48 horas para contar un problema. Sin multas: queda en el historial.",
    path: COMMITMENTS_PATH,
  });
}

export default function CommitmentsPage() {
  return (
    <>
      <PageIntro eyebrow="Lo que nos prometemos" title={COMMITMENTS_TITLE}>
        <p>{COMMITMENTS_INTRO}</p>
      </PageIntro>
      <PageSection id="duenos" title="Si eres dueño de una mascota">
        <FeatureList items={OWNER_COMMITMENTS} className="md:grid-cols-2" />
      </PageSection>
      <div className="bg-muted">
        <PageSection id="cuidadores" title="Si eres cuidador">
          <FeatureList items={SITTER_COMMITMENTS} className="md:grid-cols-2 lg:grid-cols-3" />
        </PageSection>
      </div>
      <PageSection id="equipo" title="El equipo de Huellitas">
        <FeatureList items={TEAM_COMMITMENTS} />
      </PageSection>
      <CallToAction
        title="Cuidemos con confianza"
        text="Busca un cuidador de tu zona o únete para cuidar con nosotros."
        secondary={{ href: "/unete", label: "Únete como cuidador" }}
      />
    </>
  );
}
