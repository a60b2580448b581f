import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";
import { listPublishedSitters } from "@/lib/sitters/queries";
import { LIMITS } from "@/lib/constants";

// Home (SPEC §2). The full page is built by the public-site issue; this proves the data path.
export default async function HomePage() {
  const featured = (await listPublishedSitters()).slice(0, LIMITS.featuredSitters);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">Cuidadores de confianza para tu mascota</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Hospedaje en casa, paseos y guardería de día con cuidadores verificados en El Salvador.
      </p>
      <SiteLink href="/busca" className={`${buttonVariants({ size: "lg" })} mt-6`}>
        Buscar cuidadores
      </SiteLink>
      <h2 className="mt-12 text-2xl font-semibold">Cuidadores destacados</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {featured.map((sitter) => (
          <li key={sitter.id} className="rounded-xl border bg-card p-4">
            <p className="font-semibold">{sitter.name}</p>
            <p className="text-sm text-muted-foreground">
              {sitter.municipality}, {sitter.department}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
