import { QuoteIcon } from "lucide-react";
import { PageSection } from "@/components/site/page-section";

const TESTIMONIALS = [
  {
    quote:
      "Por primera vez me fui de viaje sin preocuparme. Cada mañana me llegaba una foto de Luna, y regresó a casa feliz y con su rutina intacta.",
    author: "Andrea R.",
    detail: "Santa Tecla · Luna, labradora",
  },
  {
    quote:
      "Michi es muy tímido y su cuidadora respetó su espacio desde el primer día. Al tercer día ya dormía en el sofá. Se nota el cariño.",
    author: "Carlos M.",
    detail: "Antiguo Cuscatlán · Michi, gato criollo",
  },
  {
    quote:
      "Los paseos de la tarde le cambiaron el ánimo a Rocky. Puntuales, responsables y siempre avisando por WhatsApp. ¡Ya es parte de su semana!",
    author: "Gabriela H.",
    detail: "San Salvador · Rocky, schnauzer",
  },
] as const;

export function TestimonialsSection() {
  return (
    <PageSection id="testimonios" title="Lo que dicen las familias" intro="Historias de quienes ya confiaron en el piloto.">
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, author, detail }) => (
          <li key={author}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6">
              <QuoteIcon aria-hidden="true" className="size-6 text-primary" />
              <blockquote className="flex-1 text-sm">
                <p>“{quote}”</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{author}</span>
                <span className="block text-muted-foreground">{detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
