import { CallToAction } from "@/components/site/call-to-action";
import { FaqList } from "@/components/site/faq-list";
import { PageIntro } from "@/components/site/page-intro";
import { FAQ_ITEMS } from "@/lib/site/faq";
import { pageMetadata } from "@/lib/site/seo";
import type { SiteParams } from "@/lib/site/base-path";
import { teamWhatsappNumber } from "@/lib/site/whatsapp";

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Preguntas frecuentes",
    description:
      "Cómo reservar, cómo se paga, cómo verificamos a los cuidadores, cuánto puedes ganar y quién puede ser cuidador en Huellitas.",
    path: "/faq",
  });
}

export default function FaqPage() {
  return (
    <>
      <PageIntro eyebrow="Ayuda" title="Preguntas frecuentes">
        <p>Lo que más nos preguntan dueños de mascotas y futuros cuidadores. ¿No encuentras tu respuesta? Escríbenos.</p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <FaqList items={FAQ_ITEMS} />
      </div>
      <CallToAction
        title="¿Te quedó alguna duda?"
        text={`Nuestro equipo te responde ${teamWhatsappNumber() ? "por WhatsApp o correo" : "por correo"} de lunes a sábado.`}
        primary={{ href: "/contacto", label: "Contáctanos" }}
        secondary={{ href: "/busca", label: "Buscar cuidadores" }}
      />
    </>
  );
}
