import { StaticIcon } from "@/components/site/icon-sprite";
import { PageSection } from "@/components/site/page-section";
import { firstName, truncateText } from "@/lib/format/text";
import { getTestimonials } from "@/lib/sitters/public";

/**
 * What families say: the newest verified reviews (a real booking, 4 stars or more) with the owner's first name.
 * Not shown until there is one: the home never quotes invented people.
 */
export async function TestimonialsSection() {
  const testimonials = await getTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <PageSection id="testimonios" title="Lo que dicen las familias" intro="Reseñas de reservas verificadas en el piloto.">
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map(({ id, text, author, sitterName, municipality }) => (
          <li key={id}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6">
              <StaticIcon name="quote" className="size-6 text-primary" />
              <blockquote className="flex-1 text-sm">
                <p>“{truncateText(text, 280)}”</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{author}</span>
                <span className="block text-muted-foreground">
                  Reserva verificada con {firstName(sitterName)} · {municipality}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
