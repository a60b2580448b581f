import { ResponsiveImage } from "@/components/responsive-image";
import { HeroSearch } from "@/components/site/hero-search";

/** Home's first screen: the promise and the search form. */
export function HomeHero() {
  return (
    <section aria-labelledby="inicio-titulo" className="bg-accent/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1.1fr_0.9fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Piloto en El Salvador</p>
          <h1 id="inicio-titulo" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Cuidadores de confianza para tu mascota
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            Hospedaje en casa, paseos y guardería de día con personas verificadas de tu zona, que quieren a tu perro o a
            tu gato tanto como tú.
          </p>
        </div>
        <ResponsiveImage
          src="/stock/pets-1.svg"
          alt="Ilustración de un perro y un gato juntos sobre la grama en un día soleado"
          width={800}
          height={600}
          priority
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="hidden h-auto w-full rounded-2xl shadow-sm lg:block"
        />
        <div className="lg:col-span-2">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}
