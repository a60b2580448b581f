import { SiteLink } from "@/components/site/base-path";
import { FeatureList } from "@/components/site/feature-list";
import { PageSection } from "@/components/site/page-section";
import { buttonVariants } from "@/components/ui/button";

const REASONS = [
  {
    icon: "heart",
    title: "El amor primero",
    text: "Nuestros cuidadores tratan a tu mascota como parte de su familia: con paciencia, con sus rutinas y con mucho cariño.",
  },
  {
    icon: "shield-check",
    title: "Seguridad y confianza",
    text: "Revisamos el DUI, los antecedentes penales y la solvencia de la PNC de cada cuidador, y lo entrevistamos antes de publicar su perfil.",
  },
  {
    icon: "users",
    title: "Comunidad local",
    text: "Cuidadores de tu zona, que conocen tus calles y tus parques. Durante el piloto, nuestro equipo te acompaña en cada reserva.",
  },
] as const;

export function WhyChooseUs() {
  return (
    <div className="bg-muted">
      <PageSection id="por-que" title="¿Por qué Huellitas?">
        <FeatureList items={REASONS} />
        <SiteLink href="/busca" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
          Conoce a los cuidadores
        </SiteLink>
      </PageSection>
    </div>
  );
}
