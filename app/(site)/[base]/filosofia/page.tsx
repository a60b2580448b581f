import { FeatureList } from "@/components/site/feature-list";
import { CallToAction } from "@/components/site/call-to-action";
import { PageIntro } from "@/components/site/page-intro";
import { PageSection } from "@/components/site/page-section";
import { pageMetadata } from "@/lib/site/seo";
import type { SiteParams } from "@/lib/site/base-path";

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Nuestra filosofía",
    description:
      "En Huellitas creemos que cada mascota es familia. Así cuidamos: con cariño, confianza, cercanía, transparencia y el bienestar animal primero.",
    path: "/filosofia",
  });
}

const VALUES = [
  {
    icon: "heart",
    title: "Cada mascota es familia",
    text: "No cuidamos «animales»: cuidamos a Luna, a Rocky y a Michi, con sus manías, sus miedos y su manera de pedir cariño. Respetamos sus rutinas como las respetarías tú.",
  },
  {
    icon: "shield-check",
    title: "La confianza se gana",
    text: "Dejar a tu mascota con alguien es un acto de confianza. Por eso verificamos a cada cuidador, lo entrevistamos y publicamos solo reseñas de familias reales.",
  },
  {
    icon: "house",
    title: "Cerca de ti",
    text: "Creemos en el cuidado de barrio: vecinos que conocen tus calles, tus parques y el clima de tu zona, y que pueden llegar rápido si algo pasa.",
  },
  {
    icon: "eye",
    title: "Claridad en todo",
    text: "Precios a la vista, qué mascotas acepta cada cuidador y cómo funciona el piloto, sin letra pequeña. Si algo no sale bien, queremos saberlo.",
  },
  {
    icon: "sprout",
    title: "El bienestar animal primero",
    text: "Pocos huéspedes a la vez, agua y sombra siempre, paseos a horas frescas y trato amable, sin castigos. Si un cuidado no es bueno para tu mascota, te lo diremos.",
  },
] as const;

export default function PhilosophyPage() {
  return (
    <>
      <PageIntro eyebrow="Lo que nos mueve" title="Nuestra filosofía">
        <p>
          Huellitas nació de una pregunta sencilla: ¿con quién dejo a mi perro cuando viajo? Queremos que en El Salvador la
          respuesta sea fácil, segura y llena de cariño.
        </p>
      </PageIntro>
      <PageSection id="valores" title="Cómo cuidamos">
        <FeatureList items={VALUES} className="md:grid-cols-2 lg:grid-cols-3" />
      </PageSection>
      <CallToAction
        title="Cuidemos juntos"
        text="Encuentra un cuidador que comparta estos valores, o únete y sé uno de ellos."
        secondary={{ href: "/unete", label: "Únete como cuidador" }}
      />
    </>
  );
}
