import { CallToAction } from "@/components/site/call-to-action";
import { FeatureList } from "@/components/site/feature-list";
import { HowItWorksSteps } from "@/components/site/how-it-works-steps";
import { PageIntro } from "@/components/site/page-intro";
import { PageSection } from "@/components/site/page-section";
import { pageMetadata } from "@/lib/site/seo";
import type { SiteParams } from "@/lib/site/base-path";

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Cómo funciona",
    description:
      "Busca, elige y solicita tu reserva en minutos. Así funciona Huellitas para dueños de mascotas y para cuidadores durante el piloto en El Salvador.",
    path: "/como-funciona",
  });
}

const SITTER_STEPS = [
  { icon: "clipboard-check", title: "Envías tu solicitud", text: "Llenas un formulario corto en «Únete». Lo revisamos en 24-48 horas." },
  { icon: "file-check", title: "Subes tus documentos", text: "DUI, comprobante de domicilio, antecedentes penales y solvencia de la PNC, en tu portal privado." },
  { icon: "messages-square", title: "Conversamos contigo", text: "Una entrevista para conocerte, saber cómo cuidas y resolver tus dudas." },
  { icon: "user-round-check", title: "Publicamos tu perfil", text: "Las familias de tu zona ya pueden encontrarte y enviarte solicitudes." },
] as const;

const PILOT_NOTES = [
  {
    title: "Disponibilidad confirmada por personas",
    text: "Tu cuidador confirma cada solicitud desde su portal (o nuestro equipo, después de hablar con él). Te avisamos por correo, y también por WhatsApp si lo pides. Ya confirmada, coordinas la entrega con tu cuidador por WhatsApp.",
  },
  {
    title: "Sin pagos en línea",
    text: "No te pedimos tarjeta. Cuando la reserva está confirmada, acuerdas el pago directamente con tu cuidador.",
  },
  {
    title: "Un encuentro antes del cuidado",
    text: "Te recomendamos conocer al cuidador con tu mascota antes de la primera reserva, para que todos entren en confianza.",
  },
] as const;

export default function HowItWorksPage() {
  return (
    <>
      <PageIntro eyebrow="Paso a paso" title="Cómo funciona Huellitas">
        <p>
          Conectamos a familias con cuidadores verificados de su zona. Durante el piloto en El Salvador, nuestro equipo te
          acompaña en cada reserva.
        </p>
      </PageIntro>
      <PageSection id="duenos" title="Si tienes una mascota" intro="Encontrar a quien la cuide toma unos minutos.">
        <HowItWorksSteps />
      </PageSection>
      <div className="bg-muted">
        <PageSection id="piloto" title="Lo que cambia durante el piloto">
          <FeatureList items={PILOT_NOTES} />
        </PageSection>
      </div>
      <PageSection id="cuidadores" title="Si quieres ser cuidador" intro="Cuatro pasos para cuidar con nosotros.">
        <FeatureList items={SITTER_STEPS} className="sm:grid-cols-2 lg:grid-cols-4" ordered />
      </PageSection>
      <CallToAction
        title="¿Listo para empezar?"
        text="Busca cuidadores cerca de ti o envía tu solicitud para cuidar con nosotros."
        secondary={{ href: "/unete", label: "Quiero ser cuidador" }}
      />
    </>
  );
}
